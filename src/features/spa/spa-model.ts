import type { SpaAppointment } from '../../../sync/protocol/index.ts'
import { byCodeUnits, fromShownDate, shownDate } from '../../../sync/protocol/rules/index.ts'
import type { OutboxMarks } from '../orders/pending-marks.ts'
import { shownDates, type WeekBar, type WeekRow } from '../reservations-timeline/timeline-model.ts'
import { therapistColors } from './therapist-colors.ts'

/** One appointment on the spa calendar. */
export interface SpaEvent extends WeekBar {
  appointment: SpaAppointment
  treatmentName: string
  roomName: string
  therapistName: string | null
  /** An action on it is still waiting to reach the server. */
  waiting: boolean
  /** The server refused an action on it (not dismissed yet). */
  refused: boolean
  /** Whether it may be dragged (it holds its therapist and room: pending, accepted, active). */
  movable: boolean
}

export interface SpaNames {
  treatments: ReadonlyMap<string, string>
  rooms: ReadonlyMap<string, string>
  therapists: ReadonlyMap<string, string>
}

const MOVABLE: ReadonlySet<string> = new Set(['Pending', 'Accepted', 'Active'])

export { fullName } from '../../../sync/protocol/rules/index.ts'

/**
 * The calendar's events: the service's appointments but declined ones (unless an action on one
 * is waiting or refused), each titled with the guest and the treatment and coloured by its
 * therapist (black without one), oldest first.
 */
export function spaEvents(
  appointments: readonly SpaAppointment[],
  names: SpaNames,
  marks: OutboxMarks,
  zone: string,
): SpaEvent[] {
  const colorOf = therapistColors([...names.therapists.keys()])
  const shown = shownDates(zone)
  return appointments
    .filter((a) => a.status !== 'Declined' || marks.waiting.has(a._id) || marks.refused.has(a._id))
    .map((a) => {
      // Shown Dates (hotel-clock.ts): the calendar draws the hotel's wall clock in `zone`.
      const at = Date.parse(a.time)
      const treatmentName = names.treatments.get(a.spa_service_id) ?? '?'
      return {
        id: a._id,
        title: `${a.name} · ${treatmentName}`,
        start: shown(at),
        end: shown(at + a.length * 60_000),
        status: a.status,
        color: colorOf(a.Therapist),
        appointment: a,
        treatmentName,
        roomName: names.rooms.get(a.room_id) ?? '?',
        therapistName: a.Therapist ? (names.therapists.get(a.Therapist) ?? '?') : null,
        waiting: marks.waiting.has(a._id),
        refused: marks.refused.has(a._id),
        mark: marks.refused.has(a._id)
          ? ('refused' as const)
          : marks.waiting.has(a._id)
            ? ('waiting' as const)
            : undefined,
        movable: MOVABLE.has(a.status),
      }
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime() || byCodeUnits(a.id, b.id))
}

/** What the timeline week's rows are: the therapists or the spa rooms. */
export type SpaRowMode = 'therapists' | 'rooms'

/**
 * The timeline week's rows: every therapist (or spa room) in name order with its appointments,
 * then, by therapist, one row of those without a therapist when there are any (`unassigned`).
 */
export function spaRows(
  events: readonly SpaEvent[],
  mode: SpaRowMode,
  names: SpaNames,
  unassigned: string,
): WeekRow<SpaEvent>[] {
  const source = mode === 'therapists' ? names.therapists : names.rooms
  const keyOf = (e: SpaEvent) =>
    mode === 'therapists' ? e.appointment.Therapist : e.appointment.room_id
  const byKey = new Map<string | null, SpaEvent[]>()
  for (const event of events) {
    const key = keyOf(event)
    const list = byKey.get(key)
    if (list) list.push(event)
    else byKey.set(key, [event])
  }
  const collator = new Intl.Collator(undefined, { numeric: true })
  const rows = [...source]
    .sort((a, b) => collator.compare(a[1], b[1]))
    .map(([key, name]) => ({ key, name, events: byKey.get(key) ?? [] }))
  const known = new Set(source.keys())
  const rest = [...byKey].filter(([key]) => key === null || !known.has(key)).flatMap(([, e]) => e)
  if (rest.length > 0) rows.push({ key: 'none', name: unassigned, events: rest })
  return rows
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate()

/** The day list: the hotel's today's accepted appointments, by time (spec §2). */
export function todaysAccepted(events: readonly SpaEvent[], now: Date, zone: string): SpaEvent[] {
  const today = shownDate(now.getTime(), zone)
  return events.filter((e) => e.status === 'Accepted' && sameDay(e.start, today))
}

/**
 * The appointments still waiting for the spa to accept them that have not ended yet: the count
 * the spa's header shows first (a past pending one is no longer a guest to answer).
 */
export function pendingToCome(events: readonly SpaEvent[], now: Date, zone: string): number {
  const shownNow = shownDate(now.getTime(), zone).getTime()
  return events.filter((e) => e.status === 'Pending' && e.end.getTime() > shownNow).length
}

const QUARTER_MS = 15 * 60_000
const toQuarter = (ms: number) => Math.round(ms / QUARTER_MS) * QUARTER_MS

/**
 * The update a drag asks for: a move keeps the length (the calendar may show less of one that
 * runs past midnight), a resize takes the new length; both on quarter hours. Null when nothing
 * changes or the length would be under a quarter hour.
 */
export function dragChange(
  appointment: Pick<SpaAppointment, '_id' | 'time' | 'length'>,
  start: Date,
  end: Date,
  resized: boolean,
  zone: string,
): { _id: string; time?: string; length?: number } | null {
  // The calendar hands back shown Dates: the hotel's wall clock in the device's local fields.
  const at = toQuarter(fromShownDate(start, zone))
  const change: { _id: string; time?: string; length?: number } = { _id: appointment._id }
  if (at !== Date.parse(appointment.time)) change.time = new Date(at).toISOString()
  if (resized) {
    const minutes = (toQuarter(fromShownDate(end, zone)) - at) / 60_000
    if (minutes < 15) return null
    if (minutes !== appointment.length) change.length = Math.min(600, minutes)
  }
  return Object.keys(change).length > 1 ? change : null
}
