/**
 * The dates a hotel could mean (DESIGN §4, "sane bounds on every value"). Every day or instant a
 * route or a push action accepts is checked here, through the wire schemas (sync/protocol/*.ts),
 * so a single route and its push action refuse the same values with a 400 naming the field.
 *
 * The windows are wide on purpose (whole days on UTC, days either side), so the hotel's own time
 * zone never decides whether a value is sane; the finer rules (the public's next 7 open days, a
 * locked past shift day, a slot of the working hours) stay with the domain.
 */

const DAY_MS = 86_400_000

/** Reads (reports, history, by-date lists): a calendar day of these years. */
export const READ_FIRST_DAY = '2000-01-01'
export const READ_LAST_DAY = '2100-12-31'

/**
 * Bookings (table reservations, spa appointments): staff may write one down up to a month after
 * it was due (a desk offline for days, a walk-in recorded late); nobody books more than a year
 * ahead.
 */
export const BOOKING_PAST_DAYS = 31
export const BOOKING_AHEAD_DAYS = 366

/** Stays (check-in, add stay, extend): arrival and departure within three years of today. */
export const STAY_PAST_DAYS = 3 * 366
export const STAY_AHEAD_DAYS = 3 * 366
/** The longest stay, in nights. */
export const MAX_STAY_NIGHTS = 366

/** Shift weeks: a year back (the locked past stays readable) and two years ahead. */
export const SHIFT_PAST_DAYS = 366
export const SHIFT_AHEAD_DAYS = 2 * 366

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** `YYYY-MM-DD` that names a real day of the calendar (no 2026-02-30, no month 13). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(2000, month - 1, day))
  date.setUTCFullYear(year)
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

const utcDay = (at: number): string => new Date(at).toISOString().slice(0, 10)
const shifted = (now: number, days: number): string => utcDay(now + days * DAY_MS)

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is before. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** The inclusive window of days around `now`: `past` days back to `ahead` days ahead. */
export interface DayWindow {
  first: string
  last: string
}

export const readWindow = (): DayWindow => ({ first: READ_FIRST_DAY, last: READ_LAST_DAY })
export const bookingWindow = (now: number): DayWindow => ({
  first: shifted(now, -BOOKING_PAST_DAYS),
  last: shifted(now, BOOKING_AHEAD_DAYS),
})
export const stayWindow = (now: number): DayWindow => ({
  first: shifted(now, -STAY_PAST_DAYS),
  last: shifted(now, STAY_AHEAD_DAYS),
})
export const shiftWindow = (now: number): DayWindow => ({
  first: shifted(now, -SHIFT_PAST_DAYS),
  last: shifted(now, SHIFT_AHEAD_DAYS),
})

/** Why `day` is refused (a text for the 400, after the field's name), or null when it is fine. */
export function dayProblem(day: string, window: DayWindow): string | null {
  if (!isCalendarDay(day)) return 'must be a real day written YYYY-MM-DD'
  if (day < window.first || day > window.last)
    return `must be a day from ${window.first} to ${window.last}`
  return null
}

/** Why the instant `iso` is refused; its UTC day must lie in `window`. */
export function instantProblem(iso: string, window: DayWindow): string | null {
  const at = Date.parse(iso)
  if (Number.isNaN(at)) return 'must be a date and time'
  // Years before 1000 or after 9999 fall outside every window, and toISOString can throw on them.
  const day = at >= Date.UTC(1000, 0, 1) && at < Date.UTC(10000, 0, 1) ? utcDay(at) : '0000-00-00'
  if (day < window.first || day > window.last)
    return `must be a time from ${window.first} to ${window.last}`
  return null
}

/**
 * Why a stay from `arrival` to `checkout` is refused: a checkout before the arrival, or a stay
 * longer than MAX_STAY_NIGHTS. Null when fine. (Same day is a day use, allowed.)
 */
export function stayLengthProblem(arrival: string, checkout: string): string | null {
  const nights = daysBetween(arrival, checkout)
  if (nights < 0) return 'must not be before the arrival'
  if (nights > MAX_STAY_NIGHTS) return `a stay lasts at most ${MAX_STAY_NIGHTS} nights`
  return null
}
