import {
  ORDER_BOARD_TYPES,
  mergeByBaseOrder,
  readableOrderServiceIds,
  sortNewestFirst,
} from '../../../sync/protocol/rules/index.ts'
import type { Me, Order, OrderStatus, Service } from '../../../sync/protocol/index.ts'

export type BoardColumn = 'pending' | 'active'

/** 'all' or one service id. */
export type ServiceFilter = string

/** One card: the merged order (base + additions) and the ids of the orders it stands for. */
export interface BoardCard {
  order: Order
  memberIds: string[]
}

/**
 * Pending orders wait for a decision; accepted and finished-but-unpaid ones are active. An order
 * that leaves the board (declined, paid, charged to the room) stays in the column it left while
 * it is `held`: an action on it still waits to sync, or was refused and not yet dismissed.
 */
export function columnOf(status: OrderStatus, held = false): BoardColumn | null {
  switch (status) {
    case 'Pending':
      return 'pending'
    case 'Accepted':
    case 'Finished':
      return 'active'
    case 'Declined':
      return held ? 'pending' : null
    case 'Paid':
    case 'Room':
      return held ? 'active' : null
  }
}

/** Services offered by the board's filters: restaurant, roomservice, amenities the user may read. */
export function boardServices<S extends Pick<Service, '_id' | 'type' | 'name'>>(
  services: readonly S[],
  readableIds: ReadonlySet<string>,
): S[] {
  return services
    .filter((s) => ORDER_BOARD_TYPES.includes(s.type) && readableIds.has(s._id))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * The cards of one column. Orders are merged by base order id within the same status, so an
 * addition still waiting for acceptance is not hidden inside an accepted base order. `held`:
 * ids of orders kept on the board after they left it (see columnOf).
 */
export function columnCards(
  orders: readonly Order[],
  column: BoardColumn,
  boardServiceIds: ReadonlySet<string>,
  filter: ServiceFilter,
  held: ReadonlySet<string> = new Set(),
): BoardCard[] {
  const inColumn = orders.filter(
    (o) =>
      columnOf(o.status, held.has(o._id)) === column &&
      boardServiceIds.has(o.service_id) &&
      (filter === 'all' || o.service_id === filter),
  )
  const byStatus = new Map<OrderStatus, Order[]>()
  for (const order of inColumn)
    byStatus.set(order.status, [...(byStatus.get(order.status) ?? []), order])

  const cards: BoardCard[] = []
  for (const group of byStatus.values()) {
    for (const merged of mergeByBaseOrder(group)) {
      const memberIds = group
        .filter((o) => o._id === merged._id || o.base_order_id === merged._id)
        .map((o) => o._id)
      cards.push({ order: merged, memberIds })
    }
  }
  const order = new Map(sortNewestFirst(cards.map((c) => c.order)).map((o, i) => [o, i]))
  return cards.sort((a, b) => (order.get(a.order) ?? 0) - (order.get(b.order) ?? 0))
}

/** A filter from the route (service name or id) or a stored choice, checked against the list. */
export function resolveFilter(
  wanted: string | undefined,
  services: readonly Pick<Service, '_id' | 'name'>[],
): ServiceFilter {
  if (!wanted) return 'all'
  const found = services.find((s) => s._id === wanted || s.name === wanted)
  return found ? found._id : 'all'
}

/**
 * Services whose orders this session may handle: every service for owners and admins; for
 * employees those with ordersRead, plus the services connected to a kitchen they read.
 */
export function readableServiceIds(
  session: Pick<Me, 'role' | 'permissions'>,
  services: readonly Pick<Service, '_id' | 'type' | 'options'>[],
): Set<string> {
  if (session.role === 'business' || session.role === 'admin') {
    return new Set(services.map((s) => s._id))
  }
  return readableOrderServiceIds(session.permissions, services)
}
