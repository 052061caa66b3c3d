import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type MouseEvent,
} from 'react'
import { dateTimeFormat } from '../../lib/intl-cache.ts'
import {
  DAY_VIEW_END_HOUR,
  DAY_VIEW_START_HOUR,
  WORK_END_HOUR,
  WORK_START_HOUR,
  dayWindow,
  slotAtFraction,
  weekDays,
  type DayWindow,
  type WeekBar,
  type WeekRow,
} from './timeline-model.ts'
import { drawCovers, formatOnce, syncBars, weekBars, type ShownBar } from './week-bars.ts'

interface TimelineWeekProps<E extends WeekBar> {
  date: Date
  /** The rows (tables, therapists, spa rooms), each with the events it holds. */
  rows: readonly WeekRow<E>[]
  /** The staff language's tags, for the day names and times. */
  intl: readonly string[]
  onSelectEvent: (event: E) => void
  /** What the whole view shows ("Reservations by table"), its rows' heading and the empty text. */
  label: string
  rowHeading: string
  empty: string
  /** What a bar's outbox mark is called, for screen readers (the bar shows it by its edge). */
  markText?: Record<NonNullable<WeekBar['mark']>, string>
  /**
   * A click on a row's free track: the row and the quarter hour (a shown Date). For the pointer;
   * the screen offers the same by a button for the keyboard.
   */
  onSelectSlot?: (rowKey: string, at: Date) => void
  /** The row's name as a button: its day on its own (the Day view of that table). */
  onSelectRow?: { label: (name: string) => string; select: (rowKey: string) => void }
  /**
   * Covers per hour of each day (coversByHour), drawn as a row under the days' heading, with its
   * heading and each day's summary for screen readers.
   */
  covers?: {
    perHour: readonly (readonly number[])[]
    heading: string
    summary: (day: Date, perHour: readonly number[]) => string
  }
}

/** The work hours' share of a day (7:00 to 20:00 of 7:00 to midnight), for the highlight. */
const WORK_SHARE = (WORK_END_HOUR - WORK_START_HOUR) / (DAY_VIEW_END_HOUR - DAY_VIEW_START_HOUR)

/**
 * The rows drawn at once, about a window's worth at 800 px; the ones after them skip their style,
 * layout and paint until they come near the window (content-visibility). Not every row: on rows
 * in the window it is a second style and layout pass in the first frame, for nothing (the spa's
 * few rows are all in it).
 */
const EAGER_ROWS = 12

/**
 * TimelineWeek: the week with one row per table (or therapist, or spa room); each row is one
 * track of seven days (7:00 to midnight each, work hours lighter), and each event a bar placed by
 * its time. One element per row and per bar: a 60-table week lays out quickly. A bar takes its
 * colour from the event's `color` when it has one, else from its status. The bars are drawn by
 * each row's track (WeekTrack, week-bars.ts), not as React elements.
 */
export function TimelineWeekView<E extends WeekBar>({
  date,
  rows,
  intl,
  onSelectEvent,
  label,
  rowHeading,
  empty,
  markText,
  onSelectSlot,
  onSelectRow,
  covers,
}: TimelineWeekProps<E>) {
  const days = useMemo(() => weekDays(date), [date])
  const windows = useMemo(() => days.map(dayWindow), [days])
  const dayName = dateTimeFormat(intl, { weekday: 'short', day: 'numeric', month: 'numeric' })
  const when = dateTimeFormat(intl, { weekday: 'short', hour: '2-digit', minute: '2-digit' })
  // Each start formatted once for the whole week (bookings share their quarter hours).
  const whenText = useMemo(() => formatOnce(when), [when])
  const track = { '--work-share': WORK_SHARE } as CSSProperties
  // The tracks are memoised: they reach the screen's latest handlers through one stable pair.
  const latest = useRef({ onSelectEvent, onSelectSlot })
  useLayoutEffect(() => {
    latest.current = { onSelectEvent, onSelectSlot }
  })
  const selectEvent = useCallback((event: E) => latest.current.onSelectEvent(event), [])
  const selectSlot = useCallback(
    (rowKey: string, at: Date) => latest.current.onSelectSlot?.(rowKey, at),
    [],
  )
  return (
    <section className="timeline-week" aria-label={label} style={track}>
      <div className="timeline-week__row timeline-week__head" aria-hidden="true">
        <span className="timeline-week__table">{rowHeading}</span>
        {days.map((day) => (
          <span key={day.toISOString()} className="timeline-week__day">
            {dayName.format(day)}
          </span>
        ))}
      </div>
      {covers ? <CoversRow days={days} {...covers} /> : null}
      {rows.map((row, index) => (
        <div
          key={row.key}
          // Rows below the first screenful are laid out and painted when scrolled to (CSS).
          className={
            index < EAGER_ROWS
              ? 'timeline-week__row'
              : 'timeline-week__row timeline-week__row--later'
          }
          role="group"
          aria-label={row.name}
        >
          {onSelectRow ? (
            <button
              type="button"
              className="timeline-week__table timeline-week__table-btn"
              aria-label={onSelectRow.label(row.name)}
              onClick={() => onSelectRow.select(row.key)}
            >
              {row.name}
            </button>
          ) : (
            <span className="timeline-week__table">{row.name}</span>
          )}
          <WeekTrack
            rowKey={row.key}
            events={row.events}
            windows={windows}
            when={whenText}
            markText={markText}
            onSelectEvent={selectEvent}
            {...(onSelectSlot ? { onSelectSlot: selectSlot } : {})}
          />
        </div>
      ))}
      {rows.length === 0 ? <p className="timeline-week__empty">{empty}</p> : null}
    </section>
  )
}

/** The week's covers per hour: a small bar per hour, as high as its share of the week's busiest. */
function CoversRow({
  days,
  perHour,
  heading,
  summary,
}: { days: readonly Date[] } & NonNullable<TimelineWeekProps<WeekBar>['covers']>) {
  const most = Math.max(1, ...perHour.flat())
  return (
    <div className="timeline-week__row timeline-week__covers">
      <span className="timeline-week__table">{heading}</span>
      <div className="timeline-week__covers-track">
        {perHour.map((hours, d) => (
          <CoversDay
            key={days[d]!.toISOString()}
            hours={hours}
            most={most}
            label={summary(days[d]!, hours)}
          />
        ))}
      </div>
    </div>
  )
}

/**
 * A day's covers: its hours' bars drawn by the day itself (like the week's bars, week-bars.ts:
 * 119 React elements less), each with its hour and count as its tooltip.
 */
function CoversDay({
  hours,
  most,
  label,
}: {
  hours: readonly number[]
  most: number
  label: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (ref.current) drawCovers(ref.current, hours, most)
  }, [hours, most])
  return <div ref={ref} className="timeline-week__covers-day" role="img" aria-label={label} />
}

interface WeekTrackProps<E extends WeekBar> {
  rowKey: string
  events: readonly E[]
  windows: readonly DayWindow[]
  /** An event's start as its bar names it ("Mon 12:00"). */
  when: (start: Date) => string
  markText: Record<NonNullable<WeekBar['mark']>, string> | undefined
  onSelectEvent: (event: E) => void
  /** A click on the free track, at the quarter hour it names; none: the track books nothing. */
  onSelectSlot?: (rowKey: string, at: Date) => void
}

/**
 * A row's track and its bars (week-bars.ts: plain buttons, drawn before the frame is painted). A
 * click on a bar opens its event (Enter and Space click a button too); on the free track, it
 * books that time.
 */
function WeekTrackOf<E extends WeekBar>({
  rowKey,
  events,
  windows,
  when,
  markText,
  onSelectEvent,
  onSelectSlot,
}: WeekTrackProps<E>) {
  const ref = useRef<HTMLDivElement>(null)
  const shown = useRef<ReadonlyMap<string, ShownBar>>(new Map())
  const bars = useMemo(
    () => weekBars(events, windows, when, markText),
    [events, windows, when, markText],
  )
  useLayoutEffect(() => {
    if (ref.current) shown.current = syncBars(ref.current, bars, shown.current)
  }, [bars])
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const track = e.currentTarget
    const bar = e.target instanceof Element ? e.target.closest('.timeline-week__bar') : null
    if (bar && track.contains(bar)) {
      const id = bar.getAttribute('data-id')
      const event = events.find((x) => x.id === id)
      if (event) onSelectEvent(event)
      return
    }
    // Only the free track books.
    if (!onSelectSlot || e.target !== track) return
    const box = track.getBoundingClientRect()
    const at = slotAtFraction(windows, (e.clientX - box.left) / box.width)
    if (at !== null) onSelectSlot(rowKey, new Date(at))
  }
  return (
    <div
      ref={ref}
      className="timeline-week__track"
      data-bookable={onSelectSlot ? true : undefined}
      onClick={onClick}
    />
  )
}
const WeekTrack = memo(WeekTrackOf) as typeof WeekTrackOf
