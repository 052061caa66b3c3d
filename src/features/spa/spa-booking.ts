import {
  SLOT_MINUTES,
  addDaysTo,
  dayIn,
  freeTherapists,
  hhmmIn,
  instantAt,
  isTherapistDriven,
  startOfDayIn,
  isValidEmail,
  isValidPhone,
  maxPersonsOf,
  roomHoldMinutes,
  shiftDays,
  shiftSpan,
  spaFreeSlots,
  spaHolds,
  therapistHoldMinutes,
  type SpaBusy,
  type SpaDay,
  type SpaFreeSlot,
  type TherapistShift,
} from '../../../sync/protocol/rules/index.ts'
import type {
  EmployeeShift,
  Service,
  SpaAppointment,
  SpaAppointmentCreatePayload,
  SpaRoom,
  SpaTreatment,
} from '../../../sync/protocol/index.ts'

/*
 * The new-appointment form's rules: free slots from the device's own data (the same pure module
 * the server books with, so it works offline), and the checks before it is queued.
 */

/** What the device holds of a spa for the free slots. */
export interface SpaData {
  service: Pick<Service, '_id' | 'workingHours' | 'options' | 'shifts'>
  treatments: readonly SpaTreatment[]
  rooms: readonly SpaRoom[]
  appointments: readonly SpaAppointment[]
  shifts: readonly EmployeeShift[]
  therapistIds: ReadonlySet<string>
  /** The hotel's time zone: hours, shifts and days are its wall clock. */
  zone: string
}

const serviceRules = (service: SpaData['service']) => ({
  workingHours: service.workingHours,
  options: service.options,
})

/** The live appointments that may overlap `day` (from the day before to the day after). */
function busyAround(data: SpaData, day: string): SpaBusy[] {
  const from = startOfDayIn(addDaysTo(day, -1), data.zone)
  const to = startOfDayIn(addDaysTo(day, 2), data.zone)
  const treatments = new Map(data.treatments.map((t) => [t._id, t]))
  const service = serviceRules(data.service)
  return data.appointments
    .filter((a) => spaHolds(a.status))
    .map((a) => ({ a, time: Date.parse(a.time) }))
    .filter(({ time }) => time >= from && time < to)
    .map(({ a, time }) => {
      const treatment = treatments.get(a.spa_service_id)
      return {
        _id: a._id,
        time,
        room_id: a.room_id,
        therapist_id: a.Therapist,
        persons: a.persons,
        room_hold: a.room_hold,
        therapist_hold: a.therapist_hold,
        therapist_driven: treatment ? isTherapistDriven(treatment, service) : true,
      }
    })
}

/** The therapists' shifts that reach into `day` (that day's, and the night's before). */
function shiftsOn(data: SpaData, day: string): TherapistShift[] {
  const days = new Set(shiftDays(day))
  const spans: TherapistShift[] = []
  for (const row of data.shifts) {
    if (row.service_id !== data.service._id || !days.has(row.date)) continue
    const shift = data.service.shifts.find((s) => s.id === row.shift_id)
    if (!shift || !data.therapistIds.has(row.target_employee_id)) continue
    const [start, end] = shiftSpan(row.date, shift.start_time, shift.end_time, data.zone)
    spans.push({ therapist_id: row.target_employee_id, start, end })
  }
  return spans
}

/** Everything the free-slot rules need for one treatment on one day, from the device's data. */
export function deviceSpaDay(data: SpaData, treatment: SpaTreatment, day: string): SpaDay {
  return {
    zone: data.zone,
    service: serviceRules(data.service),
    treatment,
    room: data.rooms.find((r) => r._id === treatment.room_id),
    shifts: shiftsOn(data, day),
    busy: busyAround(data, day),
  }
}

/** The treatment's free slots of a day for the party, with the therapists free in each. */
export function deviceFreeSlots(
  data: SpaData,
  treatment: SpaTreatment,
  day: string,
  persons: number,
  now: number,
): SpaFreeSlot[] {
  return spaFreeSlots(deviceSpaDay(data, treatment, day), day, persons, now).filter(
    (s) => s.available,
  )
}

/**
 * The therapists free for a pending appointment at its own time, from the device's data (shifts
 * and the other appointments; the appointment itself left out): the ones accepting it may name,
 * as the server checks (getFreeTherapistsForAppointment). Null when its treatment is not known
 * here (then every therapist is offered and the server decides).
 */
export function therapistsFreeFor(
  data: SpaData,
  appointment: Pick<SpaAppointment, '_id' | 'spa_service_id' | 'time' | 'length'>,
): ReadonlySet<string> | null {
  const treatment = data.treatments.find((t) => t._id === appointment.spa_service_id)
  const at = Date.parse(appointment.time)
  if (!treatment || Number.isNaN(at)) return null
  const spa = deviceSpaDay(data, treatment, dayIn(at, data.zone))
  const hold = therapistHoldMinutes(treatment)
  return new Set(
    freeTherapists(spa.shifts, spa.busy, at, appointment.length, hold, appointment._id),
  )
}

/** Whether the treatment needs a therapist (its own setting, else the service's option). */
export const needsTherapist = (data: SpaData, treatment: SpaTreatment): boolean =>
  isTherapistDriven(treatment, serviceRules(data.service))

/** The most guests one appointment of the treatment takes (its limit and its room's). */
export const maxGuests = (data: SpaData, treatment: SpaTreatment): number =>
  maxPersonsOf(
    treatment,
    data.rooms.find((r) => r._id === treatment.room_id),
  )

/** The form as the desk fills it. */
export interface NewAppointmentForm {
  treatmentId: string
  day: string
  /** The chosen free slot's instant (ISO), '' until one is chosen. */
  at: string
  persons: number
  therapistId: string
  name: string
  phone: string
  email: string
  note: string
}

export type FormField =
  'treatment' | 'day' | 'at' | 'persons' | 'therapist' | 'name' | 'phone' | 'email'
export type FormProblem = 'required' | 'invalid' | 'tooMany'

/**
 * What is missing or wrong (spec §5: the form requires all fields): the treatment, the day, a
 * free slot, the guests (1 to the treatment's most), a therapist when the treatment needs one,
 * the guest's name and phone; the e-mail may be left out, but not wrong.
 */
export function formProblems(
  form: NewAppointmentForm,
  data: SpaData,
): Partial<Record<FormField, FormProblem>> {
  const problems: Partial<Record<FormField, FormProblem>> = {}
  const treatment = data.treatments.find((t) => t._id === form.treatmentId)
  if (!treatment) problems.treatment = 'required'
  if (!form.day) problems.day = 'required'
  if (!form.at) problems.at = 'required'
  if (!Number.isInteger(form.persons) || form.persons < 1) problems.persons = 'required'
  else if (treatment && form.persons > maxGuests(data, treatment)) problems.persons = 'tooMany'
  if (treatment && needsTherapist(data, treatment) && !form.therapistId)
    problems.therapist = 'required'
  if (!form.name.trim()) problems.name = 'required'
  if (!form.phone.trim()) problems.phone = 'required'
  else if (!isValidPhone(form.phone.trim())) problems.phone = 'invalid'
  if (form.email.trim() && !isValidEmail(form.email.trim())) problems.email = 'invalid'
  return problems
}

/** The outbox's create: the desk's id, and what the device shows until the server answers. */
export function createPayload(
  form: NewAppointmentForm,
  data: SpaData,
  businessId: string,
  id: string,
): SpaAppointmentCreatePayload {
  const treatment = data.treatments.find((t) => t._id === form.treatmentId)
  if (!treatment) throw new Error('createPayload: no treatment')
  const room = data.rooms.find((r) => r._id === treatment.room_id)
  const email = form.email.trim()
  const note = form.note.trim()
  return {
    _id: id,
    business_id: businessId,
    spa_service_id: treatment._id,
    time: form.at,
    persons: form.persons,
    name: form.name.trim(),
    phone_number: form.phone.trim(),
    ...(email ? { email } : {}),
    ...(note ? { note } : {}),
    Therapist: form.therapistId || null,
    shown: {
      service_id: data.service._id,
      room_id: treatment.room_id,
      length: treatment.length,
      price: Math.round(treatment.price * form.persons * 100) / 100,
      room_hold: roomHoldMinutes(treatment, room),
      therapist_hold: therapistHoldMinutes(treatment),
    },
  }
}

/**
 * The instant the popup's fields name ("2026-11-24", "09:30") on the hotel's wall clock in
 * `zone`, or null.
 */
export function hotelInstant(day: string, clock: string, zone: string): number | null {
  const c = /^(\d{2}):(\d{2})$/.exec(clock)
  if (!c || +c[1]! > 23 || +c[2]! > 59) return null
  const at = instantAt(day, +c[1]! * 60 + +c[2]!, zone)
  return Number.isNaN(at) ? null : at
}

/** Whether a start is on a quarter hour (the server refuses any other). */
export const onQuarterHour = (at: number): boolean => at % (SLOT_MINUTES * 60_000) === 0

/** The popup's fields of an instant: the hotel's "YYYY-MM-DD" and "HH:MM". */
export const dayField = (at: number, zone: string) => dayIn(at, zone)
export const clockField = (at: number, zone: string) => hhmmIn(at, zone)
