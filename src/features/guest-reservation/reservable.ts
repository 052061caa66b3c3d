/**
 * Which service a booking link names (spec 000 §2: restaurant and pool use the booking screen):
 * one open for table booking to this audience (sync/protocol/rules/reservable.ts), matched by
 * name, exactly or ignoring case.
 */
import type { Service } from '../../../sync/protocol/service.ts'
import { openForTableBooking } from '../../../sync/protocol/rules/reservable.ts'
import type { Audience } from './booking-days.ts'

export function reservableService(
  services: readonly Service[],
  name: string,
  audience: Audience,
): Service | null {
  const open = services.filter((s) => openForTableBooking(s, audience))
  return (
    open.find((s) => s.name === name) ??
    open.find((s) => s.name.toLowerCase() === name.toLowerCase()) ??
    null
  )
}
