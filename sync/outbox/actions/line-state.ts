import { LIVE_STATUSES } from '../../protocol/rules/index.ts'
import { LineStateBody } from '../../protocol/engine-schemas.ts'
import type { Order } from '../../protocol/index.ts'
import type { ActionDefinition } from './definition.ts'
import { ORDER_BASE, ordersFromReply } from './order-action.ts'

/**
 * The kitchen's progress on an order: POST itemStateForOrder {order_id, line?, state} -> Order.
 * Without `line`, every line takes the state (the kitchen's "ready" on a room-service order,
 * which puts it on the waiter's board as ready to deliver). Refused, like on the server, once
 * the order has left the live statuses.
 */
export const setLineState: ActionDefinition<'order.lineState'> = {
  type: 'order.lineState',
  payload: LineStateBody,
  entities: (p) => [{ table: 'orders', id: p.order_id }],
  apply: (_entity, row, p, at) => {
    if (!row) return { ok: false, code: 'not_found', message: 'This order is not on this device.' }
    const order = row as unknown as Order // rows of db.orders were validated when written
    if (!LIVE_STATUSES.includes(order.status)) {
      return {
        ok: false,
        code: 'order.illegal_transition',
        message: `Order is already ${order.status}; its lines cannot change.`,
      }
    }
    if (p.line !== undefined && !order.content[p.line]) {
      return { ok: false, code: 'validation', message: `line: the order has no line ${p.line}.` }
    }
    const content = order.content.map((l, i) =>
      p.line === undefined || i === p.line ? { ...l, state: p.state } : l,
    )
    return { ok: true, row: { ...row, content, updated_at: at } }
  },
  request: (p) => ({ method: 'POST', path: `${ORDER_BASE}/itemStateForOrder`, json: p }),
  serverRows: (body, p) => ordersFromReply(body, p.order_id),
}
