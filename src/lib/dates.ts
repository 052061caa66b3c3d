import { dayIn, hotelFormat, wallMidnight } from '../../sync/protocol/rules/hotel-clock.ts'

type Locales = string | readonly string[]

/**
 * A formatter of instants on the hotel's wall clock (`zone`: the hotel's, see hotel-zone.ts).
 * Every time a screen shows goes through this, never through the device's zone.
 */
export const timeFormat = (
  locales: Locales,
  options: Intl.DateTimeFormatOptions,
  zone: string,
): Intl.DateTimeFormat => hotelFormat(locales, options, zone)

/** Formats a hotel day ('YYYY-MM-DD') as it is written on the calendar, in any device zone. */
export function formatDay(
  day: string,
  locales: Locales,
  options: Intl.DateTimeFormatOptions,
): string {
  const midnight = wallMidnight(day)
  if (Number.isNaN(midnight)) return day
  return hotelFormat(locales, options, 'UTC').format(midnight)
}

/**
 * The time of an order on a card: hours and minutes when it is from the hotel's today, else also
 * the day and month, so an order left open since yesterday is noticed. Always 24-hour clock.
 */
export function formatOrderTime(
  iso: string,
  locales: readonly string[],
  now: Date,
  zone: string,
): string {
  const at = Date.parse(iso)
  if (Number.isNaN(at)) return ''
  const sameDay = dayIn(at, zone) === dayIn(now.getTime(), zone)
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
    : { day: 'numeric', month: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
  return hotelFormat(locales, options, zone).format(at)
}

/**
 * The window a request is for (a cleaning), on the hotel's clock: "11:00–13:00" on the hotel's
 * today, else with the weekday ("Sat 11:00–13:00"). Always 24-hour clock.
 */
export function formatWindow(
  window: { start: string; end: string },
  locales: readonly string[],
  now: Date,
  zone: string,
): string {
  const start = Date.parse(window.start)
  const end = Date.parse(window.end)
  if (Number.isNaN(start) || Number.isNaN(end)) return ''
  const clock = hotelFormat(locales, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, zone)
  const span = `${clock.format(start)}–${clock.format(end)}`
  if (dayIn(start, zone) === dayIn(now.getTime(), zone)) return span
  return `${hotelFormat(locales, { weekday: 'short' }, zone).format(start)} ${span}`
}
