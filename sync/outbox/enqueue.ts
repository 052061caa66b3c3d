import { v4 as uuidv4 } from 'uuid'
import { shadowKey, type LocalDb } from '../db.ts'
import { actionOf } from './actions/index.ts'
import { EnqueueError, type ActionPayloads, type ActionType, type OutboxRow } from './types.ts'

/**
 * Queues one staff action: in ONE transaction it keeps the server's row as the shadow (if none
 * yet), applies the action to the local row at once, and appends the outbox row. Refused (and
 * nothing written) when the payload is bad, the row is unknown or the transition is illegal.
 */
export async function enqueueAction<T extends ActionType>(
  db: LocalDb,
  accountId: string,
  type: T,
  payload: ActionPayloads[T],
  now: () => Date = () => new Date(),
): Promise<OutboxRow> {
  const definition = actionOf(type)
  const parsed = definition.payload.safeParse(payload)
  if (!parsed.success) {
    throw new EnqueueError('validation', parsed.error.issues[0]?.message ?? 'invalid payload')
  }
  const { table } = definition
  const id = definition.entityId(parsed.data)
  const at = now().toISOString()
  const rows = db.syncTable(table)
  return db.transaction('rw', [rows, db.shadows, db.outbox], async () => {
    const local = await rows.get(id)
    if (!local) throw new EnqueueError('not_found', `No ${table} row ${id} on this device.`)
    const applied = definition.apply(local, parsed.data, at)
    if (!applied.ok) throw new EnqueueError(applied.code, applied.message)
    const key = shadowKey(table, id)
    // No shadow means no pending action: the local row is exactly the server's row.
    if (!(await db.shadows.get(key))) {
      await db.shadows.put({ key, table, id, row: local, version: local.version })
    }
    await rows.put(applied.row)
    const last = await db.outbox.orderBy('seq').last()
    const row: OutboxRow = {
      id: uuidv4(), // crypto.randomUUID is missing on plain-http LAN pages
      seq: (last?.seq ?? 0) + 1,
      accountId,
      type,
      payload: parsed.data,
      entity: { table, id },
      entityId: id,
      createdAt: at,
      attempts: 0,
      state: 'pending',
      error: null,
    }
    await db.outbox.add(row)
    return row
  })
}
