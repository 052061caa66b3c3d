import type {
  EmployeeShift,
  SpaAppointment,
  SpaRoom,
  SpaTreatment,
} from '../../../sync/protocol/index.ts'
import type { employeeShifts, spaAppointments, spaRooms, spaTreatments } from '../../db/schema.ts'

export type SpaRoomRow = typeof spaRooms.$inferSelect
export type SpaTreatmentRow = typeof spaTreatments.$inferSelect
export type SpaAppointmentRow = typeof spaAppointments.$inferSelect
export type EmployeeShiftRow = typeof employeeShifts.$inferSelect

const iso = (value: string): string => new Date(value).toISOString()

export const spaRoomToWire = (r: SpaRoomRow): SpaRoom => ({
  _id: r.id,
  business_id: r.businessId,
  service_id: r.serviceId,
  name: r.name,
  max_persons: r.maxPersons,
  cleaning_break: r.cleaningBreak,
  version: r.version,
})

export const spaTreatmentToWire = (r: SpaTreatmentRow): SpaTreatment => ({
  _id: r.id,
  business_id: r.businessId,
  service_id: r.serviceId,
  room_id: r.roomId,
  name: r.name,
  description: r.description,
  length: r.length,
  price: r.price,
  cleaning_break: r.cleaningBreak,
  therapist_break: r.therapistBreak,
  max_persons: r.maxPersons,
  modifiers: r.modifiers,
  therapist_driven: r.therapistDriven,
  version: r.version,
})

/** An appointment as the wire has it (spec 001 §3 names: `spa_service_id`, `Therapist`). */
export const spaAppointmentToWire = (r: SpaAppointmentRow): SpaAppointment => ({
  _id: r.id,
  business_id: r.businessId,
  service_id: r.serviceId,
  spa_service_id: r.treatmentId,
  room_id: r.roomId,
  hotel_room_id: r.hotelRoomId,
  stay_id: r.stayId,
  survey_answer_id: r.surveyAnswerId,
  price: r.price,
  Therapist: r.therapistId,
  status: r.status,
  time: iso(r.time),
  length: r.length,
  room_hold: r.roomHold,
  therapist_hold: r.therapistHold,
  persons: r.persons,
  name: r.name,
  phone_number: r.phoneNumber,
  email: r.email,
  note: r.note,
  origin: r.origin,
  decline_reason: r.declineReason,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
  version: r.version,
})

export const employeeShiftToWire = (r: EmployeeShiftRow): EmployeeShift => ({
  _id: r.id,
  employee_shift_id: r.id,
  business_id: r.businessId,
  service_id: r.serviceId,
  shift_id: r.shiftId,
  target_employee_id: r.targetEmployeeId,
  employee_id: r.employeeId,
  date: r.date,
  version: r.version,
})
