import type { SpaAppointment } from '../../../sync/protocol/index.ts'
import type { ReservationColumn, ServiceFilter } from './board.ts'

/** A spa appointment's column on the reservations board: waiting, accepted, or the guest arrived. */
export function spaColumnOf(status: SpaAppointment['status']): ReservationColumn | null {
  switch (status) {
    case 'Pending':
      return 'pending'
    case 'Accepted':
      return 'accepted'
    case 'Active':
      return 'active'
    default:
      return null
  }
}

/**
 * The spa appointments of one board column: of the board's spa services (`spaIds`, the ones the
 * session reads), of the chosen one when the filter names one, soonest first.
 */
export function spaColumn(
  appointments: readonly SpaAppointment[],
  column: ReservationColumn,
  spaIds: ReadonlySet<string>,
  filter: ServiceFilter,
): SpaAppointment[] {
  return appointments
    .filter(
      (a) =>
        spaColumnOf(a.status) === column &&
        spaIds.has(a.service_id) &&
        (filter === 'all' || a.service_id === filter),
    )
    .sort((a, b) => a.time.localeCompare(b.time) || a.name.localeCompare(b.name))
}
