import type { ZodMiniType } from 'zod/mini'
import type { Change } from '../../protocol/index.ts'
import type { AnySyncRow, InvoiceRow } from '../../db.ts'
import type { RequestSpec } from '../../transport/http.ts'
import type { ActionPayloads, ActionType, EnqueueErrorCode, EntityRef } from '../types.ts'

/** The action's effect on one of its rows: the new row, or null when the action deletes it. */
export type ApplyResult =
  | { ok: true; row: AnySyncRow | null }
  | { ok: false; code: Exclude<EnqueueErrorCode, 'signed_out'>; message: string }

/** A row of a device-only table (not synced) that a 2xx answer fills: a checkout's invoice. */
export type KeptRow = { table: 'invoices'; row: InvoiceRow }

/**
 * One staff action: which rows it writes, how it changes each of them at once (optimistic
 * apply, also used to re-apply it on top of newer server rows), how it is sent, and where the
 * server's rows are in the reply. The kinds (create, update, delete, state-machine step,
 * multi-row) are built with the helpers of `kinds.ts` and `order-action.ts`.
 */
export interface ActionDefinition<T extends ActionType = ActionType> {
  type: T
  payload: ZodMiniType<ActionPayloads[T]>
  /** A create: refused at enqueue when the device knows a row with the id already. */
  creates?: boolean
  /** The rows the action writes, the one it is shown on first. All or nothing: see enqueue.ts. */
  entities(payload: ActionPayloads[T]): EntityRef[]
  /**
   * Pure: the action applied to one of its rows. `row` is null when the device has no such row
   * (a create, or a row the server deleted). `at` is when the action was taken (ISO).
   */
  apply(
    entity: EntityRef,
    row: AnySyncRow | null,
    payload: ActionPayloads[T],
    at: string,
  ): ApplyResult
  request(payload: ActionPayloads[T]): Omit<RequestSpec, 'idempotencyKey'>
  /** The rows the server answered with, as changes; [] when the reply has none we understand. */
  serverRows(body: unknown, payload: ActionPayloads[T]): Change[]
  /**
   * Rows of device-only tables the 2xx reply fills, written in the same transaction as the
   * answer (the invoice PDF of a checkout); absent or []: none.
   */
  keep?(body: unknown, payload: ActionPayloads[T]): KeptRow[]
}
