import {
  DeclineReservationBody,
  ReservationIdBody,
  ReservationStatusPayload,
} from '../../protocol/action-schemas.ts'
import {
  RESERVATION_ACTIONS,
  canApplyAction,
  canChangeStatus,
  type ReservationAction,
  type ReservationStatus,
} from '../../protocol/rules/index.ts'
import type { AnySyncRow } from '../../db.ts'
import { deleteAction, endpointRequest, updateAction } from './kinds.ts'

const statusOf = (row: AnySyncRow) => row.status as ReservationStatus

/** Why a reservation in this status does not take the step (null: it does). */
function stepRefusal(row: AnySyncRow, action: ReservationAction): string | null {
  const from = statusOf(row)
  return canApplyAction(from, action) ? null : `A ${from} reservation cannot be ${action}.`
}

type StepType =
  | 'reservation.accept'
  | 'reservation.active'
  | 'reservation.noshow'
  | 'reservation.cancel'
  | 'reservation.nowAvailable'

/**
 * A named step of the reservation board (spec §4), re-applied on top of newer server rows while
 * it waits and skipped when the row no longer allows it (a guest canceled meanwhile): the
 * server's refusal then restores its row.
 */
const step = <T extends StepType>(type: T, action: ReservationAction) =>
  updateAction({
    type,
    table: 'reservations',
    payload: ReservationIdBody,
    id: (p) => p.reservation_id,
    patch: (_p, _row, at) => ({ status: RESERVATION_ACTIONS[action], updated_at: at }),
    refuse: (row) => stepRefusal(row, action),
    request: endpointRequest(type),
  })

/** Pending -> Accepted: PUT acceptReservation {reservation_id}. */
export const acceptReservation = step('reservation.accept', 'accept')
/** Accepted -> Active (the guest arrived): PUT activeReservation/{id}. */
export const activeReservation = step('reservation.active', 'active')
/** Accepted -> Noshow: PUT noshowReservation/{id}. */
export const noshowReservation = step('reservation.noshow', 'noshow')
/** Pending or Accepted -> Canceled: the spec's POST noshowReservation/{id}. */
export const cancelReservation = step('reservation.cancel', 'cancel')
/** Active -> Accepted (the table is free again): PUT reservationNowAvailable/{id}. */
export const nowAvailableReservation = step('reservation.nowAvailable', 'nowAvailable')

/** Pending -> Declined with the reason the guest is told: PUT declineReservation/. */
export const declineReservation = updateAction({
  type: 'reservation.decline',
  table: 'reservations',
  payload: DeclineReservationBody,
  id: (p) => p.reservation_id,
  patch: (p, _row, at) => ({
    status: RESERVATION_ACTIONS.decline,
    decline_reason: p.reason ?? null,
    updated_at: at,
  }),
  refuse: (row) => stepRefusal(row, 'decline'),
  request: endpointRequest('reservation.decline'),
})

/** Any allowed status change: PUT changeStatus/{id} {status}. */
export const changeReservationStatus = updateAction({
  type: 'reservation.changeStatus',
  table: 'reservations',
  payload: ReservationStatusPayload,
  id: (p) => p.reservation_id,
  patch: (p, _row, at) => ({ status: p.status, updated_at: at }),
  refuse: (row, p) =>
    canChangeStatus(statusOf(row), p.status)
      ? null
      : `A ${statusOf(row)} reservation cannot become ${p.status}.`,
  request: endpointRequest('reservation.changeStatus'),
})

/** From any list: DELETE deleteReservation/{id}; its tables are free again. */
export const deleteReservation = deleteAction({
  type: 'reservation.delete',
  table: 'reservations',
  payload: ReservationIdBody,
  id: (p) => p.reservation_id,
  request: endpointRequest('reservation.delete'),
})
