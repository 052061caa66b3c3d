import type { Order, OrderStatus } from '../orders.ts'

/** What staff (or a guest) can do to an order. */
export type OrderAction =
  'accept' | 'decline' | 'finish' | 'roomServiceFinished' | 'pay' | 'billToRoom'

export type TransitionResult =
  | { ok: true; status: OrderStatus }
  | { ok: false; code: 'order.illegal_transition'; from: OrderStatus; action: OrderAction }

/** An order still open at its table: placed, accepted, or finished and not paid yet. */
export const isOpenOrder = (order: Pick<Order, 'status'>): boolean =>
  order.status === 'Pending' || order.status === 'Accepted' || order.status === 'Finished'

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
