import type { AreaActions } from './areas.ts'
import { createReservation } from './reservation-create.ts'
import { moveReservation } from './reservation-move.ts'
import {
  acceptReservation,
  activeReservation,
  cancelReservation,
  changeReservationStatus,
  declineReservation,
  deleteReservation,
  noshowReservation,
  nowAvailableReservation,
} from './reservation-steps.ts'

/** The reservation board's and timeline's actions: a lazy chunk (areas.ts). */
export const RESERVATION_ACTIONS: AreaActions<'reservations'> = {
  'reservation.create': createReservation,
  'reservation.accept': acceptReservation,
  'reservation.decline': declineReservation,
  'reservation.active': activeReservation,
  'reservation.noshow': noshowReservation,
  'reservation.cancel': cancelReservation,
  'reservation.nowAvailable': nowAvailableReservation,
  'reservation.changeStatus': changeReservationStatus,
  'reservation.moveTables': moveReservation,
  'reservation.delete': deleteReservation,
}
