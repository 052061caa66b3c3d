import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import {
  PUBLIC_MAX_GUESTS,
  dayIn,
  guestDates,
  isOpenSlot,
  publicDates,
  closedDays,
  reservationLengthMinutes,
  slotAvailable,
  todayIn,
  type CreateReservationBody,
  type ReservationStatus,
  type Service,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { diningTables, reservations } from '../../db/schema.ts'
import { HttpError, badRequest, notFound } from '../../http/errors.ts'
import type { PartyBooking } from '../booking/columns.ts'
import {
  assertMayBook,
  assertOwnBusiness,
  bookingColumns,
  placeOf,
  writeBooking,
} from '../booking/party.ts'
import { zoneOfBusiness } from '../business-zone.ts'
import type { WriteResult } from '../writes/types.ts'
import { assertBookable, serviceOf } from './access.ts'
import { claimTables } from './claims.ts'
import { reservationNotice } from './notices.ts'
import { holdingsAround } from './holdings.ts'
import { reservationToWire } from './wire.ts'

export type Booking = PartyBooking<CreateReservationBody, ReservationStatus>

/**
 * A new reservation (createReservation, createReservationWithTable, createAcceptedReservation-
 * WithTable, createReservationExternal and the push's reservation.create), inside the business
 * write. Its tables are locked and claimed for its whole length in this transaction, so of two
 * bookings of one table and time exactly one stands and the other gets 409 reservation.taken.
 */
export async function createReservation(tx: Tx, booking: Booking): Promise<WriteResult> {
  const { body, booker } = booking
  assertOwnBusiness(booker, body.business_id)
  const service = await serviceOf(tx, body.business_id, body.service_id)
  const zone = await zoneOfBusiness(tx, service.business_id)
  const today = todayIn(zone, booking.now)
  assertBookable(service, booker, today)
  assertMayBook(booker, service._id, body)
  if (booker.kind !== 'staff')
    checkGuestRequest(body, booker.kind, service, today, { now: booking.now, zone })

  const tableIds = body.table_ids ?? (body.table_id !== undefined ? [body.table_id] : [])
  if (service.options.positional === true && tableIds.length === 0)
    throw badRequest('table_ids', 'table_ids: choose the tables for this service')
  const tables = await lockTables(tx, service, tableIds)
  const seats = tables.reduce((sum, t) => sum + t.capacity, 0)
  if (tables.length > 0 && body.number > seats)
    throw badRequest('number', `number: the tables seat ${seats} guests`)

  const start = Date.parse(body.time)
  const length =
    booker.kind === 'staff' && body.length !== undefined
      ? body.length
      : reservationLengthMinutes(tables.map((t) => t.length))
  if (tables.length === 0) await assertSeatsLeft(tx, service, start, body.number)

  const place = await placeOf(tx, booker, body.business_id, body.room_id)
  const id = body._id ?? randomUUID()
  const event = tableIds.length > 0 ? 'reservationCreatedWithTable' : 'reservationCreated'
  return writeBooking({
    tx,
    what: 'Reservation',
    id,
    insert: () =>
      tx
        .insert(reservations)
        .values({
          ...bookingColumns(id, service, booking, start),
          length,
          tableIds,
          number: body.number,
          roomId: place.roomId,
          stayId: place.stayId,
        })
        .onConflictDoNothing()
        .returning(),
    claim: () =>
      claimTables(tx, {
        reservationId: id,
        businessId: service.business_id,
        tableIds,
        start,
        minutes: length,
      }),
    toWire: (row) => reservationToWire(row, service.name),
    notice: (wire) => reservationNotice(wire, event),
  })
}

/**
 * A guest's or the public's request (spec §5; its e-mail is checked by assertMayBook): the date window (guests today to +10
 * days, the public the next 7 open days, up to 15 guests) and a slot inside the working hours,
 * today from the next quarter hour.
 */
function checkGuestRequest(
  body: CreateReservationBody,
  kind: 'guest' | 'public',
  service: Service,
  today: string,
  { now, zone }: { now: number; zone: string },
): void {
  if (kind === 'public' && body.number > PUBLIC_MAX_GUESTS)
    throw badRequest('number', `number: at most ${PUBLIC_MAX_GUESTS} guests`)
  const start = Date.parse(body.time)
  const day = dayIn(start, zone)
  const closed = closedDays(service.options.closedBetween)
  const window = kind === 'guest' ? guestDates(today) : publicDates(today, closed)
  if (!window.includes(day)) throw badRequest('time', 'time: that day cannot be booked')
  if (!isOpenSlot(service.workingHours, start, now, zone))
    throw badRequest('time', 'time: not a free slot of the working hours')
}

type TableRow = typeof diningTables.$inferSelect

/** The chosen tables, locked in id order (no deadlock between two bookings of the same set). */
export async function lockTables(
  tx: Tx,
  service: Service,
  ids: readonly string[],
): Promise<TableRow[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .select()
    .from(diningTables)
    .where(
      and(
        inArray(diningTables.id, [...ids]),
        eq(diningTables.serviceId, service._id),
        isNull(diningTables.deletedAt),
      ),
    )
    .orderBy(diningTables.id)
    .for('update')
  for (const id of ids) {
    const table = rows.find((r) => r.id === id)
    if (!table) throw notFound(`Table ${id}`)
    if (!table.active) throw badRequest('table_ids', `table_ids: table ${table.name} is not in use`)
  }
  return rows
}

/** A service booked without tables: its seats (active tables) must hold the party. */
async function assertSeatsLeft(tx: Tx, service: Service, start: number, guests: number) {
  const { tables, holdings } = await holdingsAround(tx, service._id, start)
  if (!slotAvailable(start, guests, tables, holdings, false)) {
    throw new HttpError(
      409,
      'reservation.unavailable',
      `No room for ${guests} guests at that time.`,
      {
        field: 'time',
      },
    )
  }
}
