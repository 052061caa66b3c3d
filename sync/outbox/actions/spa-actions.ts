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

/** The spa timeline's and the shift schedule's actions: a lazy chunk (areas.ts). */
export const SPA_ACTIONS: AreaActions<'spa'> = {
  'spaAppointment.create': createSpaAppointment,
  'spaAppointment.accept': acceptSpaAppointment,
  'spaAppointment.decline': declineSpaAppointment,
  'spaAppointment.arrived': arrivedSpaAppointment,
  'spaAppointment.finishCleaning': finishCleaningSpaAppointment,
  'spaAppointment.update': updateSpaAppointment,
  'spaAppointment.delete': deleteSpaAppointment,
  'shift.saveWeek': saveShiftWeek,
}
