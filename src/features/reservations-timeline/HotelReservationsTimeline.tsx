import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react'
import { useParams } from 'react-router'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { serviceName as serviceNameIn } from '../../../sync/protocol/rules/service-names.ts'
import { dateTimeFormat } from '../../lib/intl-cache.ts'
import { whenIdleAfter } from '../../lib/when-idle.ts'
import { useTimelineRows } from './queries.ts'
import { ReservationPopup } from './ReservationPopup.tsx'
import { TimelineToolbar } from './TimelineToolbar.tsx'
import {
  coversByHour,
  dayWindow,
  DAY_VIEW_START_HOUR,
  eventsOfRow,
  initialView,
  weekDays,
  timelineEvents,
  timelineRows,
  type TimelineEvent,
  type TimelineView,
} from './timeline-model.ts'
import { navigate, viewTitle, type NavAction } from './timeline-nav.ts'
import { TimelineWeekView } from './TimelineWeekView.tsx'
import './timeline.css'
import { fromShownDate, shownDate } from '../../../sync/protocol/rules/index.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { useServices } from '../../app/staff/shared-queries.ts'
import { deskServices } from '../reservations/board.ts'
import { LazyNewReservation } from '../reservations/new/LazyNewReservation.tsx'
import type { NewReservationStart } from '../reservations/new/NewReservation.tsx'

const loadCalendarViews = () => import('./CalendarViews.tsx')
const CalendarViews = lazy(async () => ({ default: (await loadCalendarViews()).CalendarViews }))

/**
 * HotelReservationsTimeline /app/h/reservationstimeline/{service}: the service's reservations on
 * a read-only calendar (Day, Week, TimelineWeek with the tables as rows, Agenda), from IndexedDB,
 * so it works offline; work hours 7:00 to 20:00 highlighted; a click opens the reservation.
 * The timeline week is drawn by the screen itself; Day, Week and Agenda are react-big-calendar,
 * loaded when the screen is idle (or chosen), so the view a restaurant opens on paints at once.
 */
export function HotelReservationsTimeline() {
  const { service: param } = useParams()
  const { t } = useLingui()
  const { locale, intl } = useActiveLocale()
  const rows = useTimelineRows(param)
  const service = rows?.service
  const [chosen, setView] = useState<TimelineView | null>(null)
  const zone = useHotelZone()
  const [date, setDate] = useState(() => shownDate(Date.now(), zone))
  const [open, setOpen] = useState<TimelineEvent | null>(null)
  const me = useMe()
  const services = useServices()
  const [booking, setBooking] = useState<NewReservationStart | null>(null)
  // One table's day (a tap on its name in the week), or every table.
  const [focus, setFocus] = useState<string | null>(null)
  const events = useMemo(
    () => (rows ? timelineEvents(rows.reservations, rows.tables, zone) : []),
    [rows, zone],
  )
  const tableRows = useMemo(
    () =>
      timelineRows(events, rows?.tables ?? []).map((row) => ({
        ...row,
        name: row.name ?? t`No table`,
      })),
    [events, rows, t],
  )
  const perHour = useMemo(
    () =>
      coversByHour(
        events.map((e) => ({
          start: e.start,
          end: e.end,
          status: e.reservation.status,
          covers: e.reservation.number,
        })),
        weekDays(date).map(dayWindow),
      ),
    [events, date],
  )
  const covers = useMemo(() => {
    const dayName = dateTimeFormat(intl, { weekday: 'long', day: 'numeric', month: 'long' })
    const summary = (day: Date, hours: readonly number[]) => {
      const name = dayName.format(day)
      const peak = Math.max(0, ...hours)
      if (peak === 0) return t`${name}: no covers booked`
      const hour = `${String(DAY_VIEW_START_HOUR + hours.indexOf(peak)).padStart(2, '0')}:00`
      return t`${name}: at most ${plural(peak, { one: '# cover', other: '# covers' })}, at ${hour}`
    }
    return { perHour, heading: t`Covers`, summary }
  }, [perHour, intl, t])
  const view = chosen ?? initialView(window.innerWidth, (rows?.tables.length ?? 0) > 0)
  const focused = focus !== null && view !== 'timelineWeek'
  const focusName = focused ? (tableRows.find((r) => r.key === focus)?.name ?? '') : ''
  const shownEvents = focused ? eventsOfRow(events, focus) : events
  const close = useCallback(() => setOpen(null), [])
  const onNavigate = useCallback(
    (action: NavAction) => setDate((d) => navigate(view, d, action, shownDate(Date.now(), zone))),
    [view, zone],
  )
  // Day, Week and Agenda's code ahead, once the week is painted: idle gaps before that are the
  // wait for IndexedDB, and the calendar's evaluation and styles would delay the week.
  const shown = rows !== undefined
  useEffect(
    () => (shown ? whenIdleAfter(1000, () => void loadCalendarViews()) : undefined),
    [shown],
  )

  if (!rows) {
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
  const bookable = me.business_id && services ? deskServices(me, services) : []
  const canBook = bookable.some((s) => s._id === service._id)
  const bookAt = (rowKey: string, at: Date) =>
    setBooking({
      serviceId: service._id,
      at: fromShownDate(at, zone),
      ...(rowKey !== 'none' ? { tableIds: [rowKey] } : {}),
    })
  return (
    <div className="timeline-screen">
      <header className="timeline-screen__header">
        <h1 tabIndex={-1}>
          <Trans>Reservation timeline</Trans>
        </h1>
        <p className="timeline-screen__service">{serviceNameIn(service, locale)}</p>
        {canBook ? (
          <button
            type="button"
            className="btn btn-primary timeline-screen__new"
            onClick={() => setBooking({ serviceId: service._id })}
          >
            <Trans>New reservation</Trans>
          </button>
        ) : null}
      </header>
      <TimelineToolbar
        view={view}
        title={viewTitle(view, date, intl)}
        onNavigate={onNavigate}
        onView={setView}
      />
      {view === 'timelineWeek' ? (
        <TimelineWeekView
          date={date}
          rows={tableRows}
          intl={intl}
          onSelectEvent={setOpen}
          label={t`Reservations by table`}
          rowHeading={t`Table`}
          empty={t`This service has no tables.`}
          {...(canBook ? { onSelectSlot: bookAt } : {})}
          onSelectRow={{
            label: (name) => t`${name}: the day of this table`,
            select: (key) => {
              setFocus(key)
              setView('day')
            },
          }}
          covers={covers}
        />
      ) : (
        <Suspense fallback={<CalendarLoading />}>
          {focused ? (
            <p className="timeline-screen__focus" role="status">
              <span>
                <Trans>Only {focusName}</Trans>
              </span>
              <button type="button" className="btn" onClick={() => setFocus(null)}>
                <Trans>Show every table</Trans>
              </button>
            </p>
          ) : null}
          <CalendarViews
            view={view}
            date={date}
            events={shownEvents}
            locale={locale}
            onSelectEvent={setOpen}
          />
        </Suspense>
      )}
      <ReservationPopup event={open} intl={intl} onClose={close} />
      <LazyNewReservation
        start={booking}
        businessId={me.business_id}
        services={bookable}
        zone={zone}
        intl={intl}
        onClose={() => setBooking(null)}
      />
    </div>
  )
}

function CalendarLoading() {
  return (
    <p role="status" className="timeline-empty">
      <Trans>Loading the calendar…</Trans>
    </p>
  )
}
