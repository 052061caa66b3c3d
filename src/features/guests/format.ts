import { dateTimeFormat } from '../../lib/intl-cache.ts'

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar day (`YYYY-MM-DD`) or an instant (ISO) as a date with the year: "24 Nov 2026". */
export function formatDate(value: string | null, intl: readonly string[]): string {
  if (!value) return ''
  const day = DAY.exec(value)
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return dateTimeFormat(intl, { day: 'numeric', month: 'short', year: 'numeric' }).format(date)
}

/** An instant (ISO) with its date and 24-hour time. */
export function formatDateTime(iso: string, intl: readonly string[]): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return dateTimeFormat(intl, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date)
}

/** A stay's days: "1 May 2026 – 4 May 2026" (the check-out alone when the arrival is unknown). */
export function formatStayDays(
  stay: { arrival: string | null; checkout: string },
  intl: readonly string[],
): string {
  const checkout = formatDate(stay.checkout, intl)
  return stay.arrival ? `${formatDate(stay.arrival, intl)} – ${checkout}` : checkout
}
