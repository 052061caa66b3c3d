import { TableOrderCreatePayload } from '../../protocol/action-schemas.ts'
import { createAction, endpointRequest } from './kinds.ts'

/**
 * Staff add an order to a table (the floor plan, the locked tablet) with the device's id:
 * POST createAcceptedOrder -> Order. Shown at once as the device sees it (`shown`: Accepted, or
 * Finished when the service finishes staff orders at once, priced from the device's menu); the
 * server prices it from its menu and its row replaces this one. A room charge (payment 'room')
 * names the stay checked in there, and the room's number shows at once. Refused (an item gone or not
 * available, a table no longer in use), the row goes and the refusal is told.
 */
export const createTableOrder = createAction({
  type: 'order.createForTable',
  table: 'orders',
  payload: TableOrderCreatePayload,
  id: (p) => p._id,
  build: (p, at) => ({
    _id: p._id,
    business_id: p.shown?.business_id ?? '',
    service_id: p.service_id,
    status: p.shown?.status ?? 'Accepted',
    time: at,
    table_id: p.table_id,
    stay_id: p.bill_stay_id ?? null,
    room_number: p.shown?.room_number ?? null,
    reservation_id: null,
    base_order_id: null,
    user_id: null,
    note: p.note,
    source: p.table_id,
    origin: 'Reception',
    content: p.shown?.content ?? [],
    payment: p.payment,
    decline_reason: null,
    updated_at: at,
  }),
  request: endpointRequest('order.createForTable'),
})
