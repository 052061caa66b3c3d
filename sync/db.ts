import { Dexie, type DexieOptions, type Table } from 'dexie'
import { SYNC_TABLE_NAMES } from './protocol/rules/index.ts'
import type { GuestHistory, Me, SyncRow, SyncTableName, UserMemory } from './protocol/index.ts'
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

/**
 * Version 2: outbox rows name every row they write (`entities`, multi-entry index `*entityIds`:
 * multi-row actions), deletes are remembered (`tombstones`) so a late event cannot bring a
 * deleted row back, and recent finished order history is kept a pulled page per record
 * (`orderHistory`: it is only ever listed, and 20,000 rows written as 20 records instead of 20,000
 * is what keeps a first pull within its budget).
 */
const SCHEMA_V2: Record<string, string> = {
  outbox: 'id, seq, state, *entityIds',
  tombstones: 'key, at',
  orderHistory: 'key, at',
}

/**
 * Version 3 (reception): room repair tickets, and stays found by their room (the rooms screen
 * shows each room with its stays). Older versions skipped ticket changes: pull them again.
 */
const SCHEMA_V3: Record<string, string> = {
  stays: '_id, room_id',
  tickets: '_id, room_id, status',
}

/**
 * Version 4: the check-out invoices (PDF) the device keeps, by stay, so the room screen offers
 * them offline. Device-only (not synced): filled by the checkout's answer or a download.
 */
const SCHEMA_V4: Record<string, string> = {
  invoices: 'stay_id',
}

/**
 * Version 5 (guests): the hotel's guests, synced to reception (owners, managers, reception
 * staff; nobody else is sent them), found by name and by their newest stay. Older versions
 * skipped the guests' changes: the upgrade pulls again. Beside them, device-only caches of what
 * reception fetched about a guest (sync/guests.ts): the guest history and the guest memory, by
 * guest, so what was opened once stays readable offline.
 */
const SCHEMA_V5: Record<string, string> = {
  guests: '_id, name, last_stay',
  guestHistories: 'guest_id, at',
  guestMemories: 'guest_id, at',
}

/**
 * Version 6 (reservations): table reservations, synced to staff who read a service's
 * reservations (reservationsRead), found by service, status and time (the board's columns, the
 * timeline's week). Older versions skipped their changes: the upgrade pulls again.
 */
const SCHEMA_V6: Record<string, string> = {
  reservations: '_id, service_id, status, time',
}

/**
 * Version 7 (history per service): the history pages the device fetched (sync/history-pages.ts),
 * by query and page, so a page seen once stays readable offline. Device-only (not synced: no
 * cursor reset); dropped at sign-out and after 30 days.
 */
const SCHEMA_V7: Record<string, string> = {
  historyPages: 'key, at',
}

/**
 * Version 8 (the spa): appointments (by service, status, time and therapist: the spa timeline,
 * the day list), spa rooms and treatments (by service: the treatments screen, the booking), and
 * employee shifts (by service, employee and day: the shift schedule, the therapists on shift).
 * Synced; older versions skipped their changes: the upgrade pulls again.
 */
const SCHEMA_V8: Record<string, string> = {
  appointments: '_id, service_id, status, time, Therapist',
  spaRooms: '_id, service_id',
  treatments: '_id, service_id, room_id',
  employeeShifts: '_id, service_id, target_employee_id, date',
}

/**
 * Version 9 (the manager's section). Promotions and discounts: found by their last day (the
 * current/future and past lists). The info pages: infos (by service: the info screen, ordered by
 * position), stores and offers (by service; offers by store too). Surveys: by kind (the guest's
 * asks) and by service. Synced; older versions skipped their changes: the upgrade pulls again.
 */
const SCHEMA_V9: Record<string, string> = {
  discounts: '_id, endDate',
  promotions: '_id, endDate',
  infos: '_id, service_id',
  stores: '_id, service_id',
  offers: '_id, service_id, store_id',
  surveys: '_id, whenToAsk, service_id',
}

/** One page of a service's history as the server answered it (sync/history-pages.ts). */
export interface HistoryPageRow {
  /** `${kind}|${service}|${filters}|${limit}|${page}` (historyPageKey). */
  key: string
  /** The list: `orders`, `reservations`, `stays` (HistoryKind). */
  kind: string
  page: number
  /** How many rows the whole query has (the server's `count`). */
  count: number
  /** The page's rows (Order, Reservation or Stay by `kind`), newest first as the server sent them. */
  rows: unknown[]
  /** When it was fetched (ISO). */
  at: string
}

/** A guest's history as the server last answered it, kept on the device (sync/guests.ts). */
export interface GuestHistoryRow {
  guest_id: string
  history: GuestHistory
  /** When it was fetched (ISO). */
  at: string
}

/** What the hotel remembers of a guest (user memory), as last fetched (sync/guests.ts). */
export interface GuestMemoryRow {
  guest_id: string
  memory: UserMemory
  /** When it was fetched (ISO). */
  at: string
}

/** A stay's check-out invoice kept on the device (sync/invoices.ts). */
export interface InvoiceRow {
  stay_id: string
  /** The PDF (`application/pdf`). */
  pdf: Blob
  /** When the device stored it (ISO). */
  at: string
}

/**
 * Finished orders (Declined, Paid, Room) of one pulled page that the device held nowhere else.
 * Read them with `recentHistoryOrders()` (history.ts), which merges them with `orders`.
 */
export interface OrderHistoryPage {
  key: string // `page:${cursor}` of the page they came in
  /** When the page was written (ISO): pages older than the pull's history horizon are dropped. */
  at: string
  rows: SyncRow<'orders'>[]
}

/** A row the server deleted: its key and the delete's version (see apply.ts). */
export interface TombstoneRow {
  key: string // `${table}:${id}`
  version: number
  /** When it was written (ISO): tombstones are kept for a day. */
  at: string
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
  declare tickets: T<'tickets'>
  declare guests: T<'guests'>
  declare reservations: T<'reservations'>
  declare appointments: T<'appointments'>
  declare spaRooms: T<'spaRooms'>
  declare treatments: T<'treatments'>
  declare employeeShifts: T<'employeeShifts'>
  declare discounts: T<'discounts'>
  declare promotions: T<'promotions'>
  declare infos: T<'infos'>
  declare stores: T<'stores'>
  declare offers: T<'offers'>
  declare surveys: T<'surveys'>
  declare outbox: Table<OutboxRow, string>
  declare session: Table<SessionRow, string>
  declare syncState: Table<SyncStateRow, string>
  declare shadows: Table<ShadowRow, string>
  declare tombstones: Table<TombstoneRow, string>
  declare orderHistory: Table<OrderHistoryPage, string>
  declare invoices: Table<InvoiceRow, string>
  declare guestHistories: Table<GuestHistoryRow, string>
  declare guestMemories: Table<GuestMemoryRow, string>
  declare historyPages: Table<HistoryPageRow, string>

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
    this.version(2)
      .stores(SCHEMA_V2)
      .upgrade((tx) =>
        tx
          .table('outbox')
          .toCollection()
          .modify((row: Record<string, unknown>) => {
            const entity = row.entity as { table: SyncTableName; id: string }
            row.entities = [entity]
            row.entityIds = [entity.id]
            delete row.entityId
          }),
      )
    this.version(3)
      .stores(SCHEMA_V3)
      .upgrade((tx) => tx.table('syncState').delete('cursor'))
    this.version(4).stores(SCHEMA_V4)
    this.version(5)
      .stores(SCHEMA_V5)
      .upgrade((tx) => tx.table('syncState').delete('cursor'))
    this.version(6)
      .stores(SCHEMA_V6)
      .upgrade((tx) => tx.table('syncState').delete('cursor'))
    this.version(7).stores(SCHEMA_V7)
    this.version(8)
      .stores(SCHEMA_V8)
      .upgrade((tx) => tx.table('syncState').delete('cursor'))
    this.version(9)
      .stores(SCHEMA_V9)
      .upgrade((tx) => tx.table('syncState').delete('cursor'))
  }

  /** A synced table seen generically, for code that handles every table alike. */
  syncTable(name: SyncTableName): Table<AnySyncRow, string> {
    return this.table(name)
  }

  /** The synced tables (not outbox, session, syncState). */
  syncTables(): Table<AnySyncRow, string>[] {
    return SYNC_TABLE_NAMES.map((name) => this.syncTable(name))
  }

  /** What the device keeps of the server's answers beside the synced tables (sign-out drops it). */
  deviceTables(): Table<unknown, string>[] {
    return [this.invoices, this.guestHistories, this.guestMemories, this.historyPages] as Table<
      unknown,
      string
    >[]
  }

  /** What the engine keeps beside the synced tables about their rows (dropped with them). */
  engineTables(): Table<unknown, string>[] {
    return [this.shadows, this.tombstones, this.orderHistory] as Table<unknown, string>[]
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

/**
 * Empties the synced tables, shadows, what the device kept of the server's answers (invoices,
 * guest histories and memories, history pages) and sync state in one transaction (sign-out,
 * another account); the outbox is kept.
 */
export async function clearSyncedData(target: LocalDb, options: { keepState?: string[] } = {}) {
  const tables = [...target.syncTables(), ...target.engineTables(), ...target.deviceTables()]
  await target.transaction('rw', [...tables, target.syncState], async () => {
    await Promise.all(tables.map((t) => t.clear()))
    const keep = options.keepState ?? []
    if (keep.length === 0) await target.syncState.clear()
    else await target.syncState.where('key').noneOf(keep).delete()
  })
}
