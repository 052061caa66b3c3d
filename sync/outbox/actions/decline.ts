import { DeclineOrderBody } from '../../protocol/engine-schemas.ts'
import { ORDER_BASE, orderAction } from './order-action.ts'

/** Decline a pending order with a reason: PUT declineOrder {order_id, reason} -> Order. */
export const declineOrder = orderAction({
  type: 'order.decline',
  action: 'decline',
  payload: DeclineOrderBody,
  patch: ({ reason }) => ({ decline_reason: reason }),
  request: ({ order_id, reason }) => ({
    method: 'PUT',
    path: `${ORDER_BASE}/declineOrder`,
    json: { order_id, reason },
  }),
})
