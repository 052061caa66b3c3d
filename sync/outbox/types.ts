import type { ErrorCode, SyncTableName } from '../protocol/index.ts'

/** Payload of each staff action the outbox can carry (docs/sync.md, "Public API"). */
export type ActionPayloads = {
  'order.accept': { order_id: string }
  'order.decline': { order_id: string; reason: string }
  'order.finish': { order_id: string }
  'order.roomServiceFinished': { order_id: string }
  'order.pay': { order_id: string }
}
export type ActionType = keyof ActionPayloads

export type OutboxState = 'pending' | 'sending' | 'failed'

export interface OutboxError {
  status: number
  code: ErrorCode | 'network'
  message: string
}

/** One queued staff action. Stored in `db.outbox`; `id` is sent as the Idempotency-Key. */
export interface OutboxRow {
  id: string
  seq: number
  accountId: string
  type: ActionType
  payload: unknown
  entity: { table: SyncTableName; id: string }
  /** Mirrors `entity.id` so IndexedDB can index it (compound paths inside objects are not indexable in all engines). */
  entityId: string
  createdAt: string
  attempts: number
  state: OutboxState
  error: OutboxError | null
}

/** An action refused before it was queued (bad payload, unknown row, illegal transition). */
export class EnqueueError extends Error {
  override readonly name = 'EnqueueError'
  constructor(
    readonly code: 'validation' | 'not_found' | 'order.illegal_transition' | 'signed_out',
    message: string,
  ) {
    super(message)
  }
}
