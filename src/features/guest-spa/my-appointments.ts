/**
 * The room guest's spa appointments as the page shows them: read once (the stay's pending ones
 * and those this phone booked), then kept current by the live events (spaAppointmentAccepted and
 * the others carry the row and its version; an older version never replaces a newer one). Shown:
 * those of today and later, by time; a deleted one leaves.
 */
import type { SpaAppointment, SpaAppointmentStatus } from '../../../sync/protocol/spa.ts'
import { dayIn, todayIn } from '../../../sync/protocol/rules/hotel-day.ts'

export type AppointmentsById = ReadonlyMap<string, SpaAppointment>
export type SpaChange = {
  table: string
  id: string
  version: number
  deleted: boolean
  row: Record<string, unknown> | null
}

/** Upserts rows whose version is newer than the held one (the same map when nothing changes). */
export function mergeAppointments(
  held: AppointmentsById,
  rows: readonly SpaAppointment[],
): AppointmentsById {
  let next: Map<string, SpaAppointment> | null = null
  for (const row of rows) {
    const current = (next ?? held).get(row._id)
    if (current && current.version >= row.version) continue
    next ??= new Map(held)
    next.set(row._id, row)
  }
  return next ?? held
}

/** A live event: the stay's own appointments only; a tombstone removes it. */
export function applySpaChange(
  held: AppointmentsById,
  change: SpaChange,
  stayId: string,
): AppointmentsById {
  if (change.table !== 'appointments') return held
  if (change.deleted || change.row === null) {
    if (!held.has(change.id)) return held
    const next = new Map(held)
    next.delete(change.id)
    return next
  }
  const row = change.row as unknown as SpaAppointment
  if (row.stay_id !== stayId) return held
  return mergeAppointments(held, [row])
}

/** Today's and later appointments, by time. */
export function upcomingAppointments(
  held: AppointmentsById,
  now: number,
  zone: string,
): SpaAppointment[] {
  const today = todayIn(zone, now)
  return [...held.values()]
    .filter((a) => dayIn(Date.parse(a.time), zone) >= today)
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time))
}

/** Whether an appointment can still change its status for the guest (the socket is kept open). */
export const awaitsAnswer = (status: SpaAppointmentStatus): boolean => status === 'Pending'
