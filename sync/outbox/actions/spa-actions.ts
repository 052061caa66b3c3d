import type { AreaActions } from './areas.ts'
import { createSpaAppointment } from './spa-appointment-create.ts'
import {
  acceptSpaAppointment,
  arrivedSpaAppointment,
  declineSpaAppointment,
  deleteSpaAppointment,
  finishCleaningSpaAppointment,
  updateSpaAppointment,
} from './spa-appointment-steps.ts'
import { saveShiftWeek } from './shift-week.ts'
import {
  createSpaRoom,
  createSpaTreatment,
  deleteSpaRoom,
  deleteSpaTreatment,
  updateSpaRoom,
  updateSpaTreatment,
} from './spa-menu-actions.ts'

/** The spa timeline's, the shift schedule's and the treatments' actions: a lazy chunk (areas.ts). */
export const SPA_ACTIONS: AreaActions<'spa'> = {
  'spaAppointment.create': createSpaAppointment,
  'spaAppointment.accept': acceptSpaAppointment,
  'spaAppointment.decline': declineSpaAppointment,
  'spaAppointment.arrived': arrivedSpaAppointment,
  'spaAppointment.finishCleaning': finishCleaningSpaAppointment,
  'spaAppointment.update': updateSpaAppointment,
  'spaAppointment.delete': deleteSpaAppointment,
  'shift.saveWeek': saveShiftWeek,
  'spaRoom.create': createSpaRoom,
  'spaRoom.update': updateSpaRoom,
  'spaRoom.delete': deleteSpaRoom,
  'spaTreatment.create': createSpaTreatment,
  'spaTreatment.update': updateSpaTreatment,
  'spaTreatment.delete': deleteSpaTreatment,
}
