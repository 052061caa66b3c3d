import type { Order, OrderAction } from '../../sync/protocol/index.ts'
import { HttpError } from '../http/errors.ts'
import { assertOrderAccess, type StaffContext } from './permissions.ts'
import { orderChange } from './order-step.ts'

/**
 * Who may do a staff action to an order, checked on the locked row: `ordersRead` on its service
 * (or a kitchen connected to it); the room-service finished step only on room-service orders.
 * Shared by the single REST endpoints and the batched push.
 */
export function staffAuthorizer(staff: StaffContext, action: OrderAction): (order: Order) => void {
  return (current) => {
    assertOrderAccess(staff, current.service_id)
    if (action === 'roomServiceFinished') {
      const service = staff.services.find((s) => s._id === current.service_id)
      if (service?.type !== 'roomservice') {
        throw new HttpError(
          409,
          'order.illegal_transition',
          'Only room-service orders have a room-service finished step.',
          { current: orderChange(current) },
        )
      }
    }
  }
}
