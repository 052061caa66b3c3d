/*
 * The hotel's clock (DESIGN §4): the one place that converts between instants and the hotel's
 * wall clock, and formats times. Zod-free; the server, the sync engine and every screen use it.
 *
 * An instant is UTC milliseconds (stored and sent as an ISO string with Z). A business has an IANA
 * time zone (`time_zone`, UTC when it has none); every day ('YYYY-MM-DD'), working hour, slot,
 * shift, closed range, category hour and report day is the hotel's wall clock in that zone,
 * whatever the device's own zone. Nothing here reads the device's zone.
 *
 * "Wall milliseconds" are the wall clock's fields read as if they were UTC: `wallOf(at)` of 21:30
 * in Belgrade is Date.UTC(…, 21, 30). They make day and hour arithmetic plain; `instantOf` turns
 * them back into an instant.
 */

import { dayIn, minutesIn, todayIn, wallFields, wallMidnight } from './hotel-day.ts'

export { dayIn, minutesIn, todayIn, wallMidnight }

export const DEFAULT_TIME_ZONE = 'UTC'

const MINUTE = 60_000
const QUARTER = 15 * MINUTE
const HALF_DAY = 12 * 60 * MINUTE
const DAY = 2 * HALF_DAY

const offsets = new Map<string, number>()

/** Whether `name` is a time zone this runtime knows (an IANA name such as `Europe/Belgrade`). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** The zone to use for a business row that may have none (older rows, tests): UTC then. */
export const zoneOf = (business: { time_zone?: string | null } | null | undefined): string =>
  business?.time_zone || DEFAULT_TIME_ZONE

/** The offset at an instant, read off the wall clock (every offset since 1972 is whole minutes). */
function computeOffset(at: number, zone: string): number {
  const [y, m, d, h, min] = wallFields(at, zone)
  const wall = Date.UTC(Number(y), Number(m) - 1, Number(d), Number(h), Number(min))
  return wall - Math.floor(at / MINUTE) * MINUTE
}

/**
 * The zone's offset from UTC at an instant, in milliseconds (Belgrade in July: +2 h).
 *
 * Asking Intl is slow (a screen of a week's bookings asks thousands of times), and an offset
 * changes a few times a year. So each UTC day is asked about at its first and last millisecond:
 * the same offset at both ends is the day's offset (no zone changes and changes back within one
 * day), kept for the day. A day whose ends differ holds a change; its instants are asked one
 * quarter hour at a time (offsets change only on quarter hours), also kept.
 */
export function zoneOffset(at: number, zone: string): number {
  if (zone === 'UTC' || !Number.isFinite(at)) return 0
  const day = Math.floor(at / DAY)
  const dayKey = `${zone}|d${day}`
  let offset = offsets.get(dayKey)
  if (offset === undefined) {
    const first = computeOffset(day * DAY, zone)
    const last = computeOffset(day * DAY + DAY - 1, zone)
    offset = first === last ? first : Number.NaN
    remember(dayKey, offset)
  }
  if (!Number.isNaN(offset)) return offset
  const quarterKey = `${zone}|${Math.floor(at / QUARTER)}`
  let exact = offsets.get(quarterKey)
  if (exact === undefined) {
    exact = computeOffset(at, zone)
    remember(quarterKey, exact)
  }
  return exact
}

function remember(key: string, offset: number): void {
  if (offsets.size > 20_000) offsets.clear()
  offsets.set(key, offset)
}

/** The hotel's wall clock at an instant, as wall milliseconds (read with getUTC…). */
export const wallOf = (at: number, zone: string): number => at + zoneOffset(at, zone)

/**
 * The instant a wall time names. A wall time that happens twice (the hour the clocks go back) is
 * the first; one that does not exist (the hour the clocks go forward) is moved forward by the gap,
 * as the clocks are (02:30 on that day is 03:30).
 */
export function instantOf(wall: number, zone: string): number {
  if (zone === 'UTC' || !Number.isFinite(wall)) return wall
  const early = wall - zoneOffset(wall - HALF_DAY, zone)
  const late = wall - zoneOffset(wall + HALF_DAY, zone)
  const earlyFits = wallOf(early, zone) === wall
  const lateFits = wallOf(late, zone) === wall
  if (earlyFits && lateFits) return Math.min(early, late)
  if (earlyFits) return early
  if (lateFits) return late
  return early
}

const pad = (n: number): string => String(n).padStart(2, '0')

/** 'YYYY-MM-DD' of wall milliseconds. */
export const wallDay = (wall: number): string => new Date(wall).toISOString().slice(0, 10)

/** The instant a day starts at the hotel (its midnight; the first instant of the day). */
export const startOfDayIn = (day: string, zone: string): number =>
  instantOf(wallMidnight(day), zone)

/** The instant of a wall time on a day at the hotel (minutes past midnight may exceed a day). */
export const instantAt = (day: string, minutes: number, zone: string): number =>
  instantOf(wallMidnight(day) + minutes * MINUTE, zone)

/** The hotel's hour and minute at an instant. */
export function clockIn(at: number, zone: string): { h: number; m: number } {
  const wall = new Date(wallOf(at, zone))
  return { h: wall.getUTCHours(), m: wall.getUTCMinutes() }
}

/** 'HH:MM' (24-hour) at the hotel. */
export function hhmmIn(at: number, zone: string): string {
  const { h, m } = clockIn(at, zone)
  return `${pad(h)}:${pad(m)}`
}

/** The weekday of a day: 0 Sunday … 6 Saturday (a day has the same weekday everywhere). */
export const weekdayOf = (day: string): number => new Date(wallMidnight(day)).getUTCDay()

/** A day plus `days` days. */
export const addDays = (day: string, days: number): string =>
  wallDay(wallMidnight(day) + days * 86_400_000)

/** How long a day is at the hotel in minutes (1380 or 1500 on the days the clocks change). */
export const dayMinutesIn = (day: string, zone: string): number =>
  (startOfDayIn(addDays(day, 1), zone) - startOfDayIn(day, zone)) / MINUTE

/**
 * A span of wall times on a day as instants: `end` at or before `start` runs past midnight into
 * the next day. Used for working hours, breaks and shifts.
 */
export function wallSpanIn(
  day: string,
  startMinutes: number,
  endMinutes: number,
  zone: string,
): [number, number] {
  const end = endMinutes <= startMinutes ? endMinutes + 1440 : endMinutes
  return [instantAt(day, startMinutes, zone), instantAt(day, end, zone)]
}

const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * A formatter of instants in the hotel's zone (built once per locales, options and zone): every
 * time a person reads goes through one of these, never through the device's zone.
 */
export function hotelFormat(
  locales: string | readonly string[],
  options: Intl.DateTimeFormatOptions,
  zone: string,
): Intl.DateTimeFormat {
  const key = JSON.stringify([locales, options, zone])
  let format = formats.get(key)
  if (!format) {
    const list = typeof locales === 'string' ? [locales] : [...locales]
    format = new Intl.DateTimeFormat(list, { ...options, timeZone: zone })
    formats.set(key, format)
  }
  return format
}

/**
 * A Date whose LOCAL fields read the hotel's wall clock at `at`, for libraries that work in the
 * device's zone (the calendar, date-fns): show it, never store it. `fromShownDate` undoes it.
 */
export function shownDate(at: number, zone: string): Date {
  const wall = new Date(wallOf(at, zone))
  return new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
  )
}

/** The instant a shown Date (local fields = the hotel's wall clock) stands for. */
export function fromShownDate(date: Date, zone: string): number {
  const wall = Date.UTC(
    date.getFullYear(),
    date.getMonth(),
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
  )
  return instantOf(wall, zone)
}

/** The shown Date of a day's midnight (the calendar's date of a hotel day). */
export function shownDay(day: string): Date {
  const wall = new Date(wallMidnight(day))
  return new Date(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate())
}

/** The hotel day a shown Date is on. */
export const dayOfShown = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
