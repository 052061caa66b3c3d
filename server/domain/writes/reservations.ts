import type { ReservationAction } from '../../../sync/protocol/index.ts'
import { createReservation } from '../reservations/booking.ts'
import { moveReservation } from '../reservations/move.ts'
import {
  applyReservationAction,
  changeReservationStatus,
  deleteReservation,
} from '../reservations/status.ts'
import type { StaffWrite } from './types.ts'

/** A reservation booked by staff (createAcceptedReservationWithTable): accepted at once. */
export const createReservationWrite: StaffWrite<'reservation.create'> = {
  type: 'reservation.create',
  run: (tx, staff, payload) =>
    createReservation(tx, {
      body: payload,
      booker: { kind: 'staff', staff },
      status: 'Accepted',
      now: Date.now(),
    }),
}

type StepType =
  | 'reservation.accept'
  | 'reservation.decline'
  | 'reservation.active'
  | 'reservation.noshow'
  | 'reservation.cancel'
  | 'reservation.nowAvailable'

const step = <T extends StepType>(type: T, action: ReservationAction): StaffWrite<T> => ({
  type,
  run: (tx, staff, payload) =>
    applyReservationAction(
      tx,
      staff,
      payload.reservation_id,
      action,
      'reason' in payload ? payload.reason : undefined,
    ),
})

export const acceptReservationWrite = step('reservation.accept', 'accept')
export const declineReservationWrite = step('reservation.decline', 'decline')
export const activeReservationWrite = step('reservation.active', 'active')
export const noshowReservationWrite = step('reservation.noshow', 'noshow')
export const cancelReservationWrite = step('reservation.cancel', 'cancel')
export const nowAvailableReservationWrite = step('reservation.nowAvailable', 'nowAvailable')

export const changeStatusWrite: StaffWrite<'reservation.changeStatus'> = {
  type: 'reservation.changeStatus',
  run: (tx, staff, payload) =>
    changeReservationStatus(tx, staff, payload.reservation_id, payload.status),
}

/** The party moves to other tables, its open orders with it. */
export const moveReservationWrite: StaffWrite<'reservation.moveTables'> = {
  type: 'reservation.moveTables',
  run: (tx, staff, payload) => moveReservation(tx, staff, payload),
}

export const deleteReservationWrite: StaffWrite<'reservation.delete'> = {
  type: 'reservation.delete',
  run: (tx, staff, payload) => deleteReservation(tx, staff, payload.reservation_id),
}
