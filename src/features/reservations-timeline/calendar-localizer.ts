import { format, getDay, parse, startOfWeek } from 'date-fns'
import { enGB, hr, srLatn } from 'date-fns/locale'
import { dateFnsLocalizer } from 'react-big-calendar'

/**
 * The calendar's dates in the staff member's language (en, srb, cro: the culture is the app's
 * locale), weeks from Monday.
 */
export const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales: { en: enGB, srb: srLatn, cro: hr },
})
