import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Suspense, lazy, useEffect, useMemo, useState } from 'react'
import { useParams } from 'react-router'
import { useMe } from '../../app/staff/session-store.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { serviceName as serviceNameIn } from '../../../sync/protocol/rules/service-names.ts'
import { whenIdleAfter } from '../../lib/when-idle.ts'
import { textIn } from '../menu/menu-model.ts'
import { can, shiftWorkers } from '../../../sync/protocol/rules/index.ts'
import { TimelineToolbar } from '../reservations-timeline/TimelineToolbar.tsx'
import { initialView, type TimelineView } from '../reservations-timeline/timeline-model.ts'
import { navigate, viewTitle, type NavAction } from '../reservations-timeline/timeline-nav.ts'
import { TimelineWeekView } from '../reservations-timeline/TimelineWeekView.tsx'
import '../reservations-timeline/timeline.css'
import { useSpaAction } from './mutations.ts'
import { useSpaRows } from './queries.ts'
import type { SpaData } from './spa-booking.ts'
import {
  dragChange,
  fullName,
  spaEvents,
  pendingToCome,
  spaRows,
  todaysAccepted,
  type SpaEvent,
  type SpaRowMode,
} from './spa-model.ts'
import { SpaDayList } from './SpaDayList.tsx'
import { SpaRowSwitch } from './SpaRowSwitch.tsx'
import './spa.css'
import { shownDate } from '../../../sync/protocol/rules/index.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'

const loadCalendar = () => import('./SpaCalendar.tsx')
const SpaCalendar = lazy(async () => ({ default: (await loadCalendar()).SpaCalendar }))
// The popup and the new-appointment form (with the free-slot rules) load when first wanted, or
// ahead once the week is painted: the week does not wait for their code.
const loadPopup = () => import('./SpaPopup.tsx')
const SpaPopup = lazy(async () => ({ default: (await loadPopup()).SpaPopup }))
const loadNewAppointment = () => import('./NewAppointment.tsx')
const NewAppointment = lazy(async () => ({ default: (await loadNewAppointment()).NewAppointment }))

/**
 * HotelSpa /app/h/spa/{service} (spec 001 §2): the spa's appointments on an editable calendar
 * from IndexedDB (offline too): Day, Week and Agenda (react-big-calendar with drag and drop,
 * lazy), TimelineWeek with the therapists or the spa rooms as rows; colour by therapist; the
 * popup's steps, a new appointment (reservationsWrite) and today's accepted ones in a day list.
 * Every change is an outbox action.
 */
export function HotelSpa() {
  const { service: param } = useParams()
  const { t } = useLingui()
  const { locale, intl } = useActiveLocale()
  const me = useMe()
  const answer = useSpaRows(param, me.account_id)
  const rows = answer?.rows ?? undefined
  const service = rows?.service
  const act = useSpaAction()
  const [chosen, setView] = useState<TimelineView | null>(null)
  const [mode, setMode] = useState<SpaRowMode>('therapists')
  const zone = useHotelZone()
  const [date, setDate] = useState(() => shownDate(Date.now(), zone))
  const [openId, setOpenId] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  const view = chosen ?? initialView(window.innerWidth, true)
  const canWrite = service ? can(me, service._id, 'reservationsWrite') : false

  const therapists = useMemo(
    () => (rows && service ? shiftWorkers(rows.employees, service._id) : []),
    [rows, service],
  )
  const names = useMemo(
    () => ({
      treatments: new Map(rows?.treatments.map((x) => [x._id, textIn(x.name, locale)])),
      rooms: new Map(rows?.rooms.map((r) => [r._id, textIn(r.name, locale)])),
      therapists: new Map(therapists.map((e) => [e._id, fullName(e)])),
    }),
    [rows, therapists, locale],
  )
  const events = useMemo(
    () => (rows ? spaEvents(rows.appointments, names, rows.marks, zone) : []),
    [rows, names, zone],
  )
  const weekRows = useMemo(
    () => spaRows(events, mode, names, mode === 'therapists' ? t`No therapist` : t`No spa room`),
    [events, mode, names, t],
  )
  // One object while the language stays: the week's tracks redraw only when what they show changes.
  const markText = useMemo(
    () => ({ waiting: t`Waiting to sync`, refused: t`Refused by the server` }),
    [t],
  )
  const today = useMemo(() => todaysAccepted(events, new Date(), zone), [events, zone])
  const pending = useMemo(() => pendingToCome(events, new Date(), zone), [events, zone])
  const data = useMemo((): SpaData | null => {
    if (!rows) return null
    return { ...rows, zone, therapistIds: new Set(therapists.map((e) => e._id)) }
  }, [rows, therapists, zone])

  const onNavigate = (action: NavAction) =>
    setDate((d) => navigate(view, d, action, shownDate(Date.now(), zone)))
  const onMove = (event: SpaEvent, start: Date, end: Date, resized: boolean) => {
    const change = dragChange(event.appointment, start, end, resized, zone)
    if (change) void act('spaAppointment.update', change)
  }
  // Mounted from the first open on, so the dialog closes (and gives focus back) rather than goes.
  const [popupWanted, setPopupWanted] = useState(false)
  const select = (event: SpaEvent) => {
    setPopupWanted(true)
    setOpenId(event.id)
  }
  const close = () => setOpenId(null)
  // The calendar's code ahead once the week is painted (not in the wait for IndexedDB).
  const shown = answer !== undefined
  useEffect(
    () =>
      shown
        ? whenIdleAfter(1000, () => {
            void loadPopup()
            void loadCalendar()
            if (canWrite) void loadNewAppointment()
          })
        : undefined,
    [shown, canWrite],
  )

  if (!answer) {
    return (
      <p role="status">
        <Trans>Loading the appointments…</Trans>
      </p>
    )
  }
  if (!service || !data) {
    return (
      <p className="timeline-empty">
        <Trans>This business has no spa.</Trans>
      </p>
    )
  }
  const open = events.find((e) => e.id === openId) ?? null
  return (
    <div className="timeline-screen spa-screen">
      <header className="timeline-screen__header spa-screen__header">
        <div>
          <h1 tabIndex={-1}>
            <Trans>Spa timeline</Trans>
          </h1>
          <p className="timeline-screen__service">{serviceNameIn(service, locale)}</p>
          {pending > 0 ? (
            <p className="spa-screen__pending" role="status">
              <Plural
                value={pending}
                one="# appointment waits for acceptance"
                other="# appointments wait for acceptance"
              />
            </p>
          ) : null}
        </div>
        {canWrite ? (
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            <Trans>New appointment</Trans>
          </button>
        ) : null}
      </header>
      <TimelineToolbar
        view={view}
        title={viewTitle(view, date, intl)}
        onNavigate={onNavigate}
        onView={setView}
        // Its own message (context): the reservation timeline's 'Timeline week' is the week by
        // tables, and both catalogs are loaded here (the same message would take either text).
        timelineWeekLabel={t({ message: 'Timeline week', context: 'spa' })}
      />
      <div className="spa-screen__body">
        <div className="spa-screen__calendar">
          {view === 'timelineWeek' ? (
            <>
              <SpaRowSwitch mode={mode} onMode={setMode} />
              <TimelineWeekView
                date={date}
                rows={weekRows}
                intl={intl}
                onSelectEvent={select}
                label={
                  mode === 'therapists' ? t`Appointments by therapist` : t`Appointments by spa room`
                }
                rowHeading={mode === 'therapists' ? t`Therapist` : t`Spa room`}
                markText={markText}
                empty={
                  mode === 'therapists' ? t`This spa has no therapists.` : t`This spa has no rooms.`
                }
              />
            </>
          ) : (
            <Suspense
              fallback={
                <p role="status" className="timeline-empty">
                  <Trans>Loading the calendar…</Trans>
                </p>
              }
            >
              <SpaCalendar
                view={view}
                date={date}
                events={events}
                locale={locale}
                editable={canWrite}
                onSelectEvent={select}
                onMove={onMove}
              />
            </Suspense>
          )}
        </div>
        <SpaDayList events={today} intl={intl} onSelect={select} />
      </div>
      {/* A boundary each: one loading must not take the other off the screen. */}
      <Suspense fallback={null}>
        {popupWanted ? (
          <SpaPopup
            event={open}
            refused={open ? (rows?.marks.refused.get(open.id) ?? []) : []}
            therapists={therapists}
            data={data}
            canWrite={canWrite}
            intl={intl}
            act={act}
            onClose={close}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {canWrite && creating ? (
          <NewAppointment
            open
            data={data}
            businessId={service.business_id}
            therapists={therapists}
            locale={locale}
            intl={intl}
            act={act}
            onClose={() => setCreating(false)}
          />
        ) : null}
      </Suspense>
    </div>
  )
}
