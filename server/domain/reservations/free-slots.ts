import { and, asc, eq, isNull } from 'drizzle-orm'
import {
  PUBLIC_MAX_GUESTS,
  addDaysTo,
  closedDays,
  dayIn,
  daySlots,
  dayStartIn,
  guestDates,
  heldTables,
  hourMinuteOf,
  hoursOn,
  publicDates,
  todayIn,
  slotAvailable,
  tableLengthMinutes,
  type DiningTable,
  type FreeSlot,
  type Service,
} from '../../../sync/protocol/index.ts'
import type { Db } from '../../db/client.ts'
import { diningTables } from '../../db/schema.ts'
import { badRequest } from '../../http/errors.ts'
import { tableToWire } from '../serialize.ts'
import type { Booker } from './access.ts'
import { holdingsBetween } from './holdings.ts'

/** The days a booker may ask about: guests today to +10, the public the next 7 open days. */
function assertInWindow(
  service: Service,
  booker: Booker,
  day: string,
  now: number,
  zone: string,
): void {
  if (booker.kind === 'staff') return
  const today = todayIn(zone, now)
  const closed = closedDays(service.options.closedBetween)
  const window = booker.kind === 'guest' ? guestDates(today) : publicDates(today, closed)
  if (!window.includes(day)) throw badRequest('date', 'date: that day cannot be booked')
}

/**
 * getFreeApointments: the day's 15-minute slots inside the working hours (today from the next
 * quarter hour), each with whether a party of `guests` finds room. One read of the tables and one
 * of the bookings, the rest in memory.
 */
export async function freeSlots(
  db: Db,
  service: Service,
  booker: Booker,
  day: string,
  guests: number,
  { now, zone }: { now: number; zone: string },
): Promise<FreeSlot[]> {
  assertInWindow(service, booker, day, now, zone)
  if (booker.kind === 'public' && guests > PUBLIC_MAX_GUESTS)
    throw badRequest('guests', `guests: at most ${PUBLIC_MAX_GUESTS}`)
  const slots = daySlots(hoursOn(service.workingHours, day), day, now, zone)
  if (slots.length === 0) return []
  const { tables, holdings } = await holdingsBetween(
    db,
    service._id,
    dayStartIn(day, zone),
    dayStartIn(addDaysTo(day, 2), zone),
  )
  const positional = service.options.positional === true
  return slots.map((at) => ({
    time: hourMinuteOf(at, zone),
    at: new Date(at).toISOString(),
    available: slotAvailable(at, guests, tables, holdings, positional),
  }))
}

export type TableAvailability = DiningTable & { available: boolean }

/**
 * getFreeReservationsPerTable: the service's tables with whether each is free at `at` for its
 * own length (the table chooser and the locked tables screen). Inactive tables are never free.
 */
export async function tablesAt(
  db: Db,
  service: Service,
  booker: Booker,
  at: number,
  { now, zone }: { now: number; zone: string },
): Promise<TableAvailability[]> {
  assertInWindow(service, booker, dayIn(at, zone), now, zone)
  const rows = await db
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.serviceId, service._id), isNull(diningTables.deletedAt)))
    .orderBy(asc(diningTables.name))
  const { holdings } = await holdingsBetween(db, service._id, at, at + 86_400_000)
  return rows.map((row) => ({
    ...tableToWire(row),
    available: row.active && !heldTables(holdings, at, tableLengthMinutes(row.length)).has(row.id),
  }))
}
