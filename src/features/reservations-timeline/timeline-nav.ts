import { dateTimeFormat } from '../../lib/intl-cache.ts'
import { weekDays, weekStart, type TimelineView } from './timeline-model.ts'

/** The toolbar's moves: back to today, a view's length back, a view's length on. */
export type NavAction = 'today' | 'previous' | 'next'

/** How many days the agenda lists from its first day (react-big-calendar's default length). */
export const AGENDA_DAYS = 30

const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)

/** How far a view moves: a day, a week (the timeline week from its Monday), the agenda's days. */
function stepDays(view: TimelineView): number {
  switch (view) {
    case 'day':
      return 1
    case 'week':
    case 'timelineWeek':
      return 7
    case 'agenda':
      return AGENDA_DAYS
  }
}

/** The date the view shows after a toolbar move (the calendar is controlled by the screen). */
export function navigate(view: TimelineView, date: Date, action: NavAction, today: Date): Date {
  if (action === 'today') return today
  const from = view === 'timelineWeek' ? weekStart(date) : date
  return addDays(from, action === 'next' ? stepDays(view) : -stepDays(view))
}

/** The first and last day the view shows, for the toolbar's title. */
export function viewRange(view: TimelineView, date: Date): { first: Date; last: Date } {
  switch (view) {
    case 'day':
      return { first: date, last: date }
    case 'week':
    case 'timelineWeek': {
      const days = weekDays(date)
      return { first: days[0]!, last: days[6]! }
    }
    case 'agenda':
      return { first: date, last: addDays(date, AGENDA_DAYS - 1) }
  }
}

/** What the view shows, for the toolbar: the day in full, else its first and last day. */
export function viewTitle(view: TimelineView, date: Date, intl: readonly string[]): string {
  const { first, last } = viewRange(view, date)
  if (view === 'day') return dateTimeFormat(intl, { dateStyle: 'full' }).format(first)
  const short = dateTimeFormat(intl, { dateStyle: 'medium' })
  return `${short.format(first)} – ${short.format(last)}`
}
