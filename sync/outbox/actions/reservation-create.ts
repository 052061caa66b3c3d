import { ReservationCreatePayload } from '../../protocol/action-schemas.ts'
import { DEFAULT_RESERVATION_MINUTES } from '../../protocol/rules/index.ts'
import { createAction, endpointRequest } from './kinds.ts'

/**
 * A reservation the desk books, accepted at once, with the desk's id:
 * POST createAcceptedReservationWithTable -> Reservation. Shown at once; if a guest took one of
 * its tables meanwhile, the server refuses it (409 `reservation.taken`, naming the table and the
 * other booking) and the row goes. The service's name and a length the tables set come with the
 * server's row.
 */
export const createReservation = createAction({
  type: 'reservation.create',
  table: 'reservations',
  payload: ReservationCreatePayload,
  id: (p) => p._id,
  build: (p, at) => {
    const tableIds = p.table_ids ?? (p.table_id !== undefined ? [p.table_id] : [])
    return {
      _id: p._id,
      reservation_id: p._id,
      business_id: p.business_id,
      service_id: p.service_id,
      service_name: '',
      status: 'Accepted',
      time: p.time,
      length: p.length ?? DEFAULT_RESERVATION_MINUTES,
      table_id: tableIds[0] ?? null,
      table_ids: tableIds,
      number: p.number,
      name: p.name.trim(),
      phone_number: p.phone_number ?? '',
      email: p.email ?? '',
      note: p.note ?? '',
      origin: 'Reception',
      room_id: p.room_id ?? null,
      stay_id: null,
      decline_reason: null,
      created_at: at,
      updated_at: at,
    }
  },
  request: endpointRequest('reservation.create'),
})
