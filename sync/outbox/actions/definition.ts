import type { ZodMiniType } from 'zod/mini'
import type { Change, SyncTableName } from '../../protocol/index.ts'
import type { AnySyncRow } from '../../db.ts'
import type { RequestSpec } from '../../transport/http.ts'
import type { ActionPayloads, ActionType } from '../types.ts'

export type ApplyResult =
  { ok: true; row: AnySyncRow } | { ok: false; code: 'order.illegal_transition'; message: string }

/**
 * One staff action: how it changes the local row at once (optimistic apply, also used to
 * re-apply it on top of newer server rows), how it is sent, and where the server's row is in
 * the reply.
 */
export interface ActionDefinition<T extends ActionType = ActionType> {
  type: T
  table: SyncTableName
  payload: ZodMiniType<ActionPayloads[T]>
  entityId(payload: ActionPayloads[T]): string
  /** Pure. `at` is when the action was taken (ISO), for fields like `updated_at`. */
  apply(row: AnySyncRow, payload: ActionPayloads[T], at: string): ApplyResult
  request(payload: ActionPayloads[T]): Omit<RequestSpec, 'idempotencyKey'>
  /** The rows the server answered with, as changes; [] when the reply has none we understand. */
  serverRows(body: unknown, payload: ActionPayloads[T]): Change[]
}
