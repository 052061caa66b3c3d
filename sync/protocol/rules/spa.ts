/*
 * Spa (spec 001 §3, §4, §7): appointment statuses, the staff steps and the endpoint bases.
 * Zod-free: the server, the spa timeline and the guest and public booking pages share it.
 */

export const SPA_APPOINTMENT_BASE = '/api/v2/spa/appointment'
export const SPA_SERVICE_BASE = '/api/v2/spa/service'
export const SPA_ROOM_BASE = '/api/v2/spa/room'
export const EMPLOYEE_SHIFT_BASE = '/api/v2/business/employee-shift'

/** The full status set of the spec's labels (§4). */
export const SPA_APPOINTMENT_STATUSES = [
  'Pending',
  'Accepted',
  'Declined',
  'Finished',
  'Room',
  'Paid',
  'Active',
  'Noshow',
] as const
export type SpaAppointmentStatus = (typeof SPA_APPOINTMENT_STATUSES)[number]

/** An appointment in one of these holds its therapist and spa room; any other has let them go. */
export const SPA_HOLDING_STATUSES: readonly SpaAppointmentStatus[] = [
  'Pending',
  'Accepted',
  'Active',
]
export const spaHolds = (status: SpaAppointmentStatus): boolean =>
  SPA_HOLDING_STATUSES.includes(status)

/**
 * The popup's steps (spec §2, §4) and the status each leads to: accept a pending one (a
 * therapist must be chosen first), decline a pending or accepted one with a reason, the guest
 * arrived (accepted to active), finish cleaning (active to finished: the room is free again).
 */
export const SPA_STEPS = {
  accept: { from: ['Pending'], to: 'Accepted' },
  decline: { from: ['Pending', 'Accepted'], to: 'Declined' },
  arrived: { from: ['Accepted'], to: 'Active' },
  finishCleaning: { from: ['Active'], to: 'Finished' },
} as const satisfies Record<
  string,
  { from: readonly SpaAppointmentStatus[]; to: SpaAppointmentStatus }
>
export type SpaStep = keyof typeof SPA_STEPS

export const canSpaStep = (status: SpaAppointmentStatus, step: SpaStep): boolean =>
  (SPA_STEPS[step].from as readonly SpaAppointmentStatus[]).includes(status)

/** Live events of an appointment (socket room of the spa service's reservation readers). */
export const SPA_EVENTS = [
  'spaAppointmentCreated',
  'spaAppointmentAccepted',
  'spaAppointmentDeclined',
  'spaAppointmentChanged',
] as const
export type SpaEventName = (typeof SPA_EVENTS)[number]

export const SPA_STEP_EVENTS: Record<SpaStep, SpaEventName> = {
  accept: 'spaAppointmentAccepted',
  decline: 'spaAppointmentDeclined',
  arrived: 'spaAppointmentChanged',
  finishCleaning: 'spaAppointmentChanged',
}

/** An employee shift changed: to the staff who read the service's shifts. */
export const EMPLOYEE_SHIFT_EVENT = 'employeeShiftChanged'

/** The shift week: seven days from its first (spec §9: shift assignment covers 7 days). */
export const SHIFT_WEEK_DAYS = 7
