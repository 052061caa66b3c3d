import type { Change, SyncTableName } from './protocol/index.ts'
import { shadowKey, type AnySyncRow, type LocalDb, type ShadowRow } from './db.ts'
import {
  freshness,
  knownVersion,
  planEntity,
  validRow,
  type EntityPlan,
  type ServerBase,
} from './merge.ts'
import type { OutboxRow } from './outbox/types.ts'
import { actionOf } from './outbox/actions/index.ts'

/*
 * Writes of server rows into Dexie. Every function here must run inside a Dexie 'rw'
 * transaction that covers the synced table(s), `shadows` and `outbox` (see `applyScope`), so a
 * rebase never interleaves with an enqueue of another tab.
 */

export const applyScope = (db: LocalDb, tables?: readonly SyncTableName[]) => [
  ...(tables ? tables.map((t) => db.syncTable(t)) : db.syncTables()),
  db.shadows,
  db.outbox,
]

/** Actions of the account still to be sent (pending or sending), by entity key, in seq order. */
export async function pendingByEntity(
  db: LocalDb,
  accountId: string | null,
  entityIds?: readonly string[],
): Promise<Map<string, OutboxRow[]>> {
  const rows = entityIds
    ? await db.outbox
        .where('entityId')
        .anyOf([...entityIds])
        .toArray()
    : await db.outbox.toArray()
  const map = new Map<string, OutboxRow[]>()
  for (const row of rows.sort((a, b) => a.seq - b.seq)) {
    if (row.state === 'failed' || row.accountId !== accountId) continue
    const key = shadowKey(row.entity.table, row.entity.id)
    const list = map.get(key)
    if (list) list.push(row)
    else map.set(key, [row])
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
  if (puts.length) await t.bulkPut(puts)
  if (deletes.length) await t.bulkDelete(deletes)
  if (shadows.length) await db.shadows.bulkPut(shadows)
  if (unshadow.length) await db.shadows.bulkDelete(unshadow)
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
  // Shadows exist only while actions are pending: usually none, and then a big pull page needs
  // neither their lookup nor their deletion.
  const shadowsExist = (await db.shadows.count()) > 0
  const byTable = new Map<SyncTableName, Change[]>()
  for (const c of latest.values()) {
    const list = byTable.get(c.table)
    if (list) list.push(c)
    else byTable.set(c.table, [c])
  }
  for (const [table, group] of byTable) {
    const ids = group.map((c) => c.id)
    const [locals, shadows] = await Promise.all([
      db.syncTable(table).bulkGet(ids),
      shadowsExist
        ? db.shadows.bulkGet(ids.map((id) => shadowKey(table, id)))
        : ids.map(() => undefined),
    ])
    const plans: EntityPlan[] = []
    group.forEach((change, i) => {
      const known = knownVersion(locals[i], shadows[i])
      const fresh = freshness(change.version, known)
      const row = validRow(change)
      const actions = pending.get(shadowKey(table, change.id)) ?? []
      const inFlight = actions.some((a) => a.state === 'sending')
      if (fresh !== 'newer' || (!change.deleted && row === null)) {
        const invalid = row === null && !change.deleted
        outcomes.push({ change, freshness: invalid ? 'invalid' : fresh, inFlight })
        return
      }
      plans.push(planEntity(table, change.id, { row, version: change.version }, actions))
      outcomes.push({ change, freshness: 'newer', inFlight })
    })
    await writePlans(db, table, plans, shadowsExist)
  }
  return outcomes
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
  const base = chooseBase(local, shadow, server, confirmed)
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
    if (confirmed && shadow.row) {
      const definition = actionOf(confirmed.type)
      const payload = definition.payload.safeParse(confirmed.payload)
      const applied = payload.success
        ? definition.apply(shadow.row, payload.data, confirmed.createdAt)
        : null
      if (applied?.ok) return { row: applied.row, version: shadow.version }
    }
    return { row: shadow.row, version: shadow.version }
  }
  // No shadow: no action was pending, so the local row is the server's.
  return local ? { row: local, version: local.version } : null
}
