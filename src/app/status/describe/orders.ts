import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { orderPlace, type OrderPlace } from '../../../features/orders/order-view.ts'
import {
  ELSEWHERE_REASONS,
  orderRefusalReason,
  refusalStatus,
  type FailureReason,
} from '../failure-reasons.ts'
import { FAILURE_TEXTS, STATUS_TEXTS } from '../failure-texts.ts'
import { notDone } from './generic.ts'
import type { ActionFamily, DescribableRow, DescribeContext } from './types.ts'

/** Names of the order actions. */
export const ORDER_ACTION_TEXTS: Record<string, MessageDescriptor> = {
  'order.accept': msg`Accept order`,
  'order.decline': msg`Decline order`,
  'order.finish': msg`Finish order`,
  'order.roomServiceFinished': msg`Mark order delivered`,
  'order.pay': msg`Mark order paid`,
}

type Elsewhere = Exclude<FailureReason, 'changedElsewhere'>

/** What another device did, told with the room (the sentences staff read in the toast). */
function roomSentence(reason: Elsewhere, room: string): MessageDescriptor | null {
  switch (reason) {
    case 'acceptedElsewhere':
      return msg`Room ${room}'s order was already accepted on another device.`
    case 'declinedElsewhere':
      return msg`Room ${room}'s order was already declined on another device.`
    case 'finishedElsewhere':
      return msg`Room ${room}'s order was already finished on another device.`
    case 'paidElsewhere':
      return msg`Room ${room}'s order was already marked paid on another device.`
    case 'billedToRoomElsewhere':
      return msg`Room ${room}'s order was already charged to the room on another device.`
    default:
      return null
  }
}

/** The same, told with the table. */
function tableSentence(reason: Elsewhere, table: string): MessageDescriptor | null {
  switch (reason) {
    case 'acceptedElsewhere':
      return msg`Table ${table}'s order was already accepted on another device.`
    case 'declinedElsewhere':
      return msg`Table ${table}'s order was already declined on another device.`
    case 'finishedElsewhere':
      return msg`Table ${table}'s order was already finished on another device.`
    case 'paidElsewhere':
      return msg`Table ${table}'s order was already marked paid on another device.`
    case 'billedToRoomElsewhere':
      return msg`Table ${table}'s order was already charged to the room on another device.`
    default:
      return null
  }
}

function placeLabel(place: OrderPlace, ctx: DescribeContext): string {
  switch (place.kind) {
    case 'room': {
      const room = place.number
      return ctx.i18n._(msg`Order for room ${room}`)
    }
    case 'table': {
      const table = place.name
      return ctx.i18n._(msg`Order for table ${table}`)
    }
    case 'unknown':
      return ctx.i18n._(msg`Order`)
  }
}

function placeOf(row: DescribableRow, ctx: DescribeContext): OrderPlace {
  const order = ctx.orders.get(row.entity.id)
  return order ? orderPlace(order, ctx.tables) : { kind: 'unknown' }
}

function reasonOf(row: DescribableRow, ctx: DescribeContext): FailureReason {
  return orderRefusalReason(row, ctx.orders.get(row.entity.id)?.status)
}

/** Accept, decline, finish, delivered, paid: "Decline order" on "Order for room 12 · Room service". */
export const orderActions: ActionFamily = {
  describe(row, ctx) {
    const name = ORDER_ACTION_TEXTS[row.type]
    const what = ctx.i18n._(name ?? msg`Change order`)
    const order = ctx.orders.get(row.entity.id)
    if (!order) return { what, on: null }
    const service = ctx.services.get(order.service_id)?.name
    const label = placeLabel(orderPlace(order, ctx.tables), ctx)
    return { what, on: service ? `${label} · ${service}` : label }
  },

  refusal(row, ctx) {
    const reason = reasonOf(row, ctx)
    const place = placeOf(row, ctx)
    if (reason !== 'changedElsewhere') {
      const sentence =
        place.kind === 'room'
          ? roomSentence(reason, place.number)
          : place.kind === 'table'
            ? tableSentence(reason, place.name)
            : null
      if (sentence) return ctx.i18n._(sentence)
    }
    return notDone(orderActions.describe(row, ctx), ctx.i18n._(FAILURE_TEXTS[reason]), ctx)
  },

  now(row, ctx) {
    const order = ctx.orders.get(row.entity.id)
    if (!order) {
      return reasonOf(row, ctx) === 'deleted' ? ctx.i18n._(msg`Now: no longer on the server`) : null
    }
    const status = ctx.i18n._(STATUS_TEXTS[order.status])
    // Still what the other device made it (not moved on since, e.g. by this device).
    const theirs = (refusalStatus(row.refusedWith) ?? order.status) === order.status
    return theirs && ELSEWHERE_REASONS.has(reasonOf(row, ctx))
      ? ctx.i18n._(msg`Now: ${status} by another device`)
      : ctx.i18n._(msg`Now: ${status}`)
  },
}
