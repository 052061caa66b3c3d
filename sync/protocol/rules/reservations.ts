/*
 * Reservations (spec 000 §3, §4, §7): statuses, the staff actions and the transitions they make,
 * and the endpoint bases. Zod-free: the server and the reservation screens share it.
 */

export const RESERVATION_BASE = '/api/v2/restaraunt-bar/reservation'
/** The older base of the spec (GetAccpetedReservationsByDate, changeStatus, acceptReservation …). */
export const OLD_RESERVATION_BASE = '/api/restaraunt-bar/reservation'
export const TABLE_BASE = '/api/v2/restaraunt-bar/table'

export const RESERVATION_STATUSES = [
  'Pending',
  'Accepted',
  'Declined',
  'Canceled',
  'Active',
  'Noshow',
  'Room',
  'Finished',
] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

/** A reservation in one of these holds its tables; any other status has let them go. */
export const HOLDING_STATUSES: readonly ReservationStatus[] = ['Pending', 'Accepted', 'Active']

export const holdsTables = (status: ReservationStatus): boolean => HOLDING_STATUSES.includes(status)

/**
 * The staff actions on a reservation and the status each leads to (spec §4): accept or decline
 * a pending one; an accepted guest arrives (active) or does not come (noshow); cancel (the
 * spec's POST noshowReservation); an active one is "now available" again, back with the accepted.
 */
export const RESERVATION_ACTIONS = {
  accept: 'Accepted',
  decline: 'Declined',
  active: 'Active',
  noshow: 'Noshow',
  cancel: 'Canceled',
  nowAvailable: 'Accepted',
} as const satisfies Record<string, ReservationStatus>
export type ReservationAction = keyof typeof RESERVATION_ACTIONS

/** Where each status may go (changeStatus takes any of these; the actions are named steps). */
export const RESERVATION_TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  Pending: ['Accepted', 'Declined', 'Canceled'],
  Accepted: ['Active', 'Noshow', 'Canceled', 'Finished'],
  Active: ['Accepted', 'Finished', 'Room'],
  Declined: [],
  Canceled: [],
  Noshow: [],
  Room: [],
  Finished: [],
}

/** Which statuses an action starts from: `nowAvailable` only from Active, `accept` only from Pending. */
const ACTION_FROM: Record<ReservationAction, readonly ReservationStatus[]> = {
  accept: ['Pending'],
  decline: ['Pending'],
  active: ['Accepted'],
  noshow: ['Accepted'],
  cancel: ['Pending', 'Accepted'],
  nowAvailable: ['Active'],
}

export function canChangeStatus(from: ReservationStatus, to: ReservationStatus): boolean {
  return RESERVATION_TRANSITIONS[from].includes(to)
}

export function canApplyAction(from: ReservationStatus, action: ReservationAction): boolean {
  return ACTION_FROM[action].includes(from)
}

/** Reservations on the staff board (pending, accepted with canceled, active); the rest is history. */
export const BOARD_STATUSES: readonly ReservationStatus[] = [
  'Pending',
  'Accepted',
  'Canceled',
  'Active',
]

/** Services that take table reservations (the timeline and table entries of the side bar). */
export const TABLE_RESERVATION_TYPES = ['restaurant', 'pool'] as const

/**
 * The live reservation events (spec §4): each carries the reservation as a change (row and
 * version), like the order events. `reservationChanged` is any other change (edit, finish, delete).
 */
export const RESERVATION_EVENTS = [
  'reservationCreated',
  'reservationCreatedWithTable',
  'reservationAccepted',
  'reservationDeclined',
  'reservationNowAvailable',
  'reservationCanceled',
  'reservationNoshow',
  'reservationActive',
  'reservationChanged',
] as const
export type ReservationEventName = (typeof RESERVATION_EVENTS)[number]

/** The event of each staff action. */
export const RESERVATION_ACTION_EVENTS: Record<ReservationAction, ReservationEventName> = {
  accept: 'reservationAccepted',
  decline: 'reservationDeclined',
  active: 'reservationActive',
  noshow: 'reservationNoshow',
  cancel: 'reservationCanceled',
  nowAvailable: 'reservationNowAvailable',
}
