import { STAY_BASE } from '../../protocol/rules/index.ts'
import { CheckInPayload } from '../../protocol/action-schemas.ts'
import type { ActionDefinition } from './definition.ts'
import { createAction, updateAction } from './kinds.ts'

const request: ActionDefinition<'stay.checkIn'>['request'] = (p) => ({
  method: 'POST',
  path: `${STAY_BASE}/generateNewPasswordAndCheckIn`,
  json: p,
})

/** A new stay, checked in now with the desk's id and room code (the server's row wins). */
const newStay = createAction({
  type: 'stay.checkIn',
  table: 'stays',
  payload: CheckInPayload,
  id: (p) => p._id ?? '',
  build: (p, at) => ({
    _id: p._id ?? '',
    business_id: p.business_id,
    room_id: p.room_id,
    room_name: p.room_name,
    password: p.password,
    arrival: p.arrival ?? at.slice(0, 10),
    checkout: p.checkout,
    lang: p.lang ?? 'en',
    check_in: at,
    checked_out_at: null,
    guest_id: p.guest_id ?? null,
    guest_name: p.guest_name ?? null,
    external_id: null,
  }),
  request,
})

/** A stay booked ahead (addStay), checked in now: not one checked in or out already. */
const bookedStay = updateAction({
  type: 'stay.checkIn',
  table: 'stays',
  payload: CheckInPayload,
  id: (p) => p.stay_id ?? '',
  refuse: (row) =>
    row.check_in !== null
      ? 'The stay is checked in already.'
      : row.checked_out_at !== null
        ? 'The stay has been checked out.'
        : null,
  patch: (p, row, at) => ({
    password: p.password,
    checkout: p.checkout,
    check_in: at,
    arrival: row.arrival ?? p.arrival ?? at.slice(0, 10),
    ...(p.lang !== undefined ? { lang: p.lang } : {}),
    ...(p.guest_name !== undefined ? { guest_name: p.guest_name } : {}),
    ...(p.guest_id !== undefined ? { guest_id: p.guest_id } : {}),
  }),
  request,
})

const kindOf = (p: { stay_id?: string | undefined }) =>
  p.stay_id === undefined ? newStay : bookedStay

/**
 * Check-in: POST generateNewPasswordAndCheckIn -> Stay. The desk proposes the room code and
 * either the new stay's id (`_id`: a create) or the booked stay it checks in (`stay_id`: an
 * update), so the stay shows at once with its code. A room another desk checked in meanwhile is
 * refused with 409 `stay.taken` "TAKEN." and the server's stay (`current`, another id): the
 * desk's stay goes, the server's is written, and the failed row keeps it (`refusedWith`).
 */
export const checkIn: ActionDefinition<'stay.checkIn'> = {
  type: 'stay.checkIn',
  payload: CheckInPayload,
  entities: (p) => kindOf(p).entities(p),
  apply: (entity, row, p, at) => kindOf(p).apply(entity, row, p, at),
  request,
  serverRows: (body, p) => kindOf(p).serverRows(body, p),
}
