import type { Order, OrderStatus } from '../orders.ts'

/**
 * Where a room-service order is on its way to the room: the kitchen prepares it (`preparing`),
 * marks every dish ready (`ready`: the waiter's board says "Ready to deliver", the guest "On its
 * way"), and the waiter's "Delivered" (roomServiceFinished) ends it (`delivered`). null while it
 * waits to be accepted, and for a declined order.
 */
export type DeliveryStage = 'preparing' | 'ready' | 'delivered'

const DELIVERED: readonly OrderStatus[] = ['Finished', 'Room', 'Paid']

/** Lines the kitchen prepares: all but the room-service operating price. */
const dishes = (order: Pick<Order, 'content'>) => order.content.filter((l) => !l.operatingPrice)

/** Every dish of the order is ready (or served); an order without dishes is never "ready". */
export function dishesReady(order: Pick<Order, 'content'>): boolean {
  const lines = dishes(order)
  return lines.length > 0 && lines.every((l) => l.state === 'ready' || l.state === 'served')
}

export function deliveryStage(order: Pick<Order, 'status' | 'content'>): DeliveryStage | null {
  if (DELIVERED.includes(order.status)) return 'delivered'
  if (order.status !== 'Accepted') return null
  return dishesReady(order) ? 'ready' : 'preparing'
}
