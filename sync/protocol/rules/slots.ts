/*
 * Reservation time slots (spec 000 §5, §9; spec 001 §2): plain functions shared by the server
 * (free slots, the table claim) and the guest, public and staff screens. Zod-free.
 *
 * Days and working hours are the hotel's wall clock in the business's time zone (hotel-clock.ts):
 * a day is 'YYYY-MM-DD', an instant is UTC milliseconds, `zone` an IANA name.
 */
import {
  addDays,
  clockIn,
  dayIn,
  instantAt,
  wallMidnight,
  wallSpanIn,
  weekdayOf,
} from './hotel-clock.ts'

/** One slot is a quarter hour. */
export const SLOT_MINUTES = 15
export const SLOT_MS = SLOT_MINUTES * 60_000
/** A reservation holds its table this long unless the table has its own length. */
export const DEFAULT_RESERVATION_MINUTES = 120
/** Guests and staff pick a date from today to today plus this many days. */
export const GUEST_DATE_WINDOW_DAYS = 10
/** The public form offers the next 7 days (today included), closed dates left out. */
export const PUBLIC_DATE_WINDOW_DAYS = 7
/** The public form's guest count goes up to 15. */
export const PUBLIC_MAX_GUESTS = 15

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const

export interface ClockTime {
  h: number
  m: number
}
export interface OpeningHours {
  start: ClockTime
  end: ClockTime
}
export type WeekHours = Partial<Record<(typeof WEEKDAYS)[number], OpeningHours>>

/** Working hours when a service has none (spec §9): every day 00:00 to 00:15. */
export const DEFAULT_DAY_HOURS: OpeningHours = { start: { h: 0, m: 0 }, end: { h: 0, m: 15 } }

/** A table's length in minutes: 4 slots per hour plus minutes/15 (rounded up), else the default. */
export function tableLengthMinutes(length: ClockTime | null | undefined): number {
  if (!length) return DEFAULT_RESERVATION_MINUTES
  const slots = length.h * 4 + Math.ceil(length.m / SLOT_MINUTES)
  return slots > 0 ? slots * SLOT_MINUTES : DEFAULT_RESERVATION_MINUTES
}

/** A reservation over several tables holds them all for the longest of their lengths. */
export function reservationLengthMinutes(lengths: readonly (ClockTime | null)[]): number {
  if (lengths.length === 0) return DEFAULT_RESERVATION_MINUTES
  return Math.max(...lengths.map(tableLengthMinutes))
}

/** Whether a string is a real 'YYYY-MM-DD' day. */
export const isDay = (day: string): boolean => !Number.isNaN(wallMidnight(day))

export const addDaysTo = addDays

/** The working hours of that day of the week; the default when the service has none at all. */
export function hoursOn(week: WeekHours | null | undefined, day: string): OpeningHours | null {
  if (!week || Object.keys(week).length === 0) return DEFAULT_DAY_HOURS
  return week[WEEKDAYS[weekdayOf(day)]!] ?? null
}

/** The day's working hours as instants: an end at or before the start runs past midnight. */
export function hoursSpan(hours: OpeningHours, day: string, zone: string): [number, number] {
  return wallSpanIn(day, hours.start.h * 60 + hours.start.m, hours.end.h * 60 + hours.end.m, zone)
}

/**
 * The slot starts of a day: every quarter hour from opening while the slot ends by closing (an
 * end at or before the start runs past midnight). For today only those after `now`: from the
 * next quarter hour on. Real quarter hours: the day the clocks go forward has four fewer in a
 * night that runs through the change, the day they go back four more.
 */
export function daySlots(
  hours: OpeningHours | null,
  day: string,
  now: number,
  zone: string,
): number[] {
  if (!hours || !isDay(day)) return []
  const [open, close] = hoursSpan(hours, day, zone)
  const first = Math.ceil(open / SLOT_MS) * SLOT_MS
  const slots: number[] = []
  for (let at = first; at + SLOT_MS <= close; at += SLOT_MS) if (at > now) slots.push(at)
  return slots
}

/**
 * Whether `at` is a bookable slot: one of its day's, or one after midnight of the day before
 * whose hours run past midnight (a bar open 18:00 to 01:00 takes 00:30).
 */
export function isOpenSlot(
  week: WeekHours | null | undefined,
  at: number,
  now: number,
  zone: string,
): boolean {
  const day = dayIn(at, zone)
  const before = addDaysTo(day, -1)
  return (
    daySlots(hoursOn(week, day), day, now, zone).includes(at) ||
    daySlots(hoursOn(week, before), before, now, zone).includes(at)
  )
}

/** The first instant of a day at the hotel. */
export const dayStartIn = (day: string, zone: string): number => instantAt(day, 0, zone)

/** The hotel's hour and minute of an instant (a slot's `time` on the wire). */
export const hourMinuteOf = (at: number, zone: string): ClockTime => clockIn(at, zone)

export const isQuarterHour = (at: number): boolean => at % SLOT_MS === 0

/** Two ranges overlap unless one ends when (or before) the other starts: adjacent slots do not. */
export function rangesOverlap(
  aStart: number,
  aMinutes: number,
  bStart: number,
  bMinutes: number,
): boolean {
  return aStart < bStart + bMinutes * 60_000 && bStart < aStart + aMinutes * 60_000
}

/** The quarter hours a reservation holds its tables for: what `table_claims` stores. */
export function claimedSlots(start: number, minutes: number): number[] {
  const slots: number[] = []
  for (let at = start; at < start + minutes * 60_000; at += SLOT_MS) slots.push(at)
  return slots
}

/** A closed-between range of a service (options.closedBetween): first and last closed day. */
export interface ClosedRange {
  start: string
  end: string
}

/** The range as days, or null when not set or not readable (ISO instants are cut to the day). */
export function closedDays(range: unknown): ClosedRange | null {
  if (typeof range !== 'object' || range === null) return null
  const { start, end } = range as { start?: unknown; end?: unknown }
  if (typeof start !== 'string' || typeof end !== 'string') return null
  const days = { start: start.slice(0, 10), end: end.slice(0, 10) }
  if (!isDay(days.start) || !isDay(days.end)) return null
  return days
}

export const isClosedOn = (range: ClosedRange | null, day: string): boolean =>
  range !== null && range.start <= day && day <= range.end

/** The day the service opens again: the day after the closed range ends. */
export const reopeningDay = (range: ClosedRange): string => addDaysTo(range.end, 1)

/** Guests and staff: today to today plus 10 days. */
export function guestDates(today: string): string[] {
  return Array.from({ length: GUEST_DATE_WINDOW_DAYS + 1 }, (_, i) => addDaysTo(today, i))
}

/** The public form: the next 7 days (today first) without the closed ones. */
export function publicDates(today: string, closed: ClosedRange | null): string[] {
  return Array.from({ length: PUBLIC_DATE_WINDOW_DAYS }, (_, i) => addDaysTo(today, i)).filter(
    (day) => !isClosedOn(closed, day),
  )
}

/** A booking that holds tables: its start, length and tables. */
export interface Holding {
  time: number
  length: number
  tableIds: readonly string[]
  number: number
}

/** The held tables among `tableIds` for [start, start + minutes): the ones a new booking can't take. */
export function heldTables(
  holdings: readonly Holding[],
  start: number,
  minutes: number,
): Set<string> {
  const held = new Set<string>()
  for (const h of holdings)
    if (rangesOverlap(start, minutes, h.time, h.length)) for (const id of h.tableIds) held.add(id)
  return held
}

export interface SlotTable {
  _id: string
  capacity: number
  length: ClockTime | null
}

/**
 * Whether a party of `guests` finds room at `start`. Positional: the tables free for their own
 * length seat them together. Otherwise the service's seats (its active tables) less the guests
 * of overlapping bookings; a service without tables takes any booking in its hours.
 */
export function slotAvailable(
  start: number,
  guests: number,
  tables: readonly SlotTable[],
  holdings: readonly Holding[],
  positional: boolean,
): boolean {
  if (positional) {
    let seats = 0
    for (const table of tables) {
      const held = heldTables(holdings, start, tableLengthMinutes(table.length))
      if (!held.has(table._id)) seats += table.capacity
    }
    return seats >= guests
  }
  if (tables.length === 0) return true
  const seats = tables.reduce((sum, t) => sum + t.capacity, 0)
  const booked = holdings
    .filter((h) => rangesOverlap(start, DEFAULT_RESERVATION_MINUTES, h.time, h.length))
    .reduce((sum, h) => sum + h.number, 0)
  return seats - booked >= guests
}
