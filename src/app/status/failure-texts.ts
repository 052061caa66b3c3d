import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { OrderStatus } from '../../../sync/protocol/index.ts'
import type { FailureReason, WaitingReason } from './failure-reasons.ts'

/** Translated texts of the failure reasons. */
export const FAILURE_TEXTS: Record<FailureReason, MessageDescriptor> = {
  declinedElsewhere: msg`Another device already declined this order.`,
  acceptedElsewhere: msg`Another device already accepted this order.`,
  finishedElsewhere: msg`Another device already finished this order.`,
  paidElsewhere: msg`This order was already marked paid on another device.`,
  billedToRoomElsewhere: msg`This order was already charged to the room bill.`,
  stillPending: msg`This order has not been accepted yet.`,
  changedElsewhere: msg`This order was changed on another device.`,
  deleted: msg`This order no longer exists.`,
  forbidden: msg`Your account may not do this for this service.`,
  sessionExpired: msg`Your session has ended. Sign in again.`,
  invalid: msg`The server refused the data of this action.`,
  rateLimited: msg`Too many attempts. Wait a moment, then do it again.`,
  trialExpired: msg`The trial period of the business has ended.`,
  serverError: msg`The server had a problem with this action.`,
  network: msg`The server could not be reached.`,
  unknown: msg`The server refused this action.`,
}

/** Names of the queued actions. */
export const ACTION_TEXTS: Record<string, MessageDescriptor> = {
  'order.accept': msg`Accept order`,
  'order.decline': msg`Decline order`,
  'order.finish': msg`Finish order`,
  'order.roomServiceFinished': msg`Mark order delivered`,
  'order.pay': msg`Mark order paid`,
  'order.lineState': msg`Mark order ready`,
}

export const STATUS_TEXTS: Record<OrderStatus, MessageDescriptor> = {
  Pending: msg`Pending`,
  Accepted: msg`Accepted`,
  Declined: msg`Declined`,
  Finished: msg`Finished`,
  Paid: msg`Paid`,
  Room: msg`Charged to the room`,
}

/** The reasons whose order text does not fit other things (rooms, categories, tables). */
export const NEUTRAL_FAILURE_TEXTS: Partial<Record<FailureReason, MessageDescriptor>> = {
  changedElsewhere: msg`Another device changed it first.`,
  deleted: msg`It no longer exists on the server.`,
}

/** Why an action still waits (its last send error); it is sent again either way. */
export const WAITING_TEXTS: Record<WaitingReason, MessageDescriptor> = {
  network: msg`Not sent yet: the server could not be reached. Will retry.`,
  busy: msg`Not sent yet: the server asked to wait. Will retry.`,
  serverError: msg`Not sent yet: the server had a problem. Will retry.`,
}
