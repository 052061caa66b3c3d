import type { Booker } from '../reservations/access.ts'

/** What every party booking's body carries: the business, the client's id and the guest's contact. */
export interface PartyBody {
  _id?: string | undefined
  business_id: string
  name: string
  phone_number?: string | undefined
  email?: string | undefined
  note?: string | undefined
}

/** A table reservation or a spa appointment to write: its body, who books it and its status. */
export interface PartyBooking<Body extends PartyBody, Status extends string> {
  body: Body
  booker: Booker
  status: Status
  now: number
}

/** Where a booking came from, by who booked it (the spec's origin values). */
const ORIGIN = { staff: 'Reception', guest: 'Room', public: 'External' } as const

/**
 * The columns a reservation and an appointment share beside their id and service: the guest's
 * contact as given (phone and e-mail trimmed, none: ''), where it came from and the staff member
 * who wrote it (null for a guest or the public).
 */
export function contactColumns(body: PartyBody, booker: Booker) {
  return {
    name: body.name,
    phoneNumber: body.phone_number?.trim() ?? '',
    email: body.email?.trim() ?? '',
    note: body.note ?? '',
    origin: ORIGIN[booker.kind],
    updatedBy: booker.kind === 'staff' ? booker.staff.accountId : null,
  }
}
