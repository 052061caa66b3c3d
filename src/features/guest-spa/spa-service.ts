/**
 * Which spa a booking link names (spec 001 §2, Guest spa booking and public spa): an active spa
 * service that takes bookings (`isBookable` not false); for the public also `openToPublic` (else
 * the page is not found). Matched by name, exactly or ignoring case, like the table booking.
 */
import type { Service } from '../../../sync/protocol/service.ts'
import { isBookableSpa } from '../../../sync/protocol/rules/reservable.ts'
import type { Audience } from '../guest-reservation/booking-days.ts'

export function takesSpaBookings(service: Service, audience: Audience): boolean {
  return (
    isBookableSpa(service) &&
    service.options.active !== false &&
    (audience === 'guest' || service.options.openToPublic === true)
  )
}

export function bookableSpa(
  services: readonly Service[],
  name: string,
  audience: Audience,
): Service | null {
  const open = services.filter((s) => takesSpaBookings(s, audience))
  return (
    open.find((s) => s.name === name) ??
    open.find((s) => s.name.toLowerCase() === name.toLowerCase()) ??
    null
  )
}
