import type { DiningTable, Reservation } from '../../../sync/protocol/index.ts'
import { byCodeUnits, shownDate } from '../../../sync/protocol/rules/index.ts'

/** Work hours the calendar highlights (spec §2: 7:00 to 20:00). */
export const WORK_START_HOUR = 7
export const WORK_END_HOUR = 20
/** The hours the timeline week draws per day: the work day and the evening after it. */
export const DAY_VIEW_START_HOUR = 7
export const DAY_VIEW_END_HOUR = 24

/** What the timeline week draws of an event: a bar with a title, a status and maybe a colour. */
export interface WeekBar {
  id: string
  title: string
  start: Date
  end: Date
  /** The status the bar's colour follows (data-status), unless it has its own `color`. */
  status: string
  color?: string | undefined
  /** An outbox mark: an action on it is waiting to sync, or was refused. */
  mark?: 'waiting' | 'refused' | undefined
}

/** A row of the timeline week and the events on it. */
export interface WeekRow<E extends WeekBar> {
  key: string
  name: string
  events: E[]
}

/**
 * shownDate in `zone` for many instants: one answer per instant (bookings share their quarter
 * hours, and each answer is an Intl formatting). A fresh Date each time: callers may keep them.
 */
export function shownDates(zone: string): (at: number) => Date {
  const known = new Map<number, number>()
  return (at) => {
    let shown = known.get(at)
    if (shown === undefined) {
      shown = shownDate(at, zone).getTime()
      known.set(at, shown)
    }
    return new Date(shown)
  }
}

/** One reservation on the calendar. */
export interface TimelineEvent extends WeekBar {
  /** The tables it holds (names, in the order booked), for the event and the table rows. */
  tableIds: readonly string[]
  tableNames: readonly string[]
  reservation: Reservation
}

/** Reservations the timeline shows: every one that holds or held its tables, not declined ones. */
const SHOWN: ReadonlySet<Reservation['status']> = new Set([
  'Pending',
  'Accepted',
  'Active',
  'Canceled',
  'Noshow',
  'Room',
  'Finished',
])

/**
 * The calendar's events: one per reservation of the service (declined ones are left out), from
 * its time for its length, titled with the guest's name and party size, oldest first. Their
 * start and end are shown Dates (hotel-clock.ts): their local fields read the hotel's wall clock
 * in `zone`, so the calendar, which works in the device's zone, draws the hotel's day.
 */
export function timelineEvents(
  reservations: readonly Reservation[],
  tables: readonly DiningTable[],
  zone: string,
): TimelineEvent[] {
  const names = new Map(tables.map((t) => [t._id, t.name]))
  const shown = shownDates(zone)
  return reservations
    .filter((r) => SHOWN.has(r.status))
    .map((r) => {
      const at = Date.parse(r.time)
      const tableIds = r.table_ids.length > 0 ? r.table_ids : r.table_id ? [r.table_id] : []
      return {
        id: r._id,
        title: `${r.name} · ${r.number}`,
        status: r.status,
        start: shown(at),
        end: shown(at + r.length * 60_000),
        tableIds,
        tableNames: tableIds.map((id) => names.get(id) ?? '?'),
        reservation: r,
      }
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime() || byCodeUnits(a.id, b.id))
}

/**
 * Where the Day and Week views end an event: at its end, or at midnight for one that runs into
 * the next day (a 22:30 booking). react-big-calendar moves an event that spans midnight into the
 * all-day row, which reservations do not use; the popup still shows the real end.
 */
export function calendarEnd(event: Pick<TimelineEvent, 'start' | 'end'>): Date {
  const s = event.start
  const midnight = new Date(s.getFullYear(), s.getMonth(), s.getDate() + 1)
  // One millisecond before midnight: the event stays in its own day's column.
  return event.end.getTime() < midnight.getTime() ? event.end : new Date(midnight.getTime() - 1)
}

/** The calendar's views: react-big-calendar's day, week and agenda, and our timeline week. */
export type TimelineView = 'day' | 'week' | 'timelineWeek' | 'agenda'

/**
 * The view the screen opens on: a phone-sized window one day; a service with tables its tables
 * by week (a 60-table restaurant's week as columns is some 70 overlapping reservations a day, as
 * rows it is readable); otherwise the week.
 */
export function initialView(windowWidth: number, hasTables: boolean): TimelineView {
  if (windowWidth < 700) return 'day'
  return hasTables ? 'timelineWeek' : 'week'
}

/** Whether a calendar slot starting at this time is inside the work hours (7:00 to 20:00). */
export function isWorkHour(date: Date): boolean {
  const hour = date.getHours()
  return hour >= WORK_START_HOUR && hour < WORK_END_HOUR
}

/** The Monday that starts the week of `date` (local time, at midnight). */
export function weekStart(date: Date): Date {
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate())
  const fromMonday = (day.getDay() + 6) % 7
  day.setDate(day.getDate() - fromMonday)
  return day
}

/** The seven days (midnights) of the week of `date`, Monday first. */
export function weekDays(date: Date): Date[] {
  const monday = weekStart(date)
  return Array.from(
    { length: 7 },
    (_, i) => new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + i),
  )
}

/** The drawn hours of a day (7:00 to midnight), as epoch milliseconds. */
export interface DayWindow {
  from: number
  to: number
}

export function dayWindow(day: Date): DayWindow {
  const at = (hour: number) =>
    new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour).getTime()
  return { from: at(DAY_VIEW_START_HOUR), to: at(DAY_VIEW_END_HOUR) }
}

/** A bar's place in a day, as percentages of its drawn hours (see barPlacement). */
export interface BarPlace {
  left: number
  width: number
  cutStart: boolean
  cutEnd: boolean
}

/** barPlacement with the day's window and the event's times already in milliseconds. */
export function placeInDay(start: number, end: number, day: DayWindow): BarPlace | null {
  const from = Math.max(start, day.from)
  const to = Math.min(end, day.to)
  if (to <= from) return null
  const span = day.to - day.from
  return {
    left: ((from - day.from) / span) * 100,
    width: ((to - from) / span) * 100,
    cutStart: start < day.from,
    cutEnd: end > day.to,
  }
}

/**
 * The share of a day's drawn hours (percent) a bar needs to show its title in it: a quarter of
 * 7:00 to midnight, 4 h 15 min, about four letters on a desktop. A shorter bar is a few pixels
 * wide and would show an ellipsis and a letter; it is named by its tooltip and its accessible
 * name, and its popup. (Leaving that text out halves the work of painting a 500-bar week.)
 */
export const TITLE_MIN_SHARE = 25

/** Whether a bar of this placement shows its title (see TITLE_MIN_SHARE). */
export const barShowsTitle = (bar: Pick<BarPlace, 'width'>): boolean => bar.width >= TITLE_MIN_SHARE

/**
 * Where an event's bar stands in one day of the timeline week, as percentages of the drawn
 * hours (7:00 to midnight): null when it does not touch them that day. A bar that starts before
 * or runs past them is cut at the edge (`cutStart`, `cutEnd`).
 */
export function barPlacement(
  event: Pick<TimelineEvent, 'start' | 'end'>,
  day: Date,
): BarPlace | null {
  return placeInDay(event.start.getTime(), event.end.getTime(), dayWindow(day))
}

/** A row of the timeline week: a table, or the reservations without one. */
export interface TimelineRow {
  key: string
  /** The table's name; null for the row of reservations that hold no table. */
  name: string | null
  events: TimelineEvent[]
}

/**
 * The timeline week's rows: the service's tables in name order (numbers as numbers), each with
 * the events that hold it (a party over two tables is on both rows); then one row for events
 * without a table when there are any. Inactive tables show only when they have events.
 */
export function timelineRows(
  events: readonly TimelineEvent[],
  tables: readonly DiningTable[],
): TimelineRow[] {
  const byTable = new Map<string, TimelineEvent[]>()
  const tableless: TimelineEvent[] = []
  for (const event of events) {
    if (event.tableIds.length === 0) tableless.push(event)
    for (const id of event.tableIds) {
      const list = byTable.get(id)
      if (list) list.push(event)
      else byTable.set(id, [event])
    }
  }
  const collator = new Intl.Collator(undefined, { numeric: true })
  const rows: TimelineRow[] = [...tables]
    .filter((t) => t.active || byTable.has(t._id))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((t) => ({ key: t._id, name: t.name, events: byTable.get(t._id) ?? [] }))
  if (tableless.length > 0) rows.push({ key: 'none', name: null, events: tableless })
  return rows
}

/**
 * The time a click on a week track names: `fraction` is how far along the track (0 to 1, seven
 * days of DAY_VIEW hours each), `days` the week's drawn windows. A quarter hour is about two
 * pixels of a week, so the click is read to the nearest half hour (the form then offers every
 * quarter hour), inside that day. Shown-clock milliseconds (hotel-clock.ts, shownDate); null
 * off the track.
 */
export function slotAtFraction(days: readonly DayWindow[], fraction: number): number | null {
  if (!(fraction >= 0 && fraction < 1) || days.length === 0) return null
  const index = Math.floor(fraction * days.length)
  const day = days[index]!
  const within = fraction * days.length - index
  const at = day.from + within * (day.to - day.from)
  const step = 30 * 60_000
  return Math.min(Math.round(at / step) * step, day.to - step)
}

/** Bookings whose guests come (or are there): the ones counted as covers. */
const COVERED: ReadonlySet<string> = new Set(['Pending', 'Accepted', 'Active'])

/**
 * Covers per hour of each day of the week: for each of `windows` (the week's days as drawn) and
 * each hour it draws, the guests of the bookings that come (pending, accepted, arrived) and hold
 * their tables during any part of that hour.
 */
export function coversByHour(
  events: readonly { start: Date; end: Date; status: string; covers: number }[],
  windows: readonly DayWindow[],
): number[][] {
  const hours = DAY_VIEW_END_HOUR - DAY_VIEW_START_HOUR
  const out = windows.map(() => new Array<number>(hours).fill(0))
  for (const event of events) {
    if (!COVERED.has(event.status)) continue
    const [start, end] = [event.start.getTime(), event.end.getTime()]
    windows.forEach((day, d) => {
      if (end <= day.from || start >= day.to) return
      const hour = (day.to - day.from) / hours
      const first = Math.max(0, Math.floor((start - day.from) / hour))
      const last = Math.min(hours - 1, Math.ceil((end - day.from) / hour) - 1)
      for (let h = first; h <= last; h++) out[d]![h]! += event.covers
    })
  }
  return out
}

/** The events of one row of the timeline week: a table's (key: its id), or those without one. */
export function eventsOfRow(events: readonly TimelineEvent[], rowKey: string): TimelineEvent[] {
  return events.filter((e) =>
    rowKey === 'none' ? e.tableIds.length === 0 : e.tableIds.includes(rowKey),
  )
}
