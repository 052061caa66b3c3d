import { OrderIdBody } from '../../protocol/engine-schemas.ts'
import { ORDER_BASE, orderAction } from './order-action.ts'

/** Finish a pending or accepted order: PUT finishOrder {order_id} -> Order. */
export const finishOrder = orderAction({
  type: 'order.finish',
  action: 'finish',
  payload: OrderIdBody,
  request: ({ order_id }) => ({
    method: 'PUT',
    path: `${ORDER_BASE}/finishOrder`,
    json: { order_id },
  }),
})
