import { useLingui } from '@lingui/react/macro'
import { Calendar } from 'react-big-calendar'
import 'react-big-calendar/lib/css/react-big-calendar.css'
import type { Locale } from '../../app/locale.ts'
import {
  CALENDAR_COMPONENTS,
  CALENDAR_VIEWS,
  SCROLL_TO,
  useCalendarMessages,
  workHourSlot,
  type CalendarView,
} from './calendar-base.tsx'
import { localizer } from './calendar-localizer.ts'
import { calendarEnd, type TimelineEvent } from './timeline-model.ts'
import './calendar-views.css'

export type { CalendarView } from './calendar-base.tsx'

const byStatus = (event: TimelineEvent) => ({
  className: `timeline-event timeline-event--${event.reservation.status.toLowerCase()}`,
})
const noop = () => {}

interface CalendarViewsProps {
  view: CalendarView
  date: Date
  events: TimelineEvent[]
  locale: Locale
  onSelectEvent: (event: TimelineEvent) => void
}

/**
 * Day, Week and Agenda: react-big-calendar (and its stylesheet), loaded only when one of them is
 * chosen. The screen holds the date and the view and draws the toolbar.
 */
export function CalendarViews({ view, date, events, locale, onSelectEvent }: CalendarViewsProps) {
  const { t } = useLingui()
  const messages = useCalendarMessages<TimelineEvent>(
    t`Reservation`,
    t`No reservations in this period.`,
  )
  return (
    <Calendar<TimelineEvent>
      className="timeline-calendar"
      localizer={localizer}
      culture={locale}
      events={events}
      views={CALENDAR_VIEWS}
      view={view}
      onView={noop}
      date={date}
      onNavigate={noop}
      onSelectEvent={onSelectEvent}
      endAccessor={calendarEnd}
      selectable={false}
      step={15}
      timeslots={4}
      scrollToTime={SCROLL_TO}
      slotPropGetter={workHourSlot}
      eventPropGetter={byStatus}
      messages={messages}
      components={CALENDAR_COMPONENTS}
      toolbar={false}
      popup
    />
  )
}
