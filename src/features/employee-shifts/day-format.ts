import { hotelFormat, wallMidnight } from '../../../sync/protocol/rules/index.ts'
import { formatDay } from '../../lib/dates.ts'

/** A week's first to last day in the staff language ("23–29 Nov 2026"). */
export function weekRange(dates: readonly string[], intl: readonly string[]): string {
  const format = hotelFormat(intl, { day: 'numeric', month: 'short', year: 'numeric' }, 'UTC')
  return format.formatRange(wallMidnight(dates[0]!), wallMidnight(dates[dates.length - 1]!))
}

/** A day on a card: "Mon 30". */
export const shortDay = (day: string, intl: readonly string[]): string =>
  formatDay(day, intl, { weekday: 'short', day: 'numeric' })

/** A day in the form: "Monday, 30 November". */
export const longDay = (day: string, intl: readonly string[]): string =>
  formatDay(day, intl, { weekday: 'long', day: 'numeric', month: 'long' })
