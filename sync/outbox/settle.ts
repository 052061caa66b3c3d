import type { Change, SyncTableName } from '../protocol/index.ts'
import { shadowKey, type AnySyncRow, type LocalDb, type ShadowRow } from '../db.ts'
import {
  applyScope,
  applyServerChanges,
  chooseBase,
  pendingByEntity,
  writePlans,
} from '../apply.ts'
import { planEntity, type EntityPlan } from '../merge.ts'
import { withActionsLoaded, type KeptRow } from './actions/index.ts'
import type { EntityRef, OutboxError, OutboxRow } from './types.ts'

/** What became of one sent outbox row. */
export type Settlement =
  /**
   * 2xx: the row is done; `servers` are the rows the reply carried (readable ones); `kept` the
   * device-only rows it fills (a checkout's invoice).
   */
  | { kind: 'sent'; row: OutboxRow; servers: Change[]; kept?: KeptRow[] }
  /**
   * Refused for good: the row is failed; `current` is the server's row from a 409, if any. Every
   * row the action wrote is restored (from `current` when it is that row, else from its shadow).
   * A `current` of a row the action does not write (the stay another desk checked in, refusing
   * ours with "TAKEN.") is written as a server row beside them. The failed row keeps it
   * (`refusedWith`) either way, so the screen can tell what the server had.
   */
  | { kind: 'failed'; row: OutboxRow; error: OutboxError; current: Change | null }
  /** Not acted on (no answer for it, or "not now"): back to pending, sent again later. */
  | { kind: 'pending'; row: OutboxRow }

interface EntityState {
  table: SyncTableName
  id: string
  local: AnySyncRow | undefined
  shadow: ShadowRow | undefined
  plan: EntityPlan | null
}

/**
 * Writes the answers to a batch of rows in ONE transaction, with exactly the result of settling
 * them one at a time in order (as `resettleEntity` does per row): outbox rows deleted, failed or
 * back to pending; each entity rebased on the newest server row over the actions still pending
 * after each step. Entities are read once and written once.
 */
export async function settleBatch(
  db: LocalDb,
  accountId: string,
  items: readonly Settlement[],
): Promise<void> {
  if (items.length === 0) return
  const beside = items.flatMap((i) =>
    i.kind === 'failed' && i.current && !writes(i.row, i.current) ? [i.current] : [],
  )
  const kept = items.flatMap((i) => (i.kind === 'sent' ? (i.kept ?? []) : []))
  const tables = [
    ...new Set([...items.map((i) => i.row.entity.table), ...beside.map((c) => c.table)]),
  ]
  const scope = [...applyScope(db, tables), ...(kept.length > 0 ? [db.invoices] : [])]
  await withActionsLoaded(() =>
    db.transaction('rw', scope, async () => {
      const settled = items.filter((i) => i.kind !== 'pending')
      // Read before the outbox changes: at each step the later rows of the batch are still pending.
      const pending = await pendingByEntity(db, accountId, [
        ...new Set(settled.flatMap((i) => i.row.entityIds)),
      ])
      const sent = items.filter((i) => i.kind === 'sent').map((i) => i.row.id)
      if (sent.length > 0) await db.outbox.bulkDelete(sent)
      const updates = items.flatMap((i) =>
        i.kind === 'sent'
          ? []
          : [
              {
                key: i.row.id,
                changes:
                  i.kind === 'failed'
                    ? {
                        state: 'failed' as const,
                        error: i.error,
                        // In the same transaction as the state: a reader never sees a refused
                        // row without the server's row the refusal carried.
                        refusedWith: i.current && !i.current.deleted ? i.current.row : null,
                      }
                    : { state: 'pending' as const },
              },
            ],
      )
      if (updates.length > 0) await db.outbox.bulkUpdate(updates)

      const entities = await loadEntities(db, settled)
      for (const item of settled) {
        for (const ref of item.row.entities) {
          const { table, id } = ref
          const key = shadowKey(table, id)
          const entity = entities.get(key)!
          const remaining = (pending.get(key) ?? []).filter((r) => r.id !== item.row.id)
          pending.set(key, remaining)
          const base =
            item.kind === 'sent'
              ? chooseBase(
                  ref,
                  entity.local,
                  entity.shadow,
                  serverRowOf(item.servers, ref),
                  item.row,
                )
              : chooseBase(
                  ref,
                  entity.local,
                  entity.shadow,
                  serverRowOf([item.current], ref),
                  undefined,
                )
          if (!base) continue // nothing known about this entity: leave it to the next pull
          entity.plan = planEntity(table, id, base, remaining)
          entity.local = entity.plan.local ?? undefined
          entity.shadow = entity.plan.shadow ?? undefined
        }
      }
      const byTable = new Map<SyncTableName, EntityPlan[]>()
      for (const { table, plan } of entities.values()) {
        if (plan) byTable.set(table, [...(byTable.get(table) ?? []), plan])
      }
      for (const [table, plans] of byTable) await writePlans(db, table, plans)
      // Through the version guard, rebased on their own pending actions, if any.
      if (beside.length > 0) await applyServerChanges(db, accountId, beside)
      if (kept.length > 0) await db.invoices.bulkPut(kept.map((k) => k.row))
    }),
  )
}

/** Whether the server's row is one of the rows the action writes. */
const writes = (row: OutboxRow, change: Change): boolean =>
  row.entities.some((e) => e.table === change.table && e.id === change.id)

/** The server's row of one entity among the rows an answer carried. */
function serverRowOf(changes: readonly (Change | null)[], ref: EntityRef): Change | null {
  return changes.find((c) => c !== null && c.table === ref.table && c.id === ref.id) ?? null
}

async function loadEntities(
  db: LocalDb,
  items: readonly Settlement[],
): Promise<Map<string, EntityState>> {
  const entities = new Map<string, EntityState>()
  const byTable = new Map<SyncTableName, string[]>()
  for (const { table, id } of items.flatMap((i) => i.row.entities)) {
    const key = shadowKey(table, id)
    if (entities.has(key)) continue
    entities.set(key, { table, id, local: undefined, shadow: undefined, plan: null })
    byTable.set(table, [...(byTable.get(table) ?? []), id])
  }
  for (const [table, ids] of byTable) {
    const [locals, shadows] = await Promise.all([
      db.syncTable(table).bulkGet(ids),
      db.shadows.bulkGet(ids.map((id) => shadowKey(table, id))),
    ])
    ids.forEach((id, i) => {
      const entity = entities.get(shadowKey(table, id))!
      entity.local = locals[i]
      entity.shadow = shadows[i]
    })
  }
  return entities
}
