import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { HeaderProps, Messages } from 'react-big-calendar'
import { isWorkHour } from './timeline-model.ts'

/**
 * What every react-big-calendar of the app shares (the reservation timeline's and the spa's):
 * the views, the first hour shown, the work-hour highlight, plain day headers and the messages.
 */
export type CalendarView = 'day' | 'week' | 'agenda'
export const CALENDAR_VIEWS: CalendarView[] = ['day', 'week', 'agenda']

export const SCROLL_TO = new Date(1970, 0, 1, 7, 0)
export const workHourSlot = (date: Date) => (isWorkHour(date) ? { className: 'rbc-work-hour' } : {})
/**
 * The day headers as plain text: react-big-calendar's own give a span role="columnheader" with no
 * row around it, which screen readers cannot place (axe: aria-required-parent).
 */
const DayHeader = ({ label }: HeaderProps) => <span>{label}</span>
export const CALENDAR_COMPONENTS = { header: DayHeader }

/** The calendar's texts; `event` names what an event is, `noEvents` the empty agenda. */
export function useCalendarMessages<E extends object>(
  event: string,
  noEvents: string,
): Messages<E> {
  const { t } = useLingui()
  return useMemo(
    (): Messages<E> => ({
      date: t`Date`,
      time: t`Time`,
      event,
      allDay: t`All day`,
      noEventsInRange: noEvents,
      showMore: (count: number) => t`+${count} more`,
    }),
    [t, event, noEvents],
  )
}
