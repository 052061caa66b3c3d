import {
  addDaysTo,
  can,
  canApplyAction,
  dayIn,
  onReservationsBoard,
  takesTableReservations,
  todayIn,
  type ReservationAction,
} from '../../../sync/protocol/rules/index.ts'
import type { Me, Reservation, ReservationStatus, Service } from '../../../sync/protocol/index.ts'

export type ReservationColumn = 'pending' | 'accepted' | 'active'

/** 'all' or one service id. */
export type ServiceFilter = string

type Session = Pick<Me, 'role' | 'permissions'>
type BoardService = Pick<Service, '_id' | 'type' | 'name' | 'options'>

/**
 * The column of a reservation (spec §4): pending; accepted with canceled (marked); active. A
 * reservation that left the board (declined, no-show, finished, at the room bill) stays in the
 * column it left while `held`: its action waits to sync, or was refused and not dismissed yet.
 */
export function columnOf(status: ReservationStatus, held = false): ReservationColumn | null {
  switch (status) {
    case 'Pending':
      return 'pending'
    case 'Accepted':
    case 'Canceled':
      return 'accepted'
    case 'Active':
      return 'active'
    case 'Declined':
      return held ? 'pending' : null
    case 'Noshow':
      return held ? 'accepted' : null
    case 'Room':
    case 'Finished':
      return held ? 'active' : null
  }
}

/**
 * The services of the board and its filter: those that take reservations, plus any service that
 * has reservations on this device (the data says it takes them), of those the session reads.
 */
export function boardServices<S extends BoardService>(
  session: Session,
  services: readonly S[],
  reservations: readonly Pick<Reservation, 'service_id'>[] = [],
): S[] {
  const booked = new Set(reservations.map((r) => r.service_id))
  return services
    .filter(
      (s) =>
        (onReservationsBoard(s) || booked.has(s._id)) && can(session, s._id, 'reservationsRead'),
    )
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** A filter from the route (service name or id), checked against the board's services. */
export function resolveFilter(
  wanted: string | undefined,
  services: readonly Pick<Service, '_id' | 'name'>[],
): ServiceFilter {
  if (!wanted) return 'all'
  const found =
    services.find((s) => s._id === wanted || s.name === wanted) ??
    services.find((s) => s.name.toLowerCase() === wanted.toLowerCase())
  return found ? found._id : 'all'
}

/** Soonest first; the same time by name, so the order never jumps. */
export function byTime(a: Reservation, b: Reservation): number {
  return Date.parse(a.time) - Date.parse(b.time) || a.name.localeCompare(b.name)
}

/** The reservations of one column, of the board's services and the filter, by time. */
export function columnReservations(
  reservations: readonly Reservation[],
  column: ReservationColumn,
  serviceIds: ReadonlySet<string>,
  filter: ServiceFilter,
  held: ReadonlySet<string> = new Set(),
): Reservation[] {
  return reservations
    .filter(
      (r) =>
        columnOf(r.status, held.has(r._id)) === column &&
        serviceIds.has(r.service_id) &&
        (filter === 'all' || r.service_id === filter),
    )
    .sort(byTime)
}

/** A day of a column: earlier days (still open), today, tomorrow, or a later date. */
export type DayKey = 'earlier' | 'today' | 'tomorrow' | `day:${string}`

export interface DayGroup {
  key: DayKey
  /** The group's hotel day ('YYYY-MM-DD'), to name it. */
  day: string
  reservations: Reservation[]
}

/** The day group of a time, on the hotel's calendar (its zone, whatever the device's). */
export function dayKey(iso: string, now: Date, zone: string): DayKey {
  const day = dayIn(Date.parse(iso), zone)
  const today = todayIn(zone, now.getTime())
  if (day < today) return 'earlier'
  if (day === today) return 'today'
  if (day === addDaysTo(today, 1)) return 'tomorrow'
  return `day:${day}`
}

/** Groups reservations (sorted by time) by the hotel's day, keeping their order. */
export function groupByDay(
  reservations: readonly Reservation[],
  now: Date,
  zone: string,
): DayGroup[] {
  const groups: DayGroup[] = []
  for (const r of reservations) {
    const key = dayKey(r.time, now, zone)
    const last = groups.at(-1)
    if (last?.key === key) last.reservations.push(r)
    else groups.push({ key, day: dayIn(Date.parse(r.time), zone), reservations: [r] })
  }
  return groups
}

/** A button on a card: a step of the reservation (spec §4) or delete. */
export type CardAction = ReservationAction | 'delete'

const CARD_ACTIONS: readonly ReservationAction[] = [
  'accept',
  'decline',
  'active',
  'noshow',
  'nowAvailable',
  'cancel',
]

/** The actions a card offers: those its status allows, and delete (from any list). */
export function cardActions(status: ReservationStatus): CardAction[] {
  return [...CARD_ACTIONS.filter((a) => canApplyAction(status, a)), 'delete']
}

/** The services the desk may book a table at: taking table reservations, and written by the session. */
export function deskServices<S extends BoardService>(
  session: Session,
  services: readonly S[],
): S[] {
  return services
    .filter((s) => takesTableReservations(s) && can(session, s._id, 'reservationsWrite'))
    .sort((a, b) => a.name.localeCompare(b.name))
}
