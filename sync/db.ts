import { Dexie, type DexieOptions, type Table } from 'dexie'
import { SYNC_TABLE_NAMES } from './protocol/rules/index.ts'
import type { Me, SyncRow, SyncTableName } from './protocol/index.ts'
import type { OutboxRow } from './outbox/types.ts'

export const DEFAULT_DB_NAME = 'gsp'

/** The signed-in staff member, kept so the app opens offline. */
export interface SessionRow {
  key: 'current'
  me: Me
  at: string
}

/** Cursor, scope, lastPulledAt, the account the synced data belongs to, leader heartbeat. */
export interface SyncStateRow {
  key: string
  value: unknown
}

/**
 * The last row the server sent for an entity that has pending outbox actions. The local table
 * holds shadow + pending actions re-applied; when the server speaks again (pull, event, reply),
 * the new server row replaces the shadow and the actions are re-applied on top (rebase).
 */
export interface ShadowRow {
  key: string // `${table}:${id}`
  table: SyncTableName
  id: string
  /** null: the server deleted the row (tombstone) while actions were pending. */
  row: AnySyncRow | null
  version: number
}

/** A synced row seen generically (every synced row has `_id` and `version`). */
export type AnySyncRow = Record<string, unknown> & { _id: string; version: number }

export const shadowKey = (table: SyncTableName, id: string): string => `${table}:${id}`

// Append a new version() when the schema changes; never edit a released one. A version that
// adds a synced table must reset the pull cursor in its upgrade, so the rows the older version
// skipped (pull.ts drops changes of tables it has no store for) are pulled again:
//   this.version(2).stores({ reservations: '_id, …' }).upgrade((tx) => tx.table('syncState').delete('cursor'))
const SCHEMA_V1: Record<string, string> = {
  orders: '_id, status, service_id, time, base_order_id',
  services: '_id',
  employees: '_id',
  rooms: '_id',
  stays: '_id',
  tables: '_id',
  categories: '_id',
  articles: '_id',
  businesses: '_id',
  outbox: 'id, seq, state, entityId',
  session: 'key',
  syncState: 'key',
  shadows: 'key',
}

type T<K extends SyncTableName> = Table<SyncRow<K>, string>

export class LocalDb extends Dexie {
  // `declare`: Dexie defines these on the instance; a class field would overwrite them.
  declare orders: T<'orders'>
  declare services: T<'services'>
  declare employees: T<'employees'>
  declare rooms: T<'rooms'>
  declare stays: T<'stays'>
  declare categories: T<'categories'>
  declare articles: T<'articles'>
  declare businesses: T<'businesses'>
  declare outbox: Table<OutboxRow, string>
  declare session: Table<SessionRow, string>
  declare syncState: Table<SyncStateRow, string>
  declare shadows: Table<ShadowRow, string>

  /**
   * The dining tables (store name `tables`). `db.tables` is Dexie's own list of every table, so
   * this one is reached as `db.diningTables` (or `db.table('tables')`).
   */
  get diningTables(): T<'tables'> {
    return this.table('tables')
  }

  constructor(name: string = DEFAULT_DB_NAME, options?: DexieOptions) {
    super(name, options)
    this.version(1).stores(SCHEMA_V1)
  }

  /** A synced table seen generically, for code that handles every table alike. */
  syncTable(name: SyncTableName): Table<AnySyncRow, string> {
    return this.table(name)
  }

  /** The synced tables (not outbox, session, syncState). */
  syncTables(): Table<AnySyncRow, string>[] {
    return SYNC_TABLE_NAMES.map((name) => this.syncTable(name))
  }
}

/** The page's database: staff screens read it through useLiveQuery. */
export const db = new LocalDb()

/** A separate database, e.g. one per simulated tablet in tests. */
export function createLocalDb(name: string, options?: DexieOptions): LocalDb {
  return new LocalDb(name, options)
}

/** Deletes every table's content and reopens the database (tests, "reset this device"). */
export async function resetLocalDb(target: LocalDb = db): Promise<void> {
  await target.delete({ disableAutoOpen: false })
  await target.open()
}

/** Empties the synced tables, shadows and sync state in one transaction; the outbox is kept. */
export async function clearSyncedData(target: LocalDb, options: { keepState?: string[] } = {}) {
  await target.transaction(
    'rw',
    [...target.syncTables(), target.shadows, target.syncState],
    async () => {
      await Promise.all(target.syncTables().map((t) => t.clear()))
      await target.shadows.clear()
      const keep = options.keepState ?? []
      if (keep.length === 0) await target.syncState.clear()
      else await target.syncState.where('key').noneOf(keep).delete()
    },
  )
}
