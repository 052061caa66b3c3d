import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { Calendar, type HeaderProps, type Messages } from 'react-big-calendar'
import 'react-big-calendar/lib/css/react-big-calendar.css'
import type { Locale } from '../../app/locale.ts'
import { localizer } from './calendar-localizer.ts'
import { calendarEnd, isWorkHour, type TimelineEvent } from './timeline-model.ts'
import './calendar-views.css'

export type CalendarView = 'day' | 'week' | 'agenda'
const VIEWS: CalendarView[] = ['day', 'week', 'agenda']

const SCROLL_TO = new Date(1970, 0, 1, 7, 0)
const workHourSlot = (date: Date) => (isWorkHour(date) ? { className: 'rbc-work-hour' } : {})
/**
 * The day headers as plain text: react-big-calendar's own give a span role="columnheader" with no
 * row around it, which screen readers cannot place (axe: aria-required-parent).
 */
const DayHeader = ({ label }: HeaderProps) => <span>{label}</span>
const COMPONENTS = { header: DayHeader }
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
  const messages = useMemo(
    (): Messages<TimelineEvent> => ({
      date: t`Date`,
      time: t`Time`,
      event: t`Reservation`,
      allDay: t`All day`,
      noEventsInRange: t`No reservations in this period.`,
      showMore: (count: number) => t`+${count} more`,
    }),
    [t],
  )
  return (
    <Calendar<TimelineEvent>
      className="timeline-calendar"
      localizer={localizer}
      culture={locale}
      events={events}
      views={VIEWS}
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
      components={COMPONENTS}
      toolbar={false}
      popup
    />
  )
}
