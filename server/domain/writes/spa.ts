import { createSpaAppointment } from '../spa/create.ts'
import { saveShiftWeek } from '../spa/shifts.ts'
import { applySpaStep, deleteSpaAppointment, moveSpaAppointment } from '../spa/steps.ts'
import type { StaffWrite } from './types.ts'

/** An appointment booked at the spa desk (createSpaAppointment): pending, like every new one. */
export const createSpaAppointmentWrite: StaffWrite<'spaAppointment.create'> = {
  type: 'spaAppointment.create',
  run: (tx, staff, payload) =>
    createSpaAppointment(tx, {
      body: payload,
      booker: { kind: 'staff', staff },
      status: 'Pending',
      now: Date.now(),
    }),
}

export const acceptSpaAppointmentWrite: StaffWrite<'spaAppointment.accept'> = {
  type: 'spaAppointment.accept',
  run: (tx, staff, payload) =>
    applySpaStep(tx, staff, payload.appointment_id, 'accept', { therapistId: payload.Therapist }),
}

export const declineSpaAppointmentWrite: StaffWrite<'spaAppointment.decline'> = {
  type: 'spaAppointment.decline',
  run: (tx, staff, payload) =>
    applySpaStep(tx, staff, payload.appointment_id, 'decline', { reason: payload.reason }),
}

export const arrivedSpaAppointmentWrite: StaffWrite<'spaAppointment.arrived'> = {
  type: 'spaAppointment.arrived',
  run: (tx, staff, payload) => applySpaStep(tx, staff, payload.appointment_id, 'arrived'),
}

export const finishCleaningSpaAppointmentWrite: StaffWrite<'spaAppointment.finishCleaning'> = {
  type: 'spaAppointment.finishCleaning',
  run: (tx, staff, payload) => applySpaStep(tx, staff, payload.appointment_id, 'finishCleaning'),
}

/** A move or resize on the timeline (updateSpaAppointment): the slot is checked again. */
export const updateSpaAppointmentWrite: StaffWrite<'spaAppointment.update'> = {
  type: 'spaAppointment.update',
  run: (tx, staff, payload) =>
    moveSpaAppointment(tx, staff, payload._id, {
      time: payload.time,
      length: payload.length,
      therapistId: payload.Therapist,
      roomId: payload.room_id,
      persons: payload.persons,
      note: payload.note,
    }),
}

export const deleteSpaAppointmentWrite: StaffWrite<'spaAppointment.delete'> = {
  type: 'spaAppointment.delete',
  run: (tx, staff, payload) => deleteSpaAppointment(tx, staff, payload.appointment_id),
}

/** The shift form's week: each day created, updated, deleted or failed (saveWeek). */
export const saveShiftWeekWrite: StaffWrite<'shift.saveWeek'> = {
  type: 'shift.saveWeek',
  run: (tx, staff, payload) => saveShiftWeek(tx, staff, payload, Date.now()),
}
