import type { ErrorCode, OrderStatus } from '../../../sync/protocol/index.ts'

/** What a failed outbox row carries (docs/sync.md, OutboxRow.error). */
export interface ActionError {
  status: number
  code: ErrorCode | 'network'
  message: string
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
