import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { rooms, stays } from '../../db/schema.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { assertPermission } from '../permissions.ts'
import { isRealPhone, PHONE_MESSAGE } from '../phone.ts'
import { nextVersionSql } from '../versioning.ts'
import { assertIdFree, idTaken } from '../writes/client-ids.ts'
import type { ChangeNotice, WriteResult } from '../writes/types.ts'
import type { Booker } from '../reservations/access.ts'
import { contactColumns, type PartyBody, type PartyBooking } from './columns.ts'

/*
 * The party-booking write that a table reservation (reservations/booking.ts) and a spa
 * appointment (spa/create.ts) share: who may book, the row's common columns, the hotel room it
 * is for, and writing the row with what it claims. What each books, checks and claims stays in
 * its own file.
 */

/** A staff member books only in their own business: another business is not found. */
export function assertOwnBusiness(booker: Booker, businessId: string): void {
  if (booker.kind === 'staff' && booker.staff.businessId !== businessId) throw notFound('Business')
}

/**
 * Staff need the service's reservationsWrite; a guest or the public must leave an e-mail. A phone
 * given must be a real number (the wire schema made only the light check; server/domain/phone.ts).
 */
export function assertMayBook(booker: Booker, serviceId: string, body: PartyBody): void {
  if (booker.kind === 'staff') assertPermission(booker.staff, serviceId, 'reservationsWrite')
  else if (!body.email || body.email.trim() === '') throw badRequest('email', 'email: required')
  const phone = body.phone_number?.trim() ?? ''
  if (phone !== '' && !isRealPhone(phone)) {
    throw badRequest('phone_number', `phone_number: ${PHONE_MESSAGE}`)
  }
}

/** The columns of a new booking's row that do not depend on what is booked. */
export function bookingColumns<Body extends PartyBody, Status extends string>(
  id: string,
  service: { _id: string; business_id: string },
  booking: PartyBooking<Body, Status>,
  start: number,
) {
  return {
    id,
    businessId: service.business_id,
    version: nextVersionSql(),
    serviceId: service._id,
    status: booking.status,
    time: new Date(start).toISOString(),
    ...contactColumns(booking.body, booking.booker),
  }
}

/**
 * The hotel room (and the stay checked in there) a booking is for: a guest's own; staff may
 * name a room of the business (else 404 Room); the public none.
 */
export async function placeOf(
  tx: Tx,
  booker: Booker,
  businessId: string,
  roomId: string | null | undefined,
): Promise<{ roomId: string | null; stayId: string | null }> {
  if (booker.kind === 'guest') return { roomId: booker.roomId, stayId: booker.stayId }
  if (booker.kind === 'public' || !roomId) return { roomId: null, stayId: null }
  const [room] = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.businessId, businessId), isNull(rooms.deletedAt)))
  if (!room) throw notFound('Room')
  const [stay] = await tx
    .select({ id: stays.id })
    .from(stays)
    .where(and(eq(stays.roomId, room.id), isNotNull(stays.checkIn), isNull(stays.deletedAt)))
  return { roomId: room.id, stayId: stay?.id ?? null }
}

/**
 * Inserts the booking's row (an id in use: 409 conflict, naming `what`), then claims what it
 * holds in the same transaction, where a refused claim throws and undoes the row; answers with
 * the row on the wire and its live event.
 */
export async function writeBooking<Row, Wire>(write: {
  tx: Tx
  what: string
  id: string
  insert: () => Promise<Row[]>
  claim: () => Promise<void>
  toWire: (row: Row) => Wire
  notice: (wire: Wire) => ChangeNotice
}): Promise<WriteResult> {
  await assertIdFree(write.tx, write.what, write.id)
  const [row] = await write.insert()
  if (!row) throw idTaken(write.what, write.id)
  await write.claim()
  const wire = write.toWire(row)
  return { status: 200, body: wire, changes: [write.notice(wire)] }
}
