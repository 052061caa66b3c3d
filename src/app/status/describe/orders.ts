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
import { neutralReason, notDone } from './generic.ts'
import {
  payloadField,
  type ActionFamily,
  type ActionText,
  type DescribableRow,
  type DescribeContext,
} from './types.ts'
import { serviceName } from '../../../../sync/protocol/rules/service-names.ts'

/** Names of the order actions. */
export const ORDER_ACTION_TEXTS: Record<string, MessageDescriptor> = {
  'order.accept': msg`Accept order`,
  'order.decline': msg`Decline order`,
  'order.finish': msg`Finish order`,
  'order.roomServiceFinished': msg`Mark order delivered`,
  'order.pay': msg`Mark order paid`,
  'order.lineState': msg`Mark order ready`,
  'order.createForTable': msg`New order`,
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

const NEW_ORDER = 'order.createForTable'

/** The service's name in the reader's language, or undefined when it is not on the device. */
function serviceIn(ctx: DescribeContext, id: string): string | undefined {
  const service = ctx.services.get(id)
  return service ? serviceName(service, ctx.language) : undefined
}

/** A table's new order, told from its payload (a refused one is no longer on the device). */
function newOrderText(row: DescribableRow, ctx: DescribeContext): ActionText {
  const what = ctx.i18n._(msg`New order`)
  const tableId = payloadField(row.payload, 'table_id')
  const serviceId = payloadField(row.payload, 'service_id')
  const table = typeof tableId === 'string' ? ctx.tables.get(tableId)?.name : undefined
  const service = typeof serviceId === 'string' ? serviceIn(ctx, serviceId) : undefined
  if (table === undefined) return { what, on: service ?? null }
  const label = ctx.i18n._(msg`Order for table ${table}`)
  return { what, on: service ? `${label} · ${service}` : label }
}

/** Why the server refused a new order: the menu changed under it, or as any other action. */
function newOrderReason(row: DescribableRow, ctx: DescribeContext): string {
  const code = row.error?.code
  return code === 'order.article_unavailable' ||
    code === 'order.modifier_required' ||
    code === 'order.modifier_too_many'
    ? ctx.i18n._(msg`An item on it cannot be ordered now: the menu changed. Take the order again.`)
    : neutralReason(row, ctx)
}

/** Accept, decline, finish, delivered, paid: "Decline order" on "Order for room 12 · Room service". */
export const orderActions: ActionFamily = {
  describe(row, ctx) {
    if (row.type === NEW_ORDER) return newOrderText(row, ctx)
    const name = ORDER_ACTION_TEXTS[row.type]
    const what = ctx.i18n._(name ?? msg`Change order`)
    const order = ctx.orders.get(row.entity.id)
    if (!order) return { what, on: null }
    const service = serviceIn(ctx, order.service_id)
    const label = placeLabel(orderPlace(order, ctx.tables), ctx)
    return { what, on: service ? `${label} · ${service}` : label }
  },

  refusal(row, ctx) {
    if (row.type === NEW_ORDER)
      return notDone(newOrderText(row, ctx), newOrderReason(row, ctx), ctx)
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
    return notDone(orderActions.describe(row, ctx), orderActions.reason(row, ctx), ctx)
  },

  reason(row, ctx) {
    if (row.type === NEW_ORDER) return newOrderReason(row, ctx)
    return ctx.i18n._(FAILURE_TEXTS[reasonOf(row, ctx)])
  },

  now(row, ctx) {
    if (row.type === NEW_ORDER) return null
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
