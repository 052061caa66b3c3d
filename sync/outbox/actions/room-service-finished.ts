import { OrderIdBody } from '../../protocol/engine-schemas.ts'
import { ORDER_BASE, orderAction } from './order-action.ts'

/**
 * Room service delivered: PUT roomServiceFinished {order_id} -> Order (status Room when the
 * guest chose the room bill, else Finished; transition() decides the same locally).
 */
export const roomServiceFinished = orderAction({
  type: 'order.roomServiceFinished',
  action: 'roomServiceFinished',
  payload: OrderIdBody,
  request: ({ order_id }) => ({
    method: 'PUT',
    path: `${ORDER_BASE}/roomServiceFinished`,
    json: { order_id },
  }),
})
