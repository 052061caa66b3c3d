import type { Order, OrderStatus } from './orders.ts'
import { roundMoney } from './common.ts'

/** What staff (or a guest) can do to an order. */
export type OrderAction =
  'accept' | 'decline' | 'finish' | 'roomServiceFinished' | 'pay' | 'billToRoom'

export type TransitionResult =
  | { ok: true; status: OrderStatus }
  | { ok: false; code: 'order.illegal_transition'; from: OrderStatus; action: OrderAction }

const FROM: Record<OrderAction, readonly OrderStatus[]> = {
  accept: ['Pending'],
  decline: ['Pending'],
  finish: ['Pending', 'Accepted'],
  roomServiceFinished: ['Pending', 'Accepted'],
  pay: ['Finished'],
  billToRoom: ['Pending', 'Accepted', 'Finished'],
}

/**
 * The order state machine of spec section 4, shared by the server (authority) and the staff app
 * (optimistic apply, which buttons to offer). Room-service "finished" charges the room when the
 * guest chose the room bill (status Room), otherwise it waits for payment (status Finished).
 */
export function transition(
  order: Pick<Order, 'status' | 'payment'>,
  action: OrderAction,
): TransitionResult {
  if (!FROM[action].includes(order.status)) {
    return { ok: false, code: 'order.illegal_transition', from: order.status, action }
  }
  return { ok: true, status: targetStatus(order, action) }
}

/**
 * The status an action leads to, whatever the current status. An action whose target is already
 * the order's status is a no-op success (two tablets accepting the same order both succeed).
 */
export function targetStatus(order: Pick<Order, 'payment'>, action: OrderAction): OrderStatus {
  switch (action) {
    case 'accept':
      return 'Accepted'
    case 'decline':
      return 'Declined'
    case 'finish':
      return 'Finished'
    case 'roomServiceFinished':
      return order.payment === 'room' ? 'Room' : 'Finished'
    case 'pay':
      return 'Paid'
    case 'billToRoom':
      return 'Room'
  }
}

export function canDo(order: Pick<Order, 'status' | 'payment'>, action: OrderAction): boolean {
  return transition(order, action).ok
}

/** History statuses for orders (spec section 4). */
export const HISTORY_STATUSES: readonly OrderStatus[] = ['Finished', 'Room', 'Declined']
export const LIVE_STATUSES: readonly OrderStatus[] = ['Pending', 'Accepted', 'Finished']

/** Newest first. */
export function sortNewestFirst<T extends Pick<Order, 'time'>>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0))
}

/**
 * Orders sharing a base order id are merged into the base order: lines appended, non-empty notes
 * joined with a slash. Orders whose base is not in the list stay on their own. Result newest first.
 */
export function mergeByBaseOrder<T extends Order>(orders: readonly T[]): T[] {
  const byId = new Map(orders.map((o) => [o._id, o]))
  const merged = new Map<string, T>()
  const ordered = [...orders].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0))
  for (const order of ordered) {
    const baseId =
      order.base_order_id && byId.has(order.base_order_id) ? order.base_order_id : order._id
    if (!merged.has(baseId)) {
      const base = byId.get(baseId) ?? order
      merged.set(baseId, { ...base, content: [...base.content] })
    }
    if (baseId === order._id) continue
    const target = merged.get(baseId)!
    target.content = [...target.content, ...order.content]
    target.note = [target.note, order.note].filter((n) => n.trim() !== '').join(' / ')
  }
  return sortNewestFirst([...merged.values()])
}

export function lineTotal(line: Order['content'][number]): number {
  const extras = line.modifiers.reduce(
    (sum, m) => sum + m.answers.reduce((s, a) => s + a.price, 0),
    0,
  )
  return roundMoney(line.count * (line.price + extras))
}

export function orderTotal(order: Pick<Order, 'content'>): number {
  return roundMoney(order.content.reduce((sum, line) => sum + lineTotal(line), 0))
}
