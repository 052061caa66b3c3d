import { useLingui } from '@lingui/react/macro'
import { useMemo, type CSSProperties } from 'react'
import type { DiningTable } from '../../../sync/protocol/index.ts'
import { dateTimeFormat } from '../../lib/intl-cache.ts'
import {
  DAY_VIEW_END_HOUR,
  DAY_VIEW_START_HOUR,
  WORK_END_HOUR,
  WORK_START_HOUR,
  dayWindow,
  placeInDay,
  timelineRows,
  weekDays,
  type TimelineEvent,
} from './timeline-model.ts'

interface TimelineWeekProps {
  date: Date
  events: TimelineEvent[]
  tables: readonly DiningTable[]
  /** The staff language's tags, for the day names and times. */
  intl: readonly string[]
  onSelectEvent: (event: TimelineEvent) => void
}

/** The work hours' share of a day (7:00 to 20:00 of 7:00 to midnight), for the highlight. */
const WORK_SHARE = (WORK_END_HOUR - WORK_START_HOUR) / (DAY_VIEW_END_HOUR - DAY_VIEW_START_HOUR)

/**
 * TimelineWeek: the week with the service's tables as rows; each row is one track of seven days
 * (7:00 to midnight each, work hours lighter), and each reservation a bar placed by its time, on
 * every table it holds. One element per row and per bar: a 60-table week lays out quickly.
 */
export function TimelineWeekView({ date, events, tables, intl, onSelectEvent }: TimelineWeekProps) {
  const { t } = useLingui()
  const days = useMemo(() => weekDays(date), [date])
  const windows = useMemo(() => days.map(dayWindow), [days])
  const rows = useMemo(() => timelineRows(events, tables), [events, tables])
  const dayName = dateTimeFormat(intl, { weekday: 'short', day: 'numeric', month: 'numeric' })
  const when = dateTimeFormat(intl, { weekday: 'short', hour: '2-digit', minute: '2-digit' })
  const track = { '--work-share': WORK_SHARE } as CSSProperties
  return (
    <section className="timeline-week" aria-label={t`Reservations by table`} style={track}>
      <div className="timeline-week__row timeline-week__head" aria-hidden="true">
        <span className="timeline-week__table">{t`Table`}</span>
        {days.map((day) => (
          <span key={day.toISOString()} className="timeline-week__day">
            {dayName.format(day)}
          </span>
        ))}
      </div>
      {rows.map((row) => (
        <div
          key={row.key}
          className="timeline-week__row"
          role="group"
          aria-label={row.name ?? t`No table`}
        >
          <span className="timeline-week__table">{row.name ?? t`No table`}</span>
          <div className="timeline-week__track">
            {row.events.flatMap((event) => {
              const [start, end] = [event.start.getTime(), event.end.getTime()]
              if (end <= windows[0]!.from || start >= windows[6]!.to) return []
              return windows.map((day, index) => {
                const bar = placeInDay(start, end, day)
                if (!bar) return null
                return (
                  <button
                    key={`${event.id}:${index}`}
                    type="button"
                    className="timeline-week__bar"
                    data-status={event.reservation.status}
                    style={{
                      left: `${(index * 100 + bar.left) / 7}%`,
                      width: `${bar.width / 7}%`,
                    }}
                    title={`${when.format(event.start)} ${event.title}`}
                    onClick={() => onSelectEvent(event)}
                  >
                    <span className="visually-hidden">{when.format(event.start)} </span>
                    {event.title}
                  </button>
                )
              })
            })}
          </div>
        </div>
      ))}
      {rows.length === 0 ? (
        <p className="timeline-week__empty">{t`This service has no tables.`}</p>
      ) : null}
    </section>
  )
}
