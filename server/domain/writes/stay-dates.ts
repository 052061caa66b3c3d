import { randomUUID } from 'node:crypto'
import { and, eq, isNull, ne } from 'drizzle-orm'
import {
  periodsOverlap,
  stayStart,
  type AddStayBody,
  type UpdateCheckoutBody,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { stays } from '../../db/schema.ts'
import { HttpError, badRequest } from '../../http/errors.ts'
import type { StaffContext } from '../permissions.ts'
import { assertReception } from '../reception-access.ts'
import { nextVersionSql } from '../versioning.ts'
import { assertIdFree, idTaken } from './client-ids.ts'
import { assertStayLength } from './stay-checkin.ts'
import { assertGuestOfBusiness } from './stay-guest.ts'
import {
  lockRoom,
  lockStay,
  stayChange,
  stayNotices,
  stayWire,
  type RoomRow,
  type StayRow,
} from './reception-rows.ts'
import type { StaffWrite, WriteResult } from './types.ts'

const startOf = (s: StayRow) =>
  stayStart({ arrival: s.arrival, check_in: s.checkIn ? new Date(s.checkIn).toISOString() : null })

/**
 * The room is booked: another live stay of the room (not checked out) overlaps the period.
 * 409 `stay.booked` with that stay, so the desk sees who has the room then.
 */
async function assertRoomFree(
  tx: Tx,
  room: RoomRow,
  period: { start: string; end: string },
  exceptId: string | null,
): Promise<void> {
  const others = await tx
    .select()
    .from(stays)
    .where(
      and(
        eq(stays.roomId, room.id),
        isNull(stays.deletedAt),
        isNull(stays.checkedOutAt),
        exceptId ? ne(stays.id, exceptId) : undefined,
      ),
    )
  const clash = others.find((s) => periodsOverlap(period, { start: startOf(s), end: s.checkout }))
  if (clash) {
    throw new HttpError(
      409,
      'stay.booked',
      `The room is booked from ${startOf(clash)} to ${clash.checkout}.`,
      { current: stayChange(stayWire(clash, room.name)) },
    )
  }
}

/**
 * updateCheckoutDate (extend stay): a new check-out date for a stay in the house or booked
 * ahead; not before the stay starts, and not into another booking of the room.
 */
export async function updateCheckout(
  tx: Tx,
  staff: StaffContext,
  body: UpdateCheckoutBody,
): Promise<WriteResult> {
  assertReception(staff)
  const { stay, room } = await lockStay(tx, staff, body.stay_id)
  if (stay.checkedOutAt !== null) {
    throw new HttpError(409, 'stay.checked_out', 'The stay has been checked out.', {
      current: stayChange(stayWire(stay, room.name)),
    })
  }
  if (stay.checkout === body.checkout) {
    const same = stayWire(stay, room.name)
    return { status: 200, body: same, changes: [] }
  }
  const start = startOf(stay)
  if (body.checkout < start) {
    throw badRequest('checkout', `checkout must not be before the stay starts (${start}).`)
  }
  assertStayLength(start, body.checkout)
  await lockRoom(tx, staff, room.id)
  await assertRoomFree(tx, room, { start, end: body.checkout }, stay.id)
  const [row] = await tx
    .update(stays)
    .set({
      checkout: body.checkout,
      updatedAt: new Date().toISOString(),
      version: nextVersionSql(),
    })
    .where(eq(stays.id, stay.id))
    .returning()
  const wire = stayWire(row!, room.name)
  return { status: 200, body: wire, changes: stayNotices(wire, staff.businessId) }
}

/**
 * addStay: a stay booked for a period without check-in (the room code is made at check-in,
 * which takes it with `stay_id`). The room must be free then (409 `stay.booked`).
 */
export async function addStay(
  tx: Tx,
  staff: StaffContext,
  body: AddStayBody,
): Promise<WriteResult> {
  assertReception(staff)
  assertStayLength(body.arrival, body.checkout)
  const room = await lockRoom(tx, staff, body.room_id)
  await assertGuestOfBusiness(tx, staff.businessId, body.guest_id)
  await assertRoomFree(tx, room, { start: body.arrival, end: body.checkout }, null)
  const id = body._id ?? randomUUID()
  await assertIdFree(tx, 'Stay', id)
  const [row] = await tx
    .insert(stays)
    .values({
      id,
      businessId: staff.businessId,
      version: nextVersionSql(),
      roomId: room.id,
      password: '',
      arrival: body.arrival,
      checkout: body.checkout,
      lang: body.lang ?? 'en',
      checkIn: null,
      guestName: body.guest_name ?? null,
      guestId: body.guest_id ?? null,
    })
    .onConflictDoNothing({ target: stays.id })
    .returning()
  if (!row) throw idTaken('Stay', id)
  const wire = stayWire(row, room.name)
  return { status: 200, body: wire, changes: stayNotices(wire, staff.businessId) }
}

export const updateCheckoutWrite: StaffWrite<'stay.updateCheckout'> = {
  type: 'stay.updateCheckout',
  run: updateCheckout,
}

export const addStayWrite: StaffWrite<'stay.add'> = { type: 'stay.add', run: addStay }
