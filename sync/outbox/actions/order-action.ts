import type { ZodMiniType } from 'zod/mini'
import { transition } from '../../protocol/rules/index.ts'
import { Order, OrdersReply } from '../../protocol/engine-schemas.ts'
import type { Change, OrderAction } from '../../protocol/index.ts'
import type { AnySyncRow } from '../../db.ts'
import type { ActionPayloads, ActionType } from '../types.ts'
import type { ActionDefinition, ApplyResult } from './definition.ts'

export const ORDER_BASE = '/api/v2/restaraunt-bar/order'
export const OLD_ORDER_BASE = '/api/restaraunt-bar/order'

type OrderActionType = {
  [K in ActionType]: ActionPayloads[K] extends { order_id: string } ? K : never
}[ActionType]

const asChange = (order: Order): Change => ({
  table: 'orders',
  id: order._id,
  version: order.version,
  deleted: false,
  row: order,
})

/** Reads the order(s) out of a reply: a bare `Order`, or `{orders: Order[]}` (paidOrders). */
export function ordersFromReply(body: unknown, orderId: string): Change[] {
  const single = Order.safeParse(body)
  if (single.success) return [asChange(single.data)]
  const list = OrdersReply.safeParse(body)
  if (list.success) return list.data.orders.filter((o) => o._id === orderId).map(asChange)
  return []
}

/** Applies an order state-machine step to a local order row; refuses illegal transitions. */
export function applyOrderAction(
  row: AnySyncRow | null,
  action: OrderAction,
  at: string,
  patch: Partial<Order> = {},
): ApplyResult {
  if (!row) return { ok: false, code: 'not_found', message: 'This order is not on this device.' }
  const order = row as unknown as Order // rows of db.orders were validated when written
  const result = transition(order, action)
  if (!result.ok) {
    return {
      ok: false,
      code: result.code,
      message: `Cannot ${action} an order that is ${result.from}.`,
    }
  }
  return { ok: true, row: { ...row, ...patch, status: result.status, updated_at: at } }
}

/** Builds the definition of an order action (accept, decline, finish, …). */
export function orderAction<T extends OrderActionType>(spec: {
  type: T
  action: OrderAction
  payload: ZodMiniType<ActionPayloads[T]>
  patch?: (payload: ActionPayloads[T]) => Partial<Order>
  request: ActionDefinition<T>['request']
}): ActionDefinition<T> {
  return {
    type: spec.type,
    payload: spec.payload,
    entities: (payload) => [{ table: 'orders', id: payload.order_id }],
    apply: (_entity, row, payload, at) =>
      applyOrderAction(row, spec.action, at, spec.patch?.(payload)),
    request: spec.request,
    serverRows: (body, payload) => ordersFromReply(body, payload.order_id),
  }
}
