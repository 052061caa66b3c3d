/**
 * The guest's own orders kept current by socket events. Each event carries a sync Change whose
 * row is the Order; a change is applied only if its version is newer than the one held, so a
 * late event never turns a status back.
 */
import type { Order } from '../../../sync/protocol/orders.ts'
import { mergeByBaseOrder } from '../../../sync/protocol/rules/index.ts'

export type OrdersById = ReadonlyMap<string, Order>

export type OrderChange = {
  table: string
  id: string
  version: number
  deleted: boolean
  row: Record<string, unknown> | null
}

export function ordersById(orders: readonly Order[]): Map<string, Order> {
  return new Map(orders.map((o) => [o._id, o]))
}

/** A minimal shape check of an event's row (the guest bundle carries no zod). */
export function asOrder(row: unknown): Order | null {
  if (typeof row !== 'object' || row === null) return null
  const r = row as Partial<Record<keyof Order, unknown>>
  const ok =
    typeof r._id === 'string' &&
    typeof r.status === 'string' &&
    typeof r.time === 'string' &&
    typeof r.version === 'number' &&
    Array.isArray(r.content)
  return ok ? (row as Order) : null
}

/**
 * Only orders of this stay (`by` 'stay') or this phone (`by` 'user', a table guest's device id)
 * are kept: the server sends only those; this is a guard.
 */
export function applyOrderChange(
  orders: OrdersById,
  change: OrderChange,
  ownerId: string,
  by: 'stay' | 'user' = 'stay',
): OrdersById {
  if (change.table !== 'orders') return orders
  const held = orders.get(change.id)
  if (held && held.version >= change.version) return orders
  const next = new Map(orders)
  if (change.deleted) {
    next.delete(change.id)
    return next
  }
  const order = asOrder(change.row)
  if (!order || (by === 'stay' ? order.stay_id : order.user_id) !== ownerId) return orders
  next.set(order._id, { ...order, version: change.version })
  return next
}

/** A fetched list replaces what is held, except rows an event already made newer. */
export function mergeFetched(orders: OrdersById, fetched: readonly Order[]): OrdersById {
  const next = ordersById(fetched)
  for (const [id, held] of orders) {
    const got = next.get(id)
    if (got && held.version > got.version) next.set(id, held)
  }
  return next
}

/** Statuses an order can still leave (Declined, Paid and Room are final). */
const OPEN: readonly Order['status'][] = ['Pending', 'Accepted', 'Finished']

/** Whether any order can still change, i.e. live updates are worth a connection. */
export function hasOpenOrders(orders: readonly Pick<Order, 'status'>[]): boolean {
  return orders.some((o) => OPEN.includes(o.status))
}

/** What the guest sees: follow-up orders merged into their base order, newest first. */
export function visibleOrders(orders: OrdersById): Order[] {
  return mergeByBaseOrder([...orders.values()])
}
