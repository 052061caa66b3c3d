import {
  dishesReady,
  kitchenSourceIds,
  mergeByBaseOrder,
} from '../../../sync/protocol/rules/index.ts'
import type { Order, Service } from '../../../sync/protocol/index.ts'
import type { BoardCard } from '../orders/board.ts'

/** The kitchen service a route names (by name, or by id). */
export function findKitchen<S extends Pick<Service, '_id' | 'name' | 'type'>>(
  services: readonly S[],
  param: string | undefined,
): S | undefined {
  if (!param) return undefined
  return services.find((s) => s.type === 'kitchen' && (s.name === param || s._id === param))
}

/** Where an order goes once the kitchen is done with it. */
const DONE: readonly Order['status'][] = ['Finished', 'Room', 'Paid']

/**
 * The kitchen is done with an order once it is finished, or, for room service (`delivered`:
 * the ids of the room-service services), once every dish is ready: the waiter delivers it.
 */
export function kitchenDone(order: Order, delivered: ReadonlySet<string>): boolean {
  if (DONE.includes(order.status)) return true
  return order.status === 'Accepted' && delivered.has(order.service_id) && dishesReady(order)
}

/**
 * What a kitchen shows: the accepted orders of the services connected to it, merged by base
 * order (spec section 2, "Kitchen"), newest first. An order done here stays while it is `held`
 * (its action waits to sync, or was refused and not dismissed).
 */
export function kitchenCards(
  orders: readonly Order[],
  kitchen: Service | undefined,
  held: ReadonlySet<string> = new Set(),
  delivered: ReadonlySet<string> = new Set(),
): BoardCard[] {
  if (!kitchen) return []
  const sources = new Set(kitchenSourceIds(kitchen))
  const shown = orders.filter((o) => {
    if (!sources.has(o.service_id)) return false
    const done = kitchenDone(o, delivered)
    return done ? held.has(o._id) : o.status === 'Accepted'
  })
  const byStatus = new Map<Order['status'], Order[]>()
  for (const o of shown) byStatus.set(o.status, [...(byStatus.get(o.status) ?? []), o])
  const cards = [...byStatus.values()].flatMap((group) =>
    mergeByBaseOrder(group).map((order) => ({
      order,
      memberIds: group
        .filter((o) => o._id === order._id || o.base_order_id === order._id)
        .map((o) => o._id),
    })),
  )
  return cards.sort((a, b) => b.order.time.localeCompare(a.order.time))
}

/**
 * The orders of the kitchen's services still waiting to be accepted: what it will get next
 * (merged by base order, as its cards are).
 */
export function pendingForKitchen(orders: readonly Order[], kitchen: Service | undefined): number {
  if (!kitchen) return 0
  const sources = new Set(kitchenSourceIds(kitchen))
  return mergeByBaseOrder(orders.filter((o) => o.status === 'Pending' && sources.has(o.service_id)))
    .length
}

/** Whole minutes an order has waited since it was placed (0 for one from the future). */
export function waitedMinutes(orderTime: string, now: number): number {
  const placed = Date.parse(orderTime)
  return Number.isNaN(placed) ? 0 : Math.max(0, Math.floor((now - placed) / 60_000))
}

/** An order waiting this long is marked on the kitchen's wall (minutes). */
export const LONG_WAIT_MINUTES = 20

/** What the kitchen prepares: the order's lines without fees (the room-service operating price). */
export function dishesOf(order: Pick<Order, 'content'>): Order['content'] {
  return order.content.filter((line) => !line.operatingPrice)
}
