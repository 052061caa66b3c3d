import { ORDER_STATUSES } from '../../../sync/protocol/rules/index.ts'
import type { ErrorCode, HeldTable, OrderStatus } from '../../../sync/protocol/index.ts'

/** What a failed outbox row carries (docs/sync.md, OutboxRow.error). */
export interface ActionError {
  status: number
  code: ErrorCode | 'network'
  message: string
  /** reservation.taken: the booking that holds the table. */
  held?: HeldTable
}

/** Why an action failed, in words staff understand (the component translates each reason). */
export type FailureReason =
  | 'declinedElsewhere'
  | 'acceptedElsewhere'
  | 'finishedElsewhere'
  | 'paidElsewhere'
  | 'billedToRoomElsewhere'
  | 'stillPending'
  | 'changedElsewhere'
  | 'deleted'
  | 'forbidden'
  | 'sessionExpired'
  | 'invalid'
  | 'rateLimited'
  | 'trialExpired'
  | 'serverError'
  | 'network'
  | 'unknown'

/**
 * Maps an action's error, plus the status of the server's row as it is now (restored locally
 * after the failure), to a reason. An illegal transition means another device got there first:
 * the row's current status says what it did.
 */
export function failureReason(
  error: ActionError | null,
  currentStatus: OrderStatus | undefined,
): FailureReason {
  if (!error) return 'unknown'
  switch (error.code) {
    case 'order.illegal_transition':
    case 'conflict':
      return reasonFromStatus(currentStatus)
    case 'not_found':
      return 'deleted'
    case 'forbidden':
      return 'forbidden'
    case 'unauthorized':
    case 'token_expired':
      return 'sessionExpired'
    case 'validation':
      return 'invalid'
    case 'rate_limited':
      return 'rateLimited'
    case 'trial_expired':
      return 'trialExpired'
    case 'internal':
    case 'idempotency.in_progress':
      return 'serverError'
    case 'network':
      return 'network'
    default:
      return error.status >= 500 ? 'serverError' : 'unknown'
  }
}

function reasonFromStatus(status: OrderStatus | undefined): FailureReason {
  switch (status) {
    case 'Declined':
      return 'declinedElsewhere'
    case 'Accepted':
      return 'acceptedElsewhere'
    case 'Finished':
      return 'finishedElsewhere'
    case 'Paid':
      return 'paidElsewhere'
    case 'Room':
      return 'billedToRoomElsewhere'
    case 'Pending':
      return 'stillPending'
    case undefined:
      return 'changedElsewhere'
  }
}

/** Reasons that mean another device got there first: the server's state is told as theirs. */
export const ELSEWHERE_REASONS: ReadonlySet<FailureReason> = new Set([
  'declinedElsewhere',
  'acceptedElsewhere',
  'finishedElsewhere',
  'paidElsewhere',
  'billedToRoomElsewhere',
  'changedElsewhere',
])

/** Why a waiting action was not sent yet (its last send error): each will be retried. */
export type WaitingReason = 'network' | 'busy' | 'serverError'

/**
 * The last send error of a row that still waits (pending): null when it was never sent or the
 * send went through. No answer, 5xx and 429 are the errors a later send can get past.
 */
export function waitingReason(error: ActionError | null): WaitingReason | null {
  if (!error) return null
  if (error.code === 'network' || error.status === 0) return 'network'
  if (error.code === 'rate_limited' || error.status === 429) return 'busy'
  return 'serverError'
}

/** The status of the server's row a refusal carried (outbox `refusedWith`), if it is an order's. */
export function refusalStatus(refusedWith: unknown): OrderStatus | undefined {
  const status =
    typeof refusedWith === 'object' && refusedWith !== null
      ? (refusedWith as { status?: unknown }).status
      : undefined
  return ORDER_STATUSES.find((s) => s === status)
}

/**
 * Why an order action was refused: told from the server's row the refusal carried (what the
 * other device had done then), else from the order as it is now.
 */
export function orderRefusalReason(
  row: { error: ActionError | null; refusedWith?: unknown },
  statusNow: OrderStatus | undefined,
): FailureReason {
  return failureReason(row.error, refusalStatus(row.refusedWith) ?? statusNow)
}
