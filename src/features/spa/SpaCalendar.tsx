import { useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { Calendar, type stringOrDate } from 'react-big-calendar'
import dragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop'
import 'react-big-calendar/lib/css/react-big-calendar.css'
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css'
import type { Locale } from '../../app/locale.ts'
import {
  CALENDAR_COMPONENTS,
  CALENDAR_VIEWS,
  SCROLL_TO,
  useCalendarMessages,
  workHourSlot,
  type CalendarView,
} from '../reservations-timeline/calendar-base.tsx'
import { localizer } from '../reservations-timeline/calendar-localizer.ts'
import { calendarEnd } from '../reservations-timeline/timeline-model.ts'
import '../reservations-timeline/calendar-views.css'
import type { SpaEvent } from './spa-model.ts'

// The addon is CommonJS: the bundle may hand back its module object instead of its default.
const withDragAndDrop =
  (dragAndDrop as unknown as { default?: typeof dragAndDrop }).default ?? dragAndDrop
const DnDCalendar = withDragAndDrop<SpaEvent>(Calendar)

const eventProps = (event: SpaEvent) => ({
  className: `timeline-event spa-event${event.status === 'Pending' ? ' spa-event--pending' : ''}${event.waiting ? ' spa-event--waiting' : ''}${event.refused ? ' spa-event--refused' : ''}`,
  style: { '--event': event.color } as CSSProperties,
})
const movable = (event: SpaEvent) => event.movable
const noop = () => {}
const asDate = (value: stringOrDate) => (typeof value === 'string' ? new Date(value) : value)

interface SpaCalendarProps {
  view: CalendarView
  date: Date
  events: SpaEvent[]
  locale: Locale
  /** Whether appointments may be dragged (reservationsWrite). */
  editable: boolean
  onSelectEvent: (event: SpaEvent) => void
  /** A drag moved (or, `resized`, resized) an appointment: its new start and end. */
  onMove: (event: SpaEvent, start: Date, end: Date, resized: boolean) => void
}

/**
 * The spa's Day, Week and Agenda: react-big-calendar with its drag-and-drop addon (both loaded
 * only with these views); an appointment dragged or resized snaps to quarter hours.
 */
export function SpaCalendar(props: SpaCalendarProps) {
  const { t } = useLingui()
  const messages = useCalendarMessages<SpaEvent>(t`Appointment`, t`No appointments in this period.`)
  const moved =
    (resized: boolean) =>
    ({ event, start, end }: EventInteractionArgs<SpaEvent>) =>
      props.onMove(event, asDate(start), asDate(end), resized)
  return (
    <DnDCalendar
      className="timeline-calendar spa-calendar"
      localizer={localizer}
      culture={props.locale}
      events={props.events}
      views={CALENDAR_VIEWS}
      view={props.view}
      onView={noop}
      date={props.date}
      onNavigate={noop}
      onSelectEvent={props.onSelectEvent}
      endAccessor={calendarEnd}
      selectable={false}
      draggableAccessor={props.editable ? movable : () => false}
      resizableAccessor={props.editable ? movable : () => false}
      resizable={props.editable}
      onEventDrop={moved(false)}
      onEventResize={moved(true)}
      step={15}
      timeslots={4}
      scrollToTime={SCROLL_TO}
      slotPropGetter={workHourSlot}
      eventPropGetter={eventProps}
      messages={messages}
      components={CALENDAR_COMPONENTS}
      toolbar={false}
      popup
    />
  )
}
