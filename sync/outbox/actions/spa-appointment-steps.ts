import {
  AcceptSpaAppointmentBody,
  DeclineSpaAppointmentBody,
  SpaAppointmentIdBody,
  UpdateSpaAppointmentBody,
} from '../../protocol/action-schemas.ts'
import {
  SPA_STEPS,
  canSpaStep,
  spaHolds,
  type SpaAppointmentStatus,
  type SpaStep,
} from '../../protocol/rules/index.ts'
import type { AnySyncRow } from '../../db.ts'
import { deleteAction, endpointRequest, statusStep, stepRefusal, updateAction } from './kinds.ts'

const statusOf = (row: AnySyncRow) => row.status as SpaAppointmentStatus

/** Why an appointment in this status does not take the step (null: it does). */
const refusal = stepRefusal<SpaAppointmentStatus, SpaStep>('appointment', canSpaStep)

/** An appointment, named by its id. */
const APPOINTMENT = {
  table: 'appointments',
  payload: SpaAppointmentIdBody,
  id: (p: SpaAppointmentIdBody) => p.appointment_id,
} as const

/**
 * Pending -> Accepted with its therapist (one must be chosen first: here, or before):
 * PUT acceptAppointment {appointment_id, Therapist?}.
 */
export const acceptSpaAppointment = statusStep(
  'spaAppointment.accept',
  { ...APPOINTMENT, payload: AcceptSpaAppointmentBody },
  SPA_STEPS.accept.to,
  (row) => refusal(row, 'accept'),
  (p, row) => ({ Therapist: p.Therapist ?? row.Therapist }),
)

/** Pending or Accepted -> Declined with the reason the guest is told: PUT declineAppointment. */
export const declineSpaAppointment = statusStep(
  'spaAppointment.decline',
  { ...APPOINTMENT, payload: DeclineSpaAppointmentBody },
  SPA_STEPS.decline.to,
  (row) => refusal(row, 'decline'),
  (p) => ({ decline_reason: p.reason }),
)

const step = <T extends 'spaAppointment.arrived' | 'spaAppointment.finishCleaning'>(
  type: T,
  name: 'arrived' | 'finishCleaning',
) => statusStep(type, APPOINTMENT, SPA_STEPS[name].to, (row) => refusal(row, name))

/** Accepted -> Active (the guest arrived): PUT arrivedAppointment/{id}. */
export const arrivedSpaAppointment = step('spaAppointment.arrived', 'arrived')
/** Active -> Finished (the room is cleaned and free again): PUT finishCleaningAppointment/{id}. */
export const finishCleaningSpaAppointment = step('spaAppointment.finishCleaning', 'finishCleaning')

/**
 * A move or resize (drag on the timeline), another therapist or room, the party or the note:
 * PUT updateSpaAppointment. The holds follow the length (the breaks after it stay the same).
 * The server checks the slot again: a therapist or room taken meanwhile is its 409 with the
 * reason, and the appointment goes back to where the server has it.
 */
export const updateSpaAppointment = updateAction({
  type: 'spaAppointment.update',
  table: 'appointments',
  payload: UpdateSpaAppointmentBody,
  id: (p) => p._id,
  patch: (p, row, at) => {
    const grow = p.length !== undefined ? p.length - (row.length as number) : 0
    return {
      ...(p.time !== undefined ? { time: p.time } : {}),
      ...(p.length !== undefined
        ? {
            length: p.length,
            room_hold: (row.room_hold as number) + grow,
            therapist_hold: (row.therapist_hold as number) + grow,
          }
        : {}),
      ...(p.Therapist !== undefined ? { Therapist: p.Therapist } : {}),
      ...(p.room_id !== undefined ? { room_id: p.room_id } : {}),
      ...(p.persons !== undefined ? { persons: p.persons } : {}),
      ...(p.note !== undefined ? { note: p.note } : {}),
      updated_at: at,
    }
  },
  refuse: (row, p) => {
    const moves =
      p.time !== undefined ||
      p.length !== undefined ||
      p.Therapist !== undefined ||
      p.room_id !== undefined ||
      p.persons !== undefined
    return moves && !spaHolds(statusOf(row))
      ? `A ${statusOf(row)} appointment cannot be moved.`
      : null
  },
  request: endpointRequest('spaAppointment.update'),
})

/** DELETE deleteSpaAppointment/{id}: its therapist and room are free again. */
export const deleteSpaAppointment = deleteAction({
  type: 'spaAppointment.delete',
  ...APPOINTMENT,
  request: endpointRequest('spaAppointment.delete'),
})
