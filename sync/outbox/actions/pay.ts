import { OrderIdBody } from '../../protocol/engine-schemas.ts'
import { OLD_ORDER_BASE, orderAction } from './order-action.ts'

/** Mark a finished order paid: PUT /api/restaraunt-bar/order/paidOrders/ -> {orders: Order[]}. */
export const payOrder = orderAction({
  type: 'order.pay',
  action: 'pay',
  payload: OrderIdBody,
  request: ({ order_id }) => ({
    method: 'PUT',
    path: `${OLD_ORDER_BASE}/paidOrders/`,
    json: { ids: [order_id], user_id: null },
  }),
})
