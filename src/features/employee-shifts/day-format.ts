import { dateTimeFormat } from '../../lib/intl-cache.ts'
import { dayDate } from './week.ts'

/** A week's first to last day in the staff language ("23–29 Nov 2026"). */
export function weekRange(dates: readonly string[], intl: readonly string[]): string {
  const format = dateTimeFormat(intl, { day: 'numeric', month: 'short', year: 'numeric' })
  return format.formatRange(dayDate(dates[0]!), dayDate(dates[dates.length - 1]!))
}

/** A day on a card: "Mon 30". */
export const shortDay = (day: string, intl: readonly string[]): string =>
  dateTimeFormat(intl, { weekday: 'short', day: 'numeric' }).format(dayDate(day))

/** A day in the form: "Monday, 30 November". */
export const longDay = (day: string, intl: readonly string[]): string =>
  dateTimeFormat(intl, { weekday: 'long', day: 'numeric', month: 'long' }).format(dayDate(day))
