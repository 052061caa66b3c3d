import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { Navigate, type NavigateAction } from 'react-big-calendar'
import { dateTimeFormat } from '../../lib/intl-cache.ts'
import { intlLocales, parseLocale } from '../../app/locale.ts'
import {
  DAY_VIEW_END_HOUR,
  DAY_VIEW_START_HOUR,
  WORK_END_HOUR,
  WORK_START_HOUR,
  barPlacement,
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

/** The work hours' share of a day cell (7:00 to 20:00 of 7:00 to midnight), for the highlight. */
const WORK_SHARE =
  ((WORK_END_HOUR - WORK_START_HOUR) / (DAY_VIEW_END_HOUR - DAY_VIEW_START_HOUR)) * 100

/**
 * TimelineWeek: the week with the service's tables as rows and the days as columns; each
 * reservation is a bar placed by its time within 7:00 to midnight, on every table it holds.
 */
export function TimelineWeekView({ date, events, onSelectEvent }: TimelineWeekProps) {
  const { t } = useLingui()
  const { tables, intl } = useTimelineContext()
  const days = useMemo(() => weekDays(date), [date])
  const rows = useMemo(() => timelineRows(events, tables), [events, tables])
  const dayName = dateTimeFormat(intl, { weekday: 'short', day: 'numeric', month: 'numeric' })
  const clock = dateTimeFormat(intl, { hour: '2-digit', minute: '2-digit' })
  return (
    <div className="timeline-week" role="table" aria-label={t`Reservations by table`}>
      <div className="timeline-week__row timeline-week__head" role="row">
        <span className="timeline-week__table" role="columnheader">
          {t`Table`}
        </span>
        {days.map((day) => (
          <span key={day.toISOString()} className="timeline-week__day" role="columnheader">
            {dayName.format(day)}
          </span>
        ))}
      </div>
      {rows.map((row) => (
        <div key={row.key} className="timeline-week__row" role="row">
          <span className="timeline-week__table" role="rowheader">
            {row.name ?? t`No table`}
          </span>
          {days.map((day) => (
            <div key={day.toISOString()} className="timeline-week__cell" role="cell">
              <span className="timeline-week__work" style={{ width: `${WORK_SHARE}%` }} />
              {row.events.map((event) => {
                const bar = barPlacement(event, day)
                if (!bar) return null
                const at = clock.format(event.start)
                return (
                  <button
                    key={event.id}
                    type="button"
                    className="timeline-week__bar"
                    data-status={event.reservation.status}
                    style={{ left: `${bar.left}%`, width: `${bar.width}%` }}
                    title={`${at} ${event.title}`}
                    onClick={() => onSelectEvent?.(event)}
                  >
                    <span className="visually-hidden">{at} </span>
                    {event.title}
                  </button>
                )
              })}
            </div>
          ))}
        </div>
      ))}
      {rows.length === 0 ? (
        <p className="timeline-week__empty">{t`This service has no tables.`}</p>
      ) : null}
    </div>
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
