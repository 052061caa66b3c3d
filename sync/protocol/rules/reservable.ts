/**
 * Which services take reservations, in the spec's three senses, named apart (each feature used
 * to derive its own "takes reservations"):
 * - `takesTableReservations`: a restaurant or pool with the `reservations` option on (spec 000
 *   §5: the Timeline entry shows "for restaurant and pool also when the service option
 *   reservations is on"); its timeline, its booking pages.
 * - `onReservationsBoard`: the hotel reservations board's services (spec 000 §3: "services with
 *   reservations or bookable spa").
 * - `openForTableBooking`: a booking link's service (spec 000 §2, §7): an active service taking
 *   table reservations; for the public only when it is open to the public.
 */
import { TABLE_RESERVATION_TYPES } from './reservations.ts'

/** What these rules read of a service (the wire's `Service` fits). */
export interface ReservableService {
  type: string
  options: {
    active?: boolean | undefined
    reservations?: boolean | undefined
    isBookable?: boolean | undefined
    openToPublic?: boolean | undefined
  }
}

/** Who books from a link: a room guest, or the public. */
export type BookingAudience = 'guest' | 'public'

/** Restaurant and pool: the services whose reservations hold tables. */
export function booksTables(service: Pick<ReservableService, 'type'>): boolean {
  return (TABLE_RESERVATION_TYPES as readonly string[]).includes(service.type)
}

/** A restaurant or pool with the `reservations` option on. */
export function takesTableReservations(service: ReservableService): boolean {
  return booksTables(service) && service.options.reservations === true
}

/** A spa that takes bookings: `isBookable` not turned off (the guest and public spa pages). */
export function isBookableSpa(service: ReservableService): boolean {
  return service.type === 'spa' && service.options.isBookable !== false
}

/** The hotel reservations board's services: table reservations, or a bookable spa. */
export function onReservationsBoard(service: ReservableService): boolean {
  return takesTableReservations(service) || isBookableSpa(service)
}

/** A booking link's service: active, taking table reservations, open to the public for it. */
export function openForTableBooking(
  service: ReservableService,
  audience: BookingAudience,
): boolean {
  return (
    service.options.active !== false &&
    takesTableReservations(service) &&
    (audience === 'guest' || service.options.openToPublic === true)
  )
}
