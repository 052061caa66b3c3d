import { useLingui } from '@lingui/react/macro'
import { useMemo, type CSSProperties } from 'react'
import { Navigate, type NavigateAction } from 'react-big-calendar'
import { dateTimeFormat } from '../../lib/intl-cache.ts'
import { intlLocales, parseLocale } from '../../app/locale.ts'
import {
  DAY_VIEW_END_HOUR,
  DAY_VIEW_START_HOUR,
  WORK_END_HOUR,
  WORK_START_HOUR,
  dayWindow,
  placeInDay,
  timelineRows,
  weekDays,
  weekStart,
  type TimelineEvent,
} from './timeline-model.ts'
import { useTimelineContext } from './timeline-context.ts'

interface TimelineWeekProps {
  date: Date
  events: TimelineEvent[]
  onSelectEvent?: (event: TimelineEvent) => void
}

/** The work hours' share of a day (7:00 to 20:00 of 7:00 to midnight), for the highlight. */
const WORK_SHARE = (WORK_END_HOUR - WORK_START_HOUR) / (DAY_VIEW_END_HOUR - DAY_VIEW_START_HOUR)

/**
 * TimelineWeek: the week with the service's tables as rows; each row is one track of seven days
 * (7:00 to midnight each, work hours lighter), and each reservation a bar placed by its time, on
 * every table it holds. One element per row and per bar: a 60-table week lays out quickly.
 */
export function TimelineWeekView({ date, events, onSelectEvent }: TimelineWeekProps) {
  const { t } = useLingui()
  const { tables, intl } = useTimelineContext()
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
                    onClick={() => onSelectEvent?.(event)}
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

/** react-big-calendar's view statics: a week from Monday, moved a week at a time. */
TimelineWeekView.range = (date: Date): Date[] => weekDays(date)
TimelineWeekView.navigate = (date: Date, action: NavigateAction): Date => {
  const monday = weekStart(date)
  if (action === Navigate.PREVIOUS)
    return new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() - 7)
  if (action === Navigate.NEXT)
    return new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7)
  return date
}
TimelineWeekView.title = (date: Date, options: { culture?: string }): string => {
  const days = weekDays(date)
  const short = dateTimeFormat(intlLocales(parseLocale(options.culture)), { dateStyle: 'short' })
  return `${short.format(days[0])} – ${short.format(days[6])}`
}
