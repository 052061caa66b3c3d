import type { Reservation, ReservationEventName } from '../../../sync/protocol/index.ts'
import type { ChangeNotice } from '../writes/types.ts'

/** A changed reservation, told as its live event to the service's reservation staff and stay. */
export function reservationNotice(row: Reservation, event: ReservationEventName): ChangeNotice {
  return {
    change: { table: 'reservations', id: row._id, version: row.version, deleted: false, row },
    businessId: row.business_id,
    audience: 'all',
    reservation: { event, serviceId: row.service_id, stayId: row.stay_id },
  }
}

/** A deleted reservation: a tombstone, told the same way. */
export function reservationTombstone(row: Reservation, version: number): ChangeNotice {
  return {
    change: { table: 'reservations', id: row._id, version, deleted: true, row: null },
    businessId: row.business_id,
    audience: 'all',
    reservation: { event: 'reservationChanged', serviceId: row.service_id, stayId: row.stay_id },
  }
}
