import { LIVE_STATUSES } from './protocol/rules/index.ts'
import type { Change, OrderStatus, SyncRow, SyncTableName } from './protocol/index.ts'
import { shadowKey, type AnySyncRow, type LocalDb, type ShadowRow } from './db.ts'
import {
  freshness,
  knownVersion,
  planEntity,
  validRow,
  type EntityPlan,
  type ServerBase,
} from './merge.ts'
import type { EntityRef, OutboxRow } from './outbox/types.ts'
import { actionOf } from './outbox/actions/index.ts'

/*
 * Writes of server rows into Dexie. Every function here must run inside a Dexie 'rw'
 * transaction that covers the synced table(s), `shadows` and `outbox` (see `applyScope`), so a
 * rebase never interleaves with an enqueue of another tab.
 */

export const applyScope = (db: LocalDb, tables?: readonly SyncTableName[]) => [
  ...(tables ? tables.map((t) => db.syncTable(t)) : db.syncTables()),
  ...db.engineTables(),
  db.outbox,
]

/**
 * Tombstones and pulled history pages are kept this long: longer than any late socket event, and
 * as long as the server's pull keeps finished history (48 h, server/domain/pull.ts).
 */
export const ENGINE_KEEP_MS = 48 * 3600_000

const isFinishedHistory = (row: AnySyncRow): boolean =>
  !LIVE_STATUSES.includes(row.status as OrderStatus)

/**
 * Actions of the account still to be sent (pending or sending), by entity key, in seq order.
 * A multi-row action is listed under each of its rows.
 */
export async function pendingByEntity(
  db: LocalDb,
  accountId: string | null,
  entityIds?: readonly string[],
): Promise<Map<string, OutboxRow[]>> {
  const rows = entityIds
    ? await db.outbox
        .where('entityIds')
        .anyOf([...entityIds])
        .distinct()
        .toArray()
    : await db.outbox.toArray()
  const map = new Map<string, OutboxRow[]>()
  for (const row of rows.sort((a, b) => a.seq - b.seq)) {
    if (row.state === 'failed' || row.accountId !== accountId) continue
    for (const entity of row.entities) {
      const key = shadowKey(entity.table, entity.id)
      const list = map.get(key)
      if (list) list.push(row)
      else map.set(key, [row])
    }
  }
  return map
}

export async function writePlans(
  db: LocalDb,
  table: SyncTableName,
  plans: EntityPlan[],
  /** false when the caller knows there are no shadows at all (nothing to unshadow). */
  shadowsExist = true,
): Promise<void> {
  const t = db.syncTable(table)
  const puts = plans.flatMap((p) => (p.local ? [p.local] : []))
  const deletes = plans.flatMap((p) => (p.local ? [] : [p.id]))
  const shadows = plans.flatMap((p) => (p.shadow ? [p.shadow] : []))
  const unshadow = shadowsExist
    ? plans.flatMap((p) => (p.shadow ? [] : [shadowKey(p.table, p.id)]))
    : []
  const tombstones = plans.flatMap((p) =>
    p.tombstone === null
      ? []
      : [{ key: shadowKey(p.table, p.id), version: p.tombstone, at: new Date().toISOString() }],
  )
  if (puts.length) await t.bulkPut(puts)
  if (deletes.length) await t.bulkDelete(deletes)
  if (tombstones.length) await db.tombstones.bulkPut(tombstones)
  if (shadows.length) await db.shadows.bulkPut(shadows)
  if (unshadow.length) await db.shadows.bulkDelete(unshadow)
}

export interface ApplyOptions {
  /**
   * A pull page: finished orders the device holds nowhere (no row, no pending action) are kept
   * together in one `orderHistory` record under this key instead of a row each (history.ts).
   */
  historyPage?: { key: string; at: string }
}

export interface ApplyOutcome {
  change: Change
  freshness: 'newer' | 'same' | 'older' | 'invalid'
  /** One of our actions on this entity was in flight: the change is most likely its effect. */
  inFlight: boolean
}

/**
 * Server changes (a pull page, a socket event) -> local rows: version-guarded, and rebased on
 * the pending actions of each entity.
 */
export async function applyServerChanges(
  db: LocalDb,
  accountId: string | null,
  changes: readonly Change[],
  options: ApplyOptions = {},
): Promise<ApplyOutcome[]> {
  // The newest change per entity wins (a page never repeats one, but be safe).
  const latest = new Map<string, Change>()
  for (const c of changes) {
    const key = shadowKey(c.table, c.id)
    const seen = latest.get(key)
    if (!seen || c.version > seen.version) latest.set(key, c)
  }
  const pending = await pendingByEntity(
    db,
    accountId,
    changes.length < 50 ? [...new Set(changes.map((c) => c.id))] : undefined,
  )
  const outcomes: ApplyOutcome[] = []
  // Shadows exist only while actions are pending, tombstones for a day after a delete: usually
  // none, and then a big pull page needs neither their lookup nor their deletion.
  const [shadowsExist, tombstonesExist] = (
    await Promise.all([db.shadows.count(), db.tombstones.count()])
  ).map((n) => n > 0)
  const byTable = new Map<SyncTableName, Change[]>()
  for (const c of latest.values()) {
    const list = byTable.get(c.table)
    if (list) list.push(c)
    else byTable.set(c.table, [c])
  }
  const history: AnySyncRow[] = []
  for (const [table, group] of byTable) {
    const ids = group.map((c) => c.id)
    const keys = ids.map((id) => shadowKey(table, id))
    const [locals, shadows, tombstones] = await Promise.all([
      localRows(db, table, ids),
      shadowsExist ? db.shadows.bulkGet(keys) : ids.map(() => undefined),
      tombstonesExist ? db.tombstones.bulkGet(keys) : ids.map(() => undefined),
    ])
    const plans: EntityPlan[] = []
    group.forEach((change, i) => {
      // A row the server deleted comes back only at a newer version: a late event of an older
      // one is ignored (the tombstone remembers the delete's version).
      const known = knownVersion(locals[i], shadows[i], tombstones[i])
      const fresh = freshness(change.version, known)
      const row = validRow(change)
      const actions = pending.get(shadowKey(table, change.id)) ?? []
      const inFlight = actions.some((a) => a.state === 'sending')
      if (fresh !== 'newer' || (!change.deleted && row === null)) {
        const invalid = row === null && !change.deleted
        outcomes.push({ change, freshness: invalid ? 'invalid' : fresh, inFlight })
        return
      }
      outcomes.push({ change, freshness: 'newer', inFlight })
      const untouched = !locals[i] && !shadows[i] && actions.length === 0
      if (options.historyPage && table === 'orders' && row && untouched && isFinishedHistory(row)) {
        history.push(row)
        return
      }
      plans.push(planEntity(table, change.id, { row, version: change.version }, actions))
    })
    await writePlans(db, table, plans, shadowsExist)
  }
  if (options.historyPage && history.length > 0) {
    await db.orderHistory.put({ ...options.historyPage, rows: history as SyncRow<'orders'>[] })
  }
  return outcomes
}

/**
 * The device's rows of these ids (undefined where it has none), reading only the rows that exist:
 * which ones do is a key-only lookup, so a first pull into empty tables reads no rows at all.
 */
async function localRows(
  db: LocalDb,
  table: SyncTableName,
  ids: readonly string[],
): Promise<(AnySyncRow | undefined)[]> {
  const store = db.syncTable(table)
  const present = await store
    .where(':id')
    .anyOf([...ids])
    .primaryKeys()
  if (present.length === 0) return ids.map(() => undefined)
  const rows = await store.bulkGet(present)
  const byId = new Map(present.map((id, i) => [id, rows[i]]))
  return ids.map((id) => byId.get(id))
}

/** Forgets tombstones and pulled history pages older than ENGINE_KEEP_MS (run before a pull). */
export async function pruneEngineTables(db: LocalDb, now: number): Promise<void> {
  const cutoff = new Date(now - ENGINE_KEEP_MS).toISOString()
  await db.tombstones.where('at').below(cutoff).delete()
  await db.orderHistory.where('at').below(cutoff).delete()
}

/**
 * After the server answered for one action of an entity (or the action was retried): take the
 * server's row if it is at least as new as what we hold, else keep the shadow (for a success
 * with no readable row: the shadow with the confirmed action applied), and re-apply what is
 * still pending. Drops the shadow when nothing is pending.
 */
export async function resettleEntity(
  db: LocalDb,
  accountId: string | null,
  table: SyncTableName,
  id: string,
  server: Change | null,
  confirmed?: OutboxRow,
): Promise<void> {
  const [local, shadow] = await Promise.all([
    db.syncTable(table).get(id),
    db.shadows.get(shadowKey(table, id)),
  ])
  const base = chooseBase({ table, id }, local, shadow, server, confirmed)
  if (!base) return // nothing known about this entity: leave it to the next pull
  const pending = (await pendingByEntity(db, accountId, [id])).get(shadowKey(table, id)) ?? []
  await writePlans(db, table, [planEntity(table, id, base, pending)])
}

/**
 * The server state to rebase an entity on after an answer: the server's row if it is at least as
 * new as what we hold, else the shadow (with the confirmed action applied, for a success whose
 * reply had no readable row), else the local row (no action pending: it is the server's).
 */
export function chooseBase(
  entity: EntityRef,
  local: AnySyncRow | undefined,
  shadow: ShadowRow | undefined,
  server: Change | null,
  confirmed: OutboxRow | undefined,
): ServerBase | null {
  const known = knownVersion(local, shadow)
  if (server && freshness(server.version, known) !== 'older') {
    const row = validRow(server)
    if (row || server.deleted) return { row, version: server.version }
  }
  if (shadow) {
    // Confirmed without its row in the answer: the server's row is the shadow with the action on
    // top. An answer whose row is older than the shadow (a replayed answer, after a newer server
    // row came by socket or pull) acted before the shadow's version: the shadow has it already.
    if (confirmed && !server) {
      const definition = actionOf(confirmed.type)
      const payload = definition.payload.safeParse(confirmed.payload)
      const applied = payload.success
        ? definition.apply(entity, shadow.row, payload.data, confirmed.createdAt)
        : null
      if (applied?.ok) return { row: applied.row, version: shadow.version }
    }
    return { row: shadow.row, version: shadow.version }
  }
  // No shadow: no action was pending, so the local row is the server's.
  return local ? { row: local, version: local.version } : null
}
