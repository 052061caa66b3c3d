import { OrderIdBody } from '../../protocol/engine-schemas.ts'
import { ORDER_BASE, orderAction } from './order-action.ts'

/** Accept a pending order: PUT acceptOrder {order_id} -> Order. */
export const acceptOrder = orderAction({
  type: 'order.accept',
  action: 'accept',
  payload: OrderIdBody,
  request: ({ order_id }) => ({
    method: 'PUT',
    path: `${ORDER_BASE}/acceptOrder`,
    json: { order_id },
  }),
})
