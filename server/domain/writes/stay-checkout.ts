import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { CheckoutBody, Language } from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { guestSessions, invoices, stays } from '../../db/schema.ts'
import { HttpError } from '../../http/errors.ts'
import type { StaffContext } from '../permissions.ts'
import { assertReception } from '../reception-access.ts'
import { nextVersionSql } from '../versioning.ts'
import { renderStayInvoice } from '../invoice.ts'
import { nextInvoiceNumber } from '../invoice-number.ts'
import {
  lockStay,
  stayChange,
  stayNotices,
  stayWire,
  type RoomRow,
  type StayRow,
} from './reception-rows.ts'
import type { StaffWrite, WriteResult } from './types.ts'

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/** The stay's stored invoice; made now if it has none (a stay checked out by an import). */
async function storedInvoice(
  tx: Tx,
  staff: StaffContext,
  stay: StayRow,
  room: RoomRow,
  lang: Language,
  checkIn: string | null,
): Promise<Uint8Array> {
  const [found] = await tx
    .select({ pdf: invoices.pdf })
    .from(invoices)
    .where(and(eq(invoices.stayId, stay.id), eq(invoices.businessId, staff.businessId)))
  if (found) return found.pdf
  // The stay's row is locked (lockStay): no other check-out of it can be making one now.
  const number = await nextInvoiceNumber(tx, staff.businessId)
  const pdf = await renderStayInvoice(tx, {
    businessId: staff.businessId,
    stay,
    room,
    lang,
    checkIn,
    number,
  })
  await tx
    .insert(invoices)
    .values({ id: randomUUID(), businessId: staff.businessId, stayId: stay.id, lang, number, pdf })
  return pdf
}

/**
 * checkout {stay_id, lang?}: clears `check_in`, sets `checked_out_at`, ends the guests' room-code
 * sessions of the stay, and answers the stay with its invoice (a PDF of the stay's orders, in
 * `lang`, else the stay's language) in base64; the PDF is kept (GET stay/invoice/{stayId}). A
 * stay checked out already answers the same with its stored invoice (a second desk, a replay);
 * a stay never checked in is refused (409 `stay.not_checked_in`).
 */
export async function checkOut(
  tx: Tx,
  staff: StaffContext,
  body: CheckoutBody,
): Promise<WriteResult> {
  assertReception(staff)
  const { stay, room } = await lockStay(tx, staff, body.stay_id)
  const lang = body.lang ?? stay.lang
  if (stay.checkIn === null) {
    if (stay.checkedOutAt === null) {
      throw new HttpError(409, 'stay.not_checked_in', 'The stay is not checked in.', {
        current: stayChange(stayWire(stay, room.name)),
      })
    }
    const pdf = await storedInvoice(tx, staff, stay, room, lang, null)
    return {
      status: 200,
      body: { ...stayWire(stay, room.name), invoice: base64(pdf) },
      changes: [],
    }
  }
  const now = new Date().toISOString()
  const [row] = await tx
    .update(stays)
    .set({ checkIn: null, checkedOutAt: now, updatedAt: now, version: nextVersionSql() })
    .where(eq(stays.id, stay.id))
    .returning()
  // The guests' phones of this stay lose the room (its code is of no use any more).
  await tx
    .delete(guestSessions)
    .where(and(eq(guestSessions.kind, 'stay'), eq(guestSessions.subjectId, stay.id)))
  const checkedIn = new Date(stay.checkIn).toISOString()
  const pdf = await storedInvoice(tx, staff, row!, room, lang, checkedIn)
  const wire = stayWire(row!, room.name)
  return {
    status: 200,
    body: { ...wire, invoice: base64(pdf) },
    // The phones' open sockets leave with their sessions, once this commits.
    changes: stayNotices(wire, staff.businessId).map((n, i) =>
      i === 0 ? { ...n, closesStay: stay.id } : n,
    ),
  }
}

export const checkOutWrite: StaffWrite<'stay.checkOut'> = { type: 'stay.checkOut', run: checkOut }
