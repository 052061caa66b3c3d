import { STAY_BASE } from '../../protocol/rules/index.ts'
import { AddStayPayload, UpdateCheckoutBody } from '../../protocol/action-schemas.ts'
import { createAction, updateAction } from './kinds.ts'

/**
 * Extend (or shorten) a stay: PUT updateCheckoutDate {stay_id, checkout} -> Stay. Into another
 * booking of the room: 409 `stay.booked` with that booking (`current`, kept as `refusedWith`).
 */
export const updateCheckout = updateAction({
  type: 'stay.updateCheckout',
  table: 'stays',
  payload: UpdateCheckoutBody,
  id: (p) => p.stay_id,
  refuse: (row) => (row.checked_out_at !== null ? 'The stay has been checked out.' : null),
  patch: (p) => ({ checkout: p.checkout }),
  request: (p) => ({ method: 'PUT', path: `${STAY_BASE}/updateCheckoutDate`, json: p }),
})

/**
 * Book a room ahead with the client's id: POST addStay -> a planned Stay (no check-in, no code
 * yet). The room booked then: 409 `stay.booked` with that booking; the desk's stay goes.
 */
export const addStay = createAction({
  type: 'stay.add',
  table: 'stays',
  payload: AddStayPayload,
  id: (p) => p._id,
  build: (p) => ({
    _id: p._id,
    business_id: p.business_id,
    room_id: p.room_id,
    room_name: p.room_name,
    password: '',
    arrival: p.arrival,
    checkout: p.checkout,
    lang: p.lang ?? 'en',
    check_in: null,
    checked_out_at: null,
    guest_id: p.guest_id ?? null,
    guest_name: p.guest_name ?? null,
    external_id: null,
  }),
  request: (p) => ({ method: 'POST', path: `${STAY_BASE}/addStay`, json: p }),
})
