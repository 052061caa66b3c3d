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
