/*
 * The light half of the hotel's clock (hotel-clock.ts re-exports it): the hotel's day and minute
 * of an instant, read with one cached formatter per zone. The guest pages load only this half, so
 * their initial JavaScript stays inside its budget.
 */

const formats = new Map<string, Intl.DateTimeFormat>()
const PARTS = /(\d+)\/(\d+)\/(\d+), (\d+):(\d+)/

/** The hotel's wall clock at an instant, to the minute, as written: year, month, day, hour, minute. */
export function wallFields(at: number, zone: string): [string, string, string, string, string] {
  let format = formats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formats.set(zone, format)
  }
  const [, m = '', d = '', y = '', h = '', min = ''] = PARTS.exec(format.format(at)) ?? []
  return [y, m, d, h, min]
}

/** The hotel's wall clock at an instant: its day ('YYYY-MM-DD') and minutes since midnight. */
function wall(at: number, zone: string): { day: string; minutes: number } {
  const [y, m, d, h, min] = wallFields(at, zone)
  return { day: `${y}-${m}-${d}`, minutes: Number(h) * 60 + Number(min) }
}

/** The hotel's day of an instant. */
export const dayIn = (at: number, zone: string): string => wall(at, zone).day

/** The hotel's today. */
export const todayIn = (zone: string, now: number = Date.now()): string => dayIn(now, zone)

/** Minutes since the hotel's midnight at an instant (0 to 1439). */
export const minutesIn = (at: number, zone: string): number => wall(at, zone).minutes

/** Midnight of a 'YYYY-MM-DD' day in wall milliseconds, or NaN for a day that does not exist. */
export function wallMidnight(day: string): number {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN
  return Number.isFinite(at) && new Date(at).toISOString().startsWith(day) ? at : Number.NaN
}
