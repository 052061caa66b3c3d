import { formatDay, timeFormat } from '../../lib/dates.ts'
import { hotelZone } from '../../lib/hotel-zone.ts'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }

/**
 * A calendar day (`YYYY-MM-DD`) or an instant (ISO, on the hotel's clock) as a date with the
 * year: "24 Nov 2026".
 */
export function formatDate(value: string | null, intl: readonly string[]): string {
  if (!value) return ''
  if (DAY.test(value)) return formatDay(value, intl, DATE)
  const at = Date.parse(value)
  if (Number.isNaN(at)) return ''
  return timeFormat(intl, DATE, hotelZone()).format(at)
}

/** An instant (ISO) with its date and 24-hour time, on the hotel's clock. */
export function formatDateTime(iso: string, intl: readonly string[]): string {
  const at = Date.parse(iso)
  if (Number.isNaN(at)) return ''
  return timeFormat(
    intl,
    { ...DATE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    hotelZone(),
  ).format(at)
}

/** A stay's days: "1 May 2026 – 4 May 2026" (the check-out alone when the arrival is unknown). */
export function formatStayDays(
  stay: { arrival: string | null; checkout: string },
  intl: readonly string[],
): string {
  const checkout = formatDate(stay.checkout, intl)
  return stay.arrival ? `${formatDate(stay.arrival, intl)} – ${checkout}` : checkout
}
