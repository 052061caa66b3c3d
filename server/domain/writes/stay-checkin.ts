import { randomInt, randomUUID } from 'node:crypto'
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import {
  TAKEN_MESSAGE,
  addDaysTo,
  stayLengthProblem,
  todayIn,
  type CheckInBody,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { stays } from '../../db/schema.ts'
import { HttpError, badRequest } from '../../http/errors.ts'
import type { StaffContext } from '../permissions.ts'
import { assertReception } from '../reception-access.ts'
import { nextVersionSql } from '../versioning.ts'
import { assertIdFree, idTaken } from './client-ids.ts'
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

/** An offline check-in may sync this many days after the day it was made. */
export const CHECK_IN_DAYS_BACK = 14

/**
 * The arrival day of a check-in: the day the desk sent (the hotel day it was made, even when it
 * syncs later), else the hotel's today. Not ahead of today, not more than two weeks back.
 */
export function checkInDay(sent: string | undefined, zone: string, now = Date.now()): string {
  const today = todayIn(zone, now)
  if (sent === undefined) return today
  if (sent > today || sent < addDaysTo(today, -CHECK_IN_DAYS_BACK))
    throw badRequest(
      'arrival',
      `arrival: the check-in day must be from ${addDaysTo(today, -CHECK_IN_DAYS_BACK)} to ${today}`,
    )
  return sent
}

/** A stay from `arrival` to `checkout` that cannot be (rules/date-window.ts): 400 on `checkout`. */
export function assertStayLength(arrival: string, checkout: string): void {
  const problem = stayLengthProblem(arrival, checkout)
  if (problem !== null) throw badRequest('checkout', `checkout: ${problem}`)
}

/** A new room code: four digits, as the guests' phones ask for. */
export const newRoomCode = (): string => String(randomInt(1000, 10000))

/** The refusal when the room already has a guest: 409, message "TAKEN.", the server's stay. */
export function taken(stay: StayRow, room: RoomRow): HttpError {
  return new HttpError(409, 'stay.taken', TAKEN_MESSAGE, {
    current: stayChange(stayWire(stay, room.name)),
  })
}

async function inHouse(tx: Tx, roomId: string): Promise<StayRow | undefined> {
  const [row] = await tx
    .select()
    .from(stays)
    .where(and(eq(stays.roomId, roomId), isNotNull(stays.checkIn), isNull(stays.deletedAt)))
  return row
}

/** Postgres unique violation (the one checked-in stay per room index). */
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: { code?: unknown } }
  return e.code === '23505' || e.cause?.code === '23505'
}

/**
 * generateNewPasswordAndCheckIn: the room gets a stay with a room code and `check_in` now. The
 * desk may propose the stay's id and the code (offline); a room with a guest checked in already
 * is refused with "TAKEN." and that stay. The room row is locked and the one-checked-in-stay
 * index holds even beside writers that skip the lock, so two desks get exactly one stay.
 */
export async function checkIn(
  tx: Tx,
  staff: StaffContext,
  body: CheckInBody,
): Promise<WriteResult> {
  assertReception(staff)
  if (body._id !== undefined && body.stay_id !== undefined) {
    throw badRequest('stay_id', 'Send either _id (a new stay) or stay_id (a stay booked ahead).')
  }
  const room = await lockRoom(tx, staff, body.room_id)
  await assertGuestOfBusiness(tx, staff.businessId, body.guest_id)
  const occupant = await inHouse(tx, room.id)
  if (occupant) throw taken(occupant, room)
  const now = new Date().toISOString()
  const arrival = checkInDay(body.arrival, staff.zone)
  const fields = {
    password: body.password ?? newRoomCode(),
    checkout: body.checkout,
    checkIn: now,
    updatedAt: now,
    ...(body.lang !== undefined ? { lang: body.lang } : {}),
    ...(body.guest_name !== undefined ? { guestName: body.guest_name } : {}),
    ...(body.guest_id !== undefined ? { guestId: body.guest_id } : {}),
    version: nextVersionSql(),
  }
  let row: StayRow | undefined
  if (body.stay_id !== undefined) {
    const booked = await lockStay(tx, staff, body.stay_id)
    if (booked.stay.roomId !== room.id) {
      throw badRequest('stay_id', 'The stay is booked for another room.')
    }
    if (booked.stay.checkedOutAt !== null) {
      throw new HttpError(409, 'stay.checked_out', 'The stay has been checked out.', {
        current: stayChange(stayWire(booked.stay, room.name)),
      })
    }
    assertStayLength(booked.stay.arrival ?? arrival, body.checkout)
    ;[row] = await tx
      .update(stays)
      .set({ ...fields, arrival: booked.stay.arrival ?? arrival })
      .where(eq(stays.id, booked.stay.id))
      .returning()
  } else {
    assertStayLength(arrival, body.checkout)
    const id = body._id ?? randomUUID()
    await assertIdFree(tx, 'Stay', id)
    try {
      // Own savepoint: a unique violation leaves the outer transaction usable for the answer.
      ;[row] = await tx.transaction((sp) =>
        sp
          .insert(stays)
          .values({
            id,
            businessId: staff.businessId,
            roomId: room.id,
            arrival,
            lang: body.lang ?? 'en',
            guestName: body.guest_name ?? null,
            guestId: body.guest_id ?? null,
            ...fields,
          })
          .onConflictDoNothing({ target: stays.id })
          .returning(),
      )
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      const winner = await inHouse(tx, room.id)
      if (winner) throw taken(winner, room)
      throw error
    }
    if (!row) throw idTaken('Stay', id)
  }
  const stay = stayWire(row!, room.name)
  return { status: 200, body: stay, changes: stayNotices(stay, staff.businessId) }
}

export const checkInWrite: StaffWrite<'stay.checkIn'> = { type: 'stay.checkIn', run: checkIn }
