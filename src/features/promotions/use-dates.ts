import { useLingui } from '@lingui/react/macro'
import { todayIn } from '../../../sync/protocol/rules/index.ts'
import { intlLocales, parseLocale } from '../../app/locale.ts'
import { formatDay } from '../../lib/dates.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'
import { useNow } from '../../lib/use-now.ts'

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }

/** The hotel's today and a "1 May 2026 – 7 May 2026" of a row's days, in the staff language. */
export function useDates() {
  const { i18n } = useLingui()
  const zone = useHotelZone()
  const now = useNow()
  const locales = intlLocales(parseLocale(i18n.locale))
  const day = (d: string) => formatDay(d, locales, DAY)
  return {
    today: todayIn(zone, now.getTime()),
    span: (row: { startDate: string; endDate: string }) =>
      row.startDate === row.endDate
        ? day(row.startDate)
        : `${day(row.startDate)} – ${day(row.endDate)}`,
  }
}
