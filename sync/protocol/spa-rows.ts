/*
 * The spa's synced rows (spec 001 §3): in the staff shell with SYNC_TABLES (sync.ts). The
 * bodies and payloads are in spa.ts, which only the spa's screens, areas and the server load.
 */
import * as z from 'zod/mini'
import { Id, IsoDate, IsoDateTime, LocalizedText, Money, Versioned } from './common.ts'
import { ModifierAnswer } from './menu-rows.ts'
import { Origin } from './orders.ts'
import { SPA_APPOINTMENT_STATUSES } from './rules/spa.ts'

export const SpaAppointmentStatus = z.enum(SPA_APPOINTMENT_STATUSES)
export type SpaAppointmentStatus = z.infer<typeof SpaAppointmentStatus>

export const SpaMinutes = (max: number) => z.int().check(z.gte(0), z.lte(max))
export const SpaPersons = z.int().check(z.gte(1), z.lte(50))

/** A spa room (the treatments' category): name per language, how many it takes, its cleaning. */
export const SpaRoom = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  /** The spa service it belongs to. */
  service_id: Id,
  name: LocalizedText,
  max_persons: SpaPersons,
  /** Minutes it is cleaned after each treatment. */
  cleaning_break: SpaMinutes(240),
})
export type SpaRoom = z.infer<typeof SpaRoom>

/** A modifier of a treatment (spec §3): a menu modifier plus the most guests it applies to. */
export const SpaModifier = z.object({
  name: LocalizedText,
  price: Money,
  answers: z.array(ModifierAnswer),
  max: z.int().check(z.positive()),
  required: z.boolean(),
  max_guests: z.optional(z.nullable(SpaPersons)),
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
  cleaning_break: SpaMinutes(240),
  /** Minutes the therapist rests after it. */
  therapist_break: SpaMinutes(240),
  max_persons: SpaPersons,
  modifiers: z.array(SpaModifier),
  /** Needs a therapist; null: as the spa service's option `therapiestDriven`. */
  therapist_driven: z.nullable(z.boolean()),
  /** Guest reads during a discount (docs/api.md, Discounts): the price before it; `price` is after. */
  full_price: z.optional(Money),
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
  persons: SpaPersons,
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
