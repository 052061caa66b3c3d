import { kitchenSourceIds, mergeByBaseOrder } from '../../../sync/protocol/rules/index.ts'
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

/**
 * What a kitchen shows: the accepted orders of the services connected to it, merged by base
 * order (spec section 2, "Kitchen"), newest first.
 */
export function kitchenCards(orders: readonly Order[], kitchen: Service | undefined): BoardCard[] {
  if (!kitchen) return []
  const sources = new Set(kitchenSourceIds(kitchen))
  const accepted = orders.filter((o) => o.status === 'Accepted' && sources.has(o.service_id))
  return mergeByBaseOrder(accepted).map((order) => ({
    order,
    memberIds: accepted
      .filter((o) => o._id === order._id || o.base_order_id === order._id)
      .map((o) => o._id),
  }))
}

/** What the kitchen prepares: the order's lines without fees (the room-service operating price). */
export function dishesOf(order: Pick<Order, 'content'>): Order['content'] {
  return order.content.filter((line) => !line.operatingPrice)
}
