import * as z from 'zod/mini'
import { ClientId, Id, IsoDate, IsoDateTime, LocalizedText, Money, Versioned } from './common.ts'
import {
  ItemDescription,
  ItemName,
  MODIFIER_INPUT_FIELDS,
  ModifierAnswer,
  Price,
  maxWithinAnswers,
} from './menu.ts'
import { Origin } from './orders.ts'
import { SHIFT_WEEK_DAYS, SPA_APPOINTMENT_STATUSES } from './rules/spa.ts'
import { SLOT_MINUTES } from './rules/slots.ts'
import { isValidEmail, isValidPhone } from './rules/validators.ts'

export * from './rules/spa.ts'
export * from './rules/spa-slots.ts'

export const SpaAppointmentStatus = z.enum(SPA_APPOINTMENT_STATUSES)
export type SpaAppointmentStatus = z.infer<typeof SpaAppointmentStatus>

const Minutes = (max: number) => z.int().check(z.gte(0), z.lte(max))
const Persons = z.int().check(z.gte(1), z.lte(50))

/** A spa room (the treatments' category): name per language, how many it takes, its cleaning. */
export const SpaRoom = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  /** The spa service it belongs to. */
  service_id: Id,
  name: LocalizedText,
  max_persons: Persons,
  /** Minutes it is cleaned after each treatment. */
  cleaning_break: Minutes(240),
})
export type SpaRoom = z.infer<typeof SpaRoom>

/** A modifier of a treatment (spec §3): a menu modifier plus the most guests it applies to. */
export const SpaModifier = z.object({
  name: LocalizedText,
  price: Money,
  answers: z.array(ModifierAnswer),
  max: z.int().check(z.positive()),
  required: z.boolean(),
  max_guests: z.optional(z.nullable(Persons)),
})
export type SpaModifier = z.infer<typeof SpaModifier>

/** A treatment (the spec's spa service): its room, length, breaks, persons, price and modifiers. */
export const SpaTreatment = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  service_id: Id,
  room_id: Id,
  name: LocalizedText,
  description: LocalizedText,
  /** Minutes. */
  length: z.int().check(z.gte(5), z.lte(600)),
  price: Money,
  /** Minutes the room is cleaned after it (the room's own break counts when longer). */
  cleaning_break: Minutes(240),
  /** Minutes the therapist rests after it. */
  therapist_break: Minutes(240),
  max_persons: Persons,
  modifiers: z.array(SpaModifier),
  /** Needs a therapist; null: as the spa service's option `therapiestDriven`. */
  therapist_driven: z.nullable(z.boolean()),
})
export type SpaTreatment = z.infer<typeof SpaTreatment>

/** An appointment (spec §3). `Therapist` is the employee's id, null until one is chosen. */
export const SpaAppointment = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  service_id: Id,
  spa_service_id: Id,
  room_id: Id,
  hotel_room_id: z.nullable(Id),
  stay_id: z.nullable(Id),
  survey_answer_id: z.nullable(Id),
  price: Money,
  Therapist: z.nullable(Id),
  status: SpaAppointmentStatus,
  time: IsoDateTime,
  /** Minutes of the treatment. */
  length: z.int().check(z.positive()),
  /** Minutes it holds its room and its therapist (the breaks included). */
  room_hold: z.int().check(z.positive()),
  therapist_hold: z.int().check(z.positive()),
  persons: Persons,
  name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  note: z.string(),
  origin: Origin,
  decline_reason: z.nullable(z.string()),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
})
export type SpaAppointment = z.infer<typeof SpaAppointment>

/** An employee's shift on a day (spec §3): one of the service's shifts. */
export const EmployeeShift = z.extend(Versioned, {
  _id: Id,
  employee_shift_id: Id,
  business_id: Id,
  service_id: Id,
  shift_id: Id,
  /** The employee who works it. */
  target_employee_id: Id,
  /** Who assigned it (the employee, or null for the business owner). */
  employee_id: z.nullable(Id),
  date: IsoDate,
})
export type EmployeeShift = z.infer<typeof EmployeeShift>

// ---- bodies ----

const Email = z.string().check(
  z.maxLength(254),
  z.refine((v) => v.trim() === '' || isValidEmail(v), { message: 'invalid e-mail' }),
)
const Phone = z.string().check(
  z.maxLength(40),
  z.refine((v) => v.trim() === '' || isValidPhone(v), { message: 'invalid phone number' }),
)
const QuarterHour = IsoDateTime.check(
  z.refine((v) => Date.parse(v) % (SLOT_MINUTES * 60_000) === 0, {
    message: 'must be on a quarter hour',
  }),
)

/**
 * createSpaAppointment (staff), reserveAppointment (a room guest or the public) and the push's
 * spaAppointment.create: the treatment, the start, the party and who the guest is.
 */
export const CreateSpaAppointmentBody = z.object({
  _id: z.optional(ClientId),
  business_id: Id,
  spa_service_id: Id,
  time: QuarterHour,
  persons: z._default(Persons, 1),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  phone_number: z.optional(Phone),
  email: z.optional(Email),
  note: z.optional(z.string().check(z.maxLength(500))),
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
  length: z.optional(
    z.int().check(
      z.gte(SLOT_MINUTES),
      z.lte(600),
      z.refine((m) => m % SLOT_MINUTES === 0, { message: 'must be a multiple of 15 minutes' }),
    ),
  ),
  Therapist: z.optional(z.nullable(Id)),
  room_id: z.optional(Id),
  persons: z.optional(Persons),
  note: z.optional(z.string().check(z.maxLength(500))),
})
export type UpdateSpaAppointmentBody = z.infer<typeof UpdateSpaAppointmentBody>

/** A treatment's modifier as staff write it: a menu modifier's rules, and the most guests it is for. */
export const SpaModifierInput = z
  .object({ ...MODIFIER_INPUT_FIELDS, max_guests: z.optional(z.nullable(Persons)) })
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
  cleaning_break: z.optional(Minutes(240)),
  therapist_break: z.optional(Minutes(240)),
  max_persons: z.optional(Persons),
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
  max_persons: z.optional(Persons),
  cleaning_break: z.optional(Minutes(240)),
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
  date: IsoDate,
})
export type CreateEmployeeShiftBody = z.infer<typeof CreateEmployeeShiftBody>

export const UpdateEmployeeShiftBody = z.object({
  _id: Id,
  shift_id: z.optional(Id),
  date: z.optional(IsoDate),
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
  week_start: IsoDate,
  days: z
    .array(z.object({ date: IsoDate, shift_id: z.nullable(Id), _id: z.optional(ClientId) }))
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
