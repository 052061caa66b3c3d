import { v4 as uuidv4 } from 'uuid'
import { shadowKey, type AnySyncRow, type LocalDb } from '../db.ts'
import { actionOf, loadActions } from './actions/index.ts'
import { EnqueueError, type ActionPayloads, type ActionType, type OutboxRow } from './types.ts'

/**
 * Queues one staff action: in ONE transaction it keeps the server's row of every row the action
 * writes as its shadow (if none yet), applies the action to those rows at once, and appends the
 * outbox row. All or nothing: refused (and nothing written) when the payload is bad, a row is
 * unknown, a create's id is taken, or a step is illegal on one of the rows.
 */
export async function enqueueAction<T extends ActionType>(
  db: LocalDb,
  accountId: string,
  type: T,
  payload: ActionPayloads[T],
  now: () => Date = () => new Date(),
): Promise<OutboxRow> {
  // The action's area may be a lazy chunk (actions/areas.ts); precached, so offline too.
  await loadActions([type])
  const definition = actionOf(type)
  const parsed = definition.payload.safeParse(payload)
  if (!parsed.success) {
    throw new EnqueueError('validation', parsed.error.issues[0]?.message ?? 'invalid payload')
  }
  const entities = definition.entities(parsed.data)
  const [primary] = entities
  if (!primary) throw new EnqueueError('validation', 'The action writes no row.')
  const at = now().toISOString()
  const tables = [...new Set(entities.map((e) => e.table))].map((t) => db.syncTable(t))
  return db.transaction('rw', [...tables, db.shadows, db.outbox, db.tombstones], async () => {
    const keys = entities.map((e) => shadowKey(e.table, e.id))
    const [locals, shadows, tombstones] = await Promise.all([
      Promise.all(entities.map((e) => db.syncTable(e.table).get(e.id))),
      db.shadows.bulkGet(keys),
      db.tombstones.bulkGet(keys),
    ])
    const rows: (AnySyncRow | null)[] = []
    for (const [i, entity] of entities.entries()) {
      const local = locals[i] ?? null
      if (definition.creates && (local || shadows[i] || tombstones[i])) {
        throw new EnqueueError('conflict', `A ${entity.table} row ${entity.id} exists already.`)
      }
      const applied = definition.apply(entity, local, parsed.data, at)
      if (!applied.ok) throw new EnqueueError(applied.code, applied.message)
      rows.push(applied.row)
    }
    for (const [i, entity] of entities.entries()) {
      const local = locals[i]
      // No shadow means no pending action: the local row is exactly the server's row (none
      // yet, version 0, for a create).
      if (!shadows[i]) {
        await db.shadows.put({
          key: keys[i]!,
          table: entity.table,
          id: entity.id,
          row: local ?? null,
          version: local?.version ?? 0,
        })
      }
      const row = rows[i]
      if (row) await db.syncTable(entity.table).put(row)
      else await db.syncTable(entity.table).delete(entity.id)
    }
    const last = await db.outbox.orderBy('seq').last()
    const row: OutboxRow = {
      id: uuidv4(), // crypto.randomUUID is missing on plain-http LAN pages
      seq: (last?.seq ?? 0) + 1,
      accountId,
      type,
      payload: parsed.data,
      entity: primary,
      entities,
      entityIds: entities.map((e) => e.id),
      createdAt: at,
      attempts: 0,
      state: 'pending',
      error: null,
    }
    await db.outbox.add(row)
    return row
  })
}
