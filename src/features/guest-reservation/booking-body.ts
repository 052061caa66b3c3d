/**
 * The create request of a booking (docs/api.md, Reservations): which path and what body. A room
 * guest books with createReservation (createReservationWithTable for a positional service); the
 * public with createReservationExternal, tables included when chosen.
 */
import type { CreateReservationBody } from '../../../sync/protocol/reservations.ts'
import type { Audience } from './booking-days.ts'
import type { BookingForm } from './form-rules.ts'

export type CreatePath =
  'createReservation' | 'createReservationWithTable' | 'createReservationExternal'

export function createPath(audience: Audience, tableIds: readonly string[]): CreatePath {
  if (audience === 'public') return 'createReservationExternal'
  return tableIds.length > 0 ? 'createReservationWithTable' : 'createReservation'
}

export function bookingBody(
  form: BookingForm & { slot: string },
  place: { businessId: string; serviceId: string; id: string },
  tableIds: readonly string[],
): CreateReservationBody {
  const body: CreateReservationBody = {
    _id: place.id,
    business_id: place.businessId,
    service_id: place.serviceId,
    time: form.slot,
    number: form.guests,
    name: form.surname.trim(),
    email: form.email.trim(),
  }
  if (form.phone.trim() !== '') body.phone_number = form.phone.trim()
  if (tableIds.length > 0) body.table_ids = [...tableIds]
  return body
}
