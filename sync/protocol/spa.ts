import * as z from 'zod/mini'
import { ClientId, Id, IsoDate, IsoDateTime, Money, ShiftDay } from './common.ts'
import {
  ItemDescription,
  ItemName,
  MODIFIER_INPUT_FIELDS,
  Price,
  maxWithinAnswers,
} from './menu.ts'
import { SHIFT_WEEK_DAYS } from './rules/spa.ts'
import { PARTY_CONTACT, QuarterHour, QuarterHours } from './party.ts'
import { EmployeeShift, SpaAppointment, SpaMinutes, SpaPersons } from './spa-rows.ts'

export * from './rules/spa.ts'
export * from './rules/spa-slots.ts'
export * from './spa-rows.ts'
// Declared in both rules/spa.ts (the type) and spa-rows.ts (the schema): the schema's.
export { SpaAppointmentStatus } from './spa-rows.ts'

// ---- bodies ----

/**
 * createSpaAppointment (staff), reserveAppointment (a room guest or the public) and the push's
 * spaAppointment.create: the treatment, the start, the party and who the guest is.
 */
export const CreateSpaAppointmentBody = z.object({
  _id: z.optional(ClientId),
  business_id: Id,
  spa_service_id: Id,
  time: QuarterHour,
  persons: z._default(SpaPersons, 1),
  ...PARTY_CONTACT,
  Therapist: z.optional(z.nullable(Id)),
  hotel_room_id: z.optional(z.nullable(Id)),
  survey_answer_id: z.optional(z.nullable(Id)),
  /** A demo page's booking: answered orderDisabled, nothing written. */
  demo: z.optional(z.boolean()),
})
export type CreateSpaAppointmentBody = z.infer<typeof CreateSpaAppointmentBody>

/**
 * The push's create: the desk's id, and what the device shows until the server answers (the
 * treatment's spa service, room, length, price and holds as the device has them). The server
 * takes its own values from the treatment and ignores `shown`.
 */
export const SpaAppointmentCreatePayload = z.extend(CreateSpaAppointmentBody, {
  _id: ClientId,
  shown: z.optional(
    z.object({
      service_id: Id,
      room_id: Id,
      length: z.int().check(z.positive()),
      price: Money,
      room_hold: z.int().check(z.positive()),
      therapist_hold: z.int().check(z.positive()),
    }),
  ),
})
export type SpaAppointmentCreatePayload = z.infer<typeof SpaAppointmentCreatePayload>

export const SpaAppointmentIdBody = z.object({ appointment_id: Id })
export type SpaAppointmentIdBody = z.infer<typeof SpaAppointmentIdBody>

/** acceptAppointment: a therapist must be chosen first (here, or set before). */
export const AcceptSpaAppointmentBody = z.object({
  appointment_id: Id,
  Therapist: z.optional(Id),
})
export type AcceptSpaAppointmentBody = z.infer<typeof AcceptSpaAppointmentBody>

export const DeclineSpaAppointmentBody = z.object({
  appointment_id: Id,
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
})
export type DeclineSpaAppointmentBody = z.infer<typeof DeclineSpaAppointmentBody>

/** updateSpaAppointment: move, resize, another therapist or room; the slot is checked again. */
export const UpdateSpaAppointmentBody = z.object({
  _id: Id,
  time: z.optional(QuarterHour),
  length: z.optional(QuarterHours(600)),
  Therapist: z.optional(z.nullable(Id)),
  room_id: z.optional(Id),
  persons: z.optional(SpaPersons),
  note: z.optional(z.string().check(z.maxLength(500))),
})
export type UpdateSpaAppointmentBody = z.infer<typeof UpdateSpaAppointmentBody>

/** A treatment's modifier as staff write it: a menu modifier's rules, and the most guests it is for. */
export const SpaModifierInput = z
  .object({ ...MODIFIER_INPUT_FIELDS, max_guests: z.optional(z.nullable(SpaPersons)) })
  .check(maxWithinAnswers)
export type SpaModifierInput = z.infer<typeof SpaModifierInput>

/**
 * A treatment as staff write it: a name in English at least, length 5 to 600 minutes, breaks 0 to
 * 240 minutes, 1 to 50 persons, a price of 0 or more, modifiers as the menu's plus `max_guests`.
 */
const TreatmentFields = {
  service_id: Id,
  room_id: Id,
  name: ItemName,
  description: z.optional(ItemDescription),
  length: z.int().check(z.gte(5, 'length must be 5 to 600 minutes'), z.lte(600)),
  price: Price,
  cleaning_break: z.optional(SpaMinutes(240)),
  therapist_break: z.optional(SpaMinutes(240)),
  max_persons: z.optional(SpaPersons),
  modifiers: z.optional(z.array(SpaModifierInput).check(z.maxLength(20))),
  therapist_driven: z.optional(z.nullable(z.boolean())),
}
export const CreateSpaTreatmentBody = z.object({
  _id: z.optional(ClientId),
  business_id: Id,
  ...TreatmentFields,
})
export type CreateSpaTreatmentBody = z.infer<typeof CreateSpaTreatmentBody>
export const UpdateSpaTreatmentBody = z.extend(z.partial(z.object(TreatmentFields)), { _id: Id })
export type UpdateSpaTreatmentBody = z.infer<typeof UpdateSpaTreatmentBody>
/** The outbox's create (spaTreatment.create): the client always sends its own id. */
export const SpaTreatmentCreatePayload = z.extend(CreateSpaTreatmentBody, { _id: ClientId })
export type SpaTreatmentCreatePayload = z.infer<typeof SpaTreatmentCreatePayload>
/** spaTreatment.delete: DELETE deleteSpaService/{spa_service_id}. */
export const SpaTreatmentIdBody = z.object({ spa_service_id: Id })
export type SpaTreatmentIdBody = z.infer<typeof SpaTreatmentIdBody>

/** A spa room as staff write it: a name in English at least, 1 to 50 persons, 0 to 240 minutes. */
const RoomFields = {
  service_id: Id,
  name: ItemName,
  max_persons: z.optional(SpaPersons),
  cleaning_break: z.optional(SpaMinutes(240)),
}
export const CreateSpaRoomBody = z.object({
  _id: z.optional(ClientId),
  business_id: Id,
  ...RoomFields,
})
export type CreateSpaRoomBody = z.infer<typeof CreateSpaRoomBody>
export const UpdateSpaRoomBody = z.extend(z.partial(z.object(RoomFields)), { _id: Id })
export type UpdateSpaRoomBody = z.infer<typeof UpdateSpaRoomBody>
/** The outbox's create (spaRoom.create): the client always sends its own id. */
export const SpaRoomCreatePayload = z.extend(CreateSpaRoomBody, { _id: ClientId })
export type SpaRoomCreatePayload = z.infer<typeof SpaRoomCreatePayload>
/** spaRoom.delete: DELETE deleteSpaRoom/{spa_room_id}. */
export const SpaRoomIdBody = z.object({ spa_room_id: Id })
export type SpaRoomIdBody = z.infer<typeof SpaRoomIdBody>

export const CreateEmployeeShiftBody = z.object({
  _id: z.optional(ClientId),
  business_id: Id,
  service_id: Id,
  shift_id: Id,
  target_employee_id: Id,
  date: ShiftDay,
})
export type CreateEmployeeShiftBody = z.infer<typeof CreateEmployeeShiftBody>

export const UpdateEmployeeShiftBody = z.object({
  _id: Id,
  shift_id: z.optional(Id),
  date: z.optional(ShiftDay),
})
export type UpdateEmployeeShiftBody = z.infer<typeof UpdateEmployeeShiftBody>

export const EmployeeShiftIdBody = z.object({ employee_shift_id: Id })

/**
 * shift.saveWeek (PUT saveWeek): one employee's seven days from `week_start`; each day names its
 * shift, or null to clear it. Each day is created, updated, deleted or left as it is.
 */
export const SaveShiftWeekBody = z.object({
  business_id: Id,
  service_id: Id,
  target_employee_id: Id,
  week_start: ShiftDay,
  days: z
    .array(z.object({ date: ShiftDay, shift_id: z.nullable(Id), _id: z.optional(ClientId) }))
    .check(z.minLength(1), z.maxLength(SHIFT_WEEK_DAYS)),
})
export type SaveShiftWeekBody = z.infer<typeof SaveShiftWeekBody>

export const SHIFT_DAY_RESULTS = ['created', 'updated', 'deleted', 'unchanged', 'failed'] as const
export const ShiftWeekReply = z.object({
  days: z.array(
    z.object({
      date: IsoDate,
      result: z.enum(SHIFT_DAY_RESULTS),
      /** The day's shift as the server has it after the save (a failed day: as it was); null: none. */
      shift: z.nullable(EmployeeShift),
      error: z.optional(z.string()),
    }),
  ),
  /** How many days the server refused: the client says 'Fail {n} day'. */
  failed: z.int().check(z.nonnegative()),
})
export type ShiftWeekReply = z.infer<typeof ShiftWeekReply>

/** A slot of getFreeAppointments(WithTherapists). */
export const SpaFreeSlotSchema = z.object({
  time: z.object({ h: z.int(), m: z.int() }),
  at: IsoDateTime,
  available: z.boolean(),
  therapists: z.array(Id),
})

export const SpaAppointmentsPage = z.object({
  count: z.int().check(z.nonnegative()),
  appointments: z.array(SpaAppointment),
})
export type SpaAppointmentsPage = z.infer<typeof SpaAppointmentsPage>
