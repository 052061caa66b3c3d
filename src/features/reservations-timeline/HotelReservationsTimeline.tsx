import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useState } from 'react'
import { Calendar, type HeaderProps, type Messages, type View } from 'react-big-calendar'
import 'react-big-calendar/lib/css/react-big-calendar.css'
import { useParams } from 'react-router'
import { TABLE_RESERVATION_TYPES } from '../../../sync/protocol/rules/index.ts'
import { useServices } from '../../app/staff/shared-queries.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { resolveService } from '../menu/menu-model.ts'
import { localizer } from './calendar-localizer.ts'
import { useTimelineRows } from './queries.ts'
import { ReservationPopup } from './ReservationPopup.tsx'
import { TimelineContext } from './timeline-context.ts'
import {
  calendarEnd,
  initialView,
  isWorkHour,
  timelineEvents,
  type TimelineEvent,
} from './timeline-model.ts'
import { TimelineWeekView } from './TimelineWeekView.tsx'
import './timeline.css'

const VIEWS = { day: true, week: true, timelineWeek: TimelineWeekView, agenda: true }
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

/**
 * HotelReservationsTimeline /app/h/reservationstimeline/{service}: the service's reservations on
 * a read-only calendar (Day, Week, TimelineWeek with the tables as rows, Agenda), from IndexedDB,
 * so it works offline; work hours 7:00 to 20:00 highlighted; a click opens the reservation.
 */
export function HotelReservationsTimeline() {
  const { t } = useLingui()
  const { service: param } = useParams()
  const { locale, intl } = useActiveLocale()
  const services = useServices()
  const list = useMemo(
    () =>
      (services ?? []).filter((s) =>
        (TABLE_RESERVATION_TYPES as readonly string[]).includes(s.type),
      ),
    [services],
  )
  const service = resolveService(param, list)
  const rows = useTimelineRows(service?._id)
  const [chosen, setView] = useState<View | null>(null)
  const [date, setDate] = useState(() => new Date())
  const [open, setOpen] = useState<TimelineEvent | null>(null)
  const events = useMemo(() => (rows ? timelineEvents(rows.reservations, rows.tables) : []), [rows])
  const view: View =
    chosen ?? (initialView(window.innerWidth, (rows?.tables.length ?? 0) > 0) as View)
  const context = useMemo(() => ({ tables: rows?.tables ?? [], intl }), [rows, intl])
  const close = useCallback(() => setOpen(null), [])
  const messages = useMemo(
    () =>
      ({
        today: t`Today`,
        previous: t`Back`,
        next: t`Next`,
        day: t`Day`,
        week: t`Week`,
        timelineWeek: t`Timeline week`,
        agenda: t`Agenda`,
        date: t`Date`,
        time: t`Time`,
        event: t`Reservation`,
        allDay: t`All day`,
        noEventsInRange: t`No reservations in this period.`,
        showMore: (count: number) => t`+${count} more`,
      }) as Messages<TimelineEvent>,
    [t],
  )

  if (!services || (service && !rows)) {
    return (
      <p role="status">
        <Trans>Loading the reservations…</Trans>
      </p>
    )
  }
  if (!service) {
    return (
      <p className="timeline-empty">
        <Trans>This business has no restaurant or pool taking reservations.</Trans>
      </p>
    )
  }
  return (
    <div className="timeline-screen">
      <header className="timeline-screen__header">
        <h1 tabIndex={-1}>
          <Trans>Reservation timeline</Trans>
        </h1>
        <p className="timeline-screen__service">{service.name}</p>
      </header>
      <TimelineContext.Provider value={context}>
        <Calendar<TimelineEvent>
          className="timeline-calendar"
          localizer={localizer}
          culture={locale}
          events={events}
          views={VIEWS}
          view={view}
          onView={setView}
          date={date}
          onNavigate={setDate}
          onSelectEvent={setOpen}
          endAccessor={calendarEnd}
          selectable={false}
          step={15}
          timeslots={4}
          scrollToTime={SCROLL_TO}
          slotPropGetter={workHourSlot}
          eventPropGetter={byStatus}
          messages={messages}
          components={COMPONENTS}
          popup
        />
      </TimelineContext.Provider>
      <ReservationPopup event={open} intl={intl} onClose={close} />
    </div>
  )
}
