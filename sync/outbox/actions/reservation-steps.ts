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
import { deleteAction, endpointRequest, statusStep, stepRefusal, updateAction } from './kinds.ts'

const statusOf = (row: AnySyncRow) => row.status as ReservationStatus

/** Why a reservation in this status does not take the step (null: it does). */
const refusal = stepRefusal<ReservationStatus, ReservationAction>('reservation', canApplyAction)

/** A reservation, named by its id. */
const RESERVATION = {
  table: 'reservations',
  payload: ReservationIdBody,
  id: (p: ReservationIdBody) => p.reservation_id,
} as const

type StepType =
  | 'reservation.accept'
  | 'reservation.active'
  | 'reservation.noshow'
  | 'reservation.cancel'
  | 'reservation.nowAvailable'

/** A named step of the reservation board (spec §4): the status its action leads to. */
const step = <T extends StepType>(type: T, action: ReservationAction) =>
  statusStep(type, RESERVATION, RESERVATION_ACTIONS[action], (row) => refusal(row, action))

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
export const declineReservation = statusStep(
  'reservation.decline',
  { ...RESERVATION, payload: DeclineReservationBody },
  RESERVATION_ACTIONS.decline,
  (row) => refusal(row, 'decline'),
  (p) => ({ decline_reason: p.reason ?? null }),
)

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
  ...RESERVATION,
  request: endpointRequest('reservation.delete'),
})
