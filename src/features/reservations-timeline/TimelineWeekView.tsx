import { useMemo, type CSSProperties, type MouseEvent } from 'react'
import { dateTimeFormat } from '../../lib/intl-cache.ts'
import {
  DAY_VIEW_END_HOUR,
  DAY_VIEW_START_HOUR,
  WORK_END_HOUR,
  barShowsTitle,
  WORK_START_HOUR,
  dayWindow,
  placeInDay,
  slotAtFraction,
  weekDays,
  type WeekBar,
  type WeekRow,
} from './timeline-model.ts'

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
 * TimelineWeek: the week with one row per table (or therapist, or spa room); each row is one
 * track of seven days (7:00 to midnight each, work hours lighter), and each event a bar placed by
 * its time. One element per row and per bar: a 60-table week lays out quickly. A bar takes its
 * colour from the event's `color` when it has one, else from its status.
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
  const track = { '--work-share': WORK_SHARE } as CSSProperties
  const slotClick = (rowKey: string) => (e: MouseEvent<HTMLDivElement>) => {
    // Only the free track: a bar is a button of its own.
    if (!onSelectSlot || e.target !== e.currentTarget) return
    const box = e.currentTarget.getBoundingClientRect()
    const at = slotAtFraction(windows, (e.clientX - box.left) / box.width)
    if (at !== null) onSelectSlot(rowKey, new Date(at))
  }
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
      {rows.map((row) => (
        <div key={row.key} className="timeline-week__row" role="group" aria-label={row.name}>
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
          <div
            className="timeline-week__track"
            data-bookable={onSelectSlot ? true : undefined}
            onClick={onSelectSlot ? slotClick(row.key) : undefined}
          >
            {row.events.flatMap((event) => {
              const [start, end] = [event.start.getTime(), event.end.getTime()]
              if (end <= windows[0]!.from || start >= windows[6]!.to) return []
              // Formatted once per event, not per bar and attribute (500 bars at 4x CPU). The
              // name is one attribute, not hidden spans: a bar is a button and, when it is wide
              // enough to be read (barShowsTitle), its title; the name starts with that title.
              const at = when.format(event.start)
              const name = `${event.title}, ${at}${event.mark && markText ? ` (${markText[event.mark]})` : ''}`
              return windows.map((day, index) => {
                const bar = placeInDay(start, end, day)
                if (!bar) return null
                const style = {
                  left: `${(index * 100 + bar.left) / 7}%`,
                  width: `${bar.width / 7}%`,
                  ...(event.color ? { '--event': event.color } : {}),
                } as CSSProperties
                return (
                  <button
                    key={`${event.id}:${index}`}
                    type="button"
                    className="timeline-week__bar"
                    data-status={event.status}
                    data-id={event.id}
                    data-mark={event.mark}
                    style={style}
                    title={`${at} ${event.title}`}
                    aria-label={name}
                    onClick={() => onSelectEvent(event)}
                  >
                    {barShowsTitle(bar) ? event.title : null}
                  </button>
                )
              })
            })}
          </div>
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
          <div
            key={days[d]!.toISOString()}
            className="timeline-week__covers-day"
            role="img"
            aria-label={summary(days[d]!, hours)}
          >
            {hours.map((count, h) => (
              <span
                key={h}
                className="timeline-week__cover"
                style={{ '--share': count / most } as CSSProperties}
                title={`${String(DAY_VIEW_START_HOUR + h).padStart(2, '0')}:00 · ${count}`}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}
