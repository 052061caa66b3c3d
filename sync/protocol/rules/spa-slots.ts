/*
 * Free spa slots (spec 001 §2, §3, §9): ONE pure module for the server's getFreeAppointments,
 * getFreeAppointmentsWithTherapists, getFreeTherapistsForAppointment and the booking check, and
 * for the guest and public booking pages and the spa timeline's drag re-check. Zod-free.
 *
 * A treatment of `length` minutes holds its spa room for the length plus the cleaning break (the
 * longer of the room's and the treatment's) and its therapist for the length plus the therapist
 * break, each rounded up to whole quarter hours (what the claims store). A slot is free when:
 *   - it starts on a quarter hour inside the day's working hours and the treatment ends by closing;
 *   - the treatment does not overlap the service's break hours (options.breakSet, breakHours);
 *   - the room has seats left for the party in every quarter hour of its hold (max persons);
 *   - when the treatment is therapist-driven: a therapist on shift that day covers the whole
 *     treatment and holds nothing else then, and more such therapists are free than appointments
 *     of that time still waiting for one.
 */
import type { ServiceOptions } from '../service.ts'
import { wallSpanIn } from './hotel-clock.ts'
import {
  SLOT_MS,
  addDaysTo,
  daySlots,
  hourMinuteOf,
  hoursOn,
  rangesOverlap,
  type ClockTime,
  type WeekHours,
} from './slots.ts'

const MINUTE = 60_000

export interface SpaRoomRules {
  _id: string
  max_persons: number
  /** Minutes the room is cleaned after each treatment. */
  cleaning_break: number
}

export interface SpaTreatmentRules {
  _id: string
  room_id: string
  length: number
  cleaning_break: number
  therapist_break: number
  max_persons: number
  /** null: as the spa service's option `therapiestDriven`. */
  therapist_driven: boolean | null
}

/** A live appointment (pending, accepted, active) as the slots see it. */
export interface SpaBusy {
  _id: string
  time: number
  room_id: string
  therapist_id: string | null
  persons: number
  /** Minutes it holds its room and its therapist (roomHoldMinutes, therapistHoldMinutes). */
  room_hold: number
  therapist_hold: number
  therapist_driven: boolean
}

/** A therapist's shift that day, as instants (an end at or before the start runs past midnight). */
export interface TherapistShift {
  therapist_id: string
  start: number
  end: number
}

export interface SpaServiceRules {
  workingHours: WeekHours | null | undefined
  /** Reads `therapiestDriven`, `breakSet` and `breakHours` ({start, end} clock times). */
  options: Pick<ServiceOptions, 'therapiestDriven' | 'breakSet' | 'breakHours'>
}

const quarters = (minutes: number): number => Math.ceil(minutes / 15) * 15

export const roomHoldMinutes = (t: SpaTreatmentRules, room: SpaRoomRules | undefined): number =>
  quarters(t.length + Math.max(t.cleaning_break, room?.cleaning_break ?? 0))

export const therapistHoldMinutes = (t: SpaTreatmentRules): number =>
  quarters(t.length + t.therapist_break)

export const isTherapistDriven = (t: SpaTreatmentRules, service: SpaServiceRules): boolean =>
  t.therapist_driven ?? service.options.therapiestDriven === true

/** The most persons one appointment of the treatment takes: its own and its room's limit. */
export const maxPersonsOf = (t: SpaTreatmentRules, room: SpaRoomRules | undefined): number =>
  Math.min(t.max_persons, room?.max_persons ?? t.max_persons)

function isClock(v: unknown): v is ClockTime {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as ClockTime).h === 'number' &&
    typeof (v as ClockTime).m === 'number'
  )
}

/** The service's break of that day as [start, end) instants, or null (no break set). */
export function breakOn(
  service: SpaServiceRules,
  day: string,
  zone: string,
): [number, number] | null {
  if (service.options.breakSet !== true) return null
  const hours = service.options.breakHours
  if (!hours || !isClock(hours.start) || !isClock(hours.end)) return null
  return wallSpanIn(day, hours.start.h * 60 + hours.start.m, hours.end.h * 60 + hours.end.m, zone)
}

/** A shift's HH:MM times (the hotel's wall clock) on a day, as instants. */
export function shiftSpan(
  day: string,
  startTime: string,
  endTime: string,
  zone: string,
): [number, number] {
  const minutes = (clock: string) => {
    const [h, m] = clock.split(':').map(Number) as [number, number]
    return h * 60 + m
  }
  return wallSpanIn(day, minutes(startTime), minutes(endTime), zone)
}

/**
 * The treatment's start times of a day: every quarter hour from opening whose treatment ends by
 * closing and stays clear of the break; today only after `now`.
 */
export function treatmentStarts(
  service: SpaServiceRules,
  length: number,
  day: string,
  now: number,
  zone: string,
): number[] {
  const hours = hoursOn(service.workingHours, day)
  const quarterSlots = daySlots(hours, day, now, zone)
  if (quarterSlots.length === 0) return []
  const close = quarterSlots.at(-1)! + SLOT_MS
  const pause = breakOn(service, day, zone)
  return quarterSlots.filter(
    (at) =>
      at + length * MINUTE <= close &&
      !(pause && rangesOverlap(at, length, pause[0], (pause[1] - pause[0]) / MINUTE)),
  )
}

/** Seats of the room left in every quarter hour of [start, start + minutes), the fullest counting. */
export function roomSeatsLeft(
  room: SpaRoomRules,
  busy: readonly SpaBusy[],
  start: number,
  minutes: number,
  except?: string,
): number {
  let fullest = 0
  for (let at = start; at < start + minutes * MINUTE; at += SLOT_MS) {
    let used = 0
    for (const b of busy)
      if (b.room_id === room._id && b._id !== except && rangesOverlap(at, 15, b.time, b.room_hold))
        used += b.persons
    fullest = Math.max(fullest, used)
  }
  return room.max_persons - fullest
}

/**
 * The therapists free for a treatment at `start`: on shift for the whole treatment, and holding
 * no other appointment during [start, start + hold). `except` leaves one appointment out (the one
 * being moved or accepted).
 */
export function freeTherapists(
  shifts: readonly TherapistShift[],
  busy: readonly SpaBusy[],
  start: number,
  length: number,
  hold: number,
  except?: string,
): string[] {
  const free = new Set<string>()
  for (const s of shifts)
    if (s.start <= start && start + length * MINUTE <= s.end) free.add(s.therapist_id)
  for (const b of busy) {
    if (b._id === except || b.therapist_id === null || !free.has(b.therapist_id)) continue
    if (rangesOverlap(start, hold, b.time, b.therapist_hold)) free.delete(b.therapist_id)
  }
  return [...free].sort()
}

/** Therapist-driven appointments of that time still waiting for a therapist: each needs one. */
export function waitingForTherapist(
  busy: readonly SpaBusy[],
  start: number,
  hold: number,
  except?: string,
): number {
  return busy.filter(
    (b) =>
      b._id !== except &&
      b.therapist_driven &&
      b.therapist_id === null &&
      rangesOverlap(start, hold, b.time, b.therapist_hold),
  ).length
}

export interface SpaDay {
  /** The business's time zone: the hours, breaks and shifts are its wall clock. */
  zone: string
  service: SpaServiceRules
  treatment: SpaTreatmentRules
  room: SpaRoomRules | undefined
  shifts: readonly TherapistShift[]
  busy: readonly SpaBusy[]
}

export interface SpaSlotCheck {
  /** Null when it fits; else why not (the refusal's field and English reason). */
  refusal: { field: string; reason: string } | null
  therapists: string[]
}

/**
 * Whether `persons` fit the treatment at `start` (with `therapistId`, when one is chosen),
 * leaving `except` out: the check every booking and move runs inside its transaction, and each
 * slot of the free lists.
 */
export function checkSpaSlot(
  spa: SpaDay,
  start: number,
  persons: number,
  therapistId: string | null,
  except?: string,
): SpaSlotCheck {
  const { treatment, room } = spa
  if (persons > maxPersonsOf(treatment, room))
    return {
      refusal: { field: 'persons', reason: `at most ${maxPersonsOf(treatment, room)} persons` },
      therapists: [],
    }
  if (!room)
    return { refusal: { field: 'room_id', reason: 'the spa room is gone' }, therapists: [] }
  const roomHold = roomHoldMinutes(treatment, room)
  if (roomSeatsLeft(room, spa.busy, start, roomHold, except) < persons)
    return { refusal: { field: 'room_id', reason: 'the spa room is full then' }, therapists: [] }
  if (!isTherapistDriven(treatment, spa.service) && therapistId === null)
    return { refusal: null, therapists: [] }
  const hold = therapistHoldMinutes(treatment)
  const therapists = freeTherapists(spa.shifts, spa.busy, start, treatment.length, hold, except)
  if (therapistId !== null) {
    return therapists.includes(therapistId)
      ? { refusal: null, therapists }
      : {
          refusal: { field: 'Therapist', reason: 'the therapist is not free or not on shift then' },
          therapists,
        }
  }
  if (therapists.length <= waitingForTherapist(spa.busy, start, hold, except))
    return { refusal: { field: 'time', reason: 'no therapist is free then' }, therapists }
  return { refusal: null, therapists }
}

export interface SpaFreeSlot {
  time: ClockTime
  at: string
  available: boolean
  /** The therapists free then (empty for a treatment that needs none). */
  therapists: string[]
}

/** The day's slots of a treatment for `persons`, each with whether it is free and who could do it. */
export function spaFreeSlots(
  spa: SpaDay,
  day: string,
  persons: number,
  now: number,
): SpaFreeSlot[] {
  return treatmentStarts(spa.service, spa.treatment.length, day, now, spa.zone).map((at) => {
    const check = checkSpaSlot(spa, at, persons, null)
    return {
      time: hourMinuteOf(at, spa.zone),
      at: new Date(at).toISOString(),
      available: check.refusal === null,
      therapists: check.refusal === null ? check.therapists : [],
    }
  })
}

/** The shifts of a day and of the day before that run past midnight into it. */
export const shiftDays = (day: string): string[] => [addDaysTo(day, -1), day]
