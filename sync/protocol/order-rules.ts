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
  switch (action) {
    case 'accept':
      return { ok: true, status: 'Accepted' }
    case 'decline':
      return { ok: true, status: 'Declined' }
    case 'finish':
      return { ok: true, status: 'Finished' }
    case 'roomServiceFinished':
      return { ok: true, status: order.payment === 'room' ? 'Room' : 'Finished' }
    case 'pay':
      return { ok: true, status: 'Paid' }
    case 'billToRoom':
      return { ok: true, status: 'Room' }
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
