/**
 * Which service a booking link names (spec 000 §2: restaurant and pool use the booking screen):
 * an active restaurant or pool with the `reservations` option; for the public also `openToPublic`
 * (else the page is not found). Matched by name, exactly or ignoring case.
 */
import type { Service } from '../../../sync/protocol/service.ts'
import { TABLE_RESERVATION_TYPES } from '../../../sync/protocol/rules/index.ts'
import type { Audience } from './booking-days.ts'

export function takesReservations(service: Service, audience: Audience): boolean {
  return (
    (TABLE_RESERVATION_TYPES as readonly string[]).includes(service.type) &&
    service.options.active !== false &&
    service.options.reservations === true &&
    (audience === 'guest' || service.options.openToPublic === true)
  )
}

export function reservableService(
  services: readonly Service[],
  name: string,
  audience: Audience,
): Service | null {
  const open = services.filter((s) => takesReservations(s, audience))
  return (
    open.find((s) => s.name === name) ??
    open.find((s) => s.name.toLowerCase() === name.toLowerCase()) ??
    null
  )
}
