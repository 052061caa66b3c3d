import type { Reservation, ReservationEventName } from '../../../sync/protocol/index.ts'
import { bookingChange, bookingEvent } from '../booking/notices.ts'
import type { ChangeNotice } from '../writes/types.ts'

/** A changed reservation, told as its live event to the service's reservation staff and stay. */
export const reservationNotice = (row: Reservation, event: ReservationEventName): ChangeNotice => ({
  ...bookingChange('reservations', row),
  reservation: bookingEvent(row, event),
})

/** A deleted reservation: a tombstone, told the same way. */
export const reservationTombstone = (row: Reservation, version: number): ChangeNotice => ({
  ...bookingChange('reservations', row, version),
  reservation: bookingEvent(row, 'reservationChanged'),
})
