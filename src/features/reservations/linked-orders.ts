import type { Order } from '../../../sync/protocol/index.ts'

/** Spec §4: a reservation's orders count if their time is within the last hour or later. */
export const LINKED_ORDER_WINDOW_MS = 60 * 60 * 1000

/**
 * The orders linked to each reservation (`reservation_id`) that are still relevant, oldest
 * first, by reservation id.
 */
export function linkedOrders(
  orders: readonly Pick<Order, '_id' | 'reservation_id' | 'time'>[],
  now: Date,
): Map<string, Order[]> {
  const since = now.getTime() - LINKED_ORDER_WINDOW_MS
  const byReservation = new Map<string, Order[]>()
  for (const order of orders as readonly Order[]) {
    const id = order.reservation_id
    if (!id || Date.parse(order.time) < since) continue
    byReservation.set(id, [...(byReservation.get(id) ?? []), order])
  }
  for (const list of byReservation.values())
    list.sort((a, b) => Date.parse(a.time) - Date.parse(b.time))
  return byReservation
}
