import {
  HOLDING_STATUSES,
  SLOT_MS,
  heldTables,
  isValidEmail,
  isValidPhone,
  reservationLengthMinutes,
  slotAvailable,
  tableLengthMinutes,
  type Holding,
} from '../../../sync/protocol/rules/index.ts'
import type {
  DiningTable,
  Reservation,
  ReservationCreatePayload,
  Service,
} from '../../../sync/protocol/index.ts'
import { lockedSlots } from '../tables-locked/slot-choice.ts'

/*
 * The desk's new table reservation (a phone call, a guest at the door): free slots and tables
 * from the device's own data, with the same pure rules the server books with, so it works
 * offline. The server still decides: a table another device took meanwhile is refused with the
 * booking that holds it (409 reservation.taken), and the form then offers the next free slots.
 */

/** What the device holds of one service for booking it. */
export interface DeskData {
  service: Pick<Service, '_id' | 'workingHours' | 'options'>
  /** The service's tables (inactive ones too: they are left out here). */
  tables: readonly DiningTable[]
  /** The service's reservations (every status: only the holding ones count). */
  reservations: readonly Pick<
    Reservation,
    '_id' | 'status' | 'time' | 'length' | 'table_ids' | 'number'
  >[]
  zone: string
}

/** The form as the desk fills it. */
export interface DeskForm {
  serviceId: string
  day: string
  /** The chosen slot's instant (ISO), '' until one is chosen. */
  at: string
  guests: number
  tableIds: readonly string[]
  name: string
  phone: string
  email: string
  note: string
  /** The room of a guest staying at the hotel, '' for none. */
  roomId: string
}

export interface DeskSlot {
  at: number
  available: boolean
}

export interface FreeTable {
  table: DiningTable
  /** Seats the whole party alone. */
  fits: boolean
}

const positional = (data: DeskData): boolean => data.service.options.positional === true

const activeTables = (data: DeskData) => data.tables.filter((t) => t.active)

/** The bookings that hold seats (pending, accepted, arrived), one left out (the one being moved). */
export function deskHoldings(data: DeskData, except?: string): Holding[] {
  return data.reservations
    .filter((r) => r._id !== except && HOLDING_STATUSES.includes(r.status))
    .map((r) => ({
      time: Date.parse(r.time),
      length: r.length,
      tableIds: r.table_ids,
      number: r.number,
    }))
}

/**
 * The day's quarter hours the desk may book: the service's working hours (the whole day when it
 * has none, as on the locked tablet); today from the current quarter hour on (a walk-in is
 * seated now). Each says whether the party finds room, as the server's free slots do.
 */
export function deskSlots(data: DeskData, day: string, guests: number, now: number): DeskSlot[] {
  const current = Math.floor(now / SLOT_MS) * SLOT_MS
  const holdings = deskHoldings(data)
  const tables = activeTables(data)
  return lockedSlots(data.service.workingHours, day, data.zone)
    .filter((at) => at >= current)
    .map((at) => ({
      at,
      available: slotAvailable(at, Math.max(1, guests), tables, holdings, positional(data)),
    }))
}

/** The free slots after `after` on that day, at most `count`: what a refused booking offers. */
export function nextFreeSlots(
  data: DeskData,
  day: string,
  guests: number,
  after: number,
  now: number,
  count = 3,
): number[] {
  return deskSlots(data, day, guests, now)
    .filter((s) => s.available && s.at > after)
    .slice(0, count)
    .map((s) => s.at)
}

/**
 * The active tables free at `at` for their own length: the ones that seat the party alone first
 * (smallest first, so a couple is not given the eight-seat table), then the others by name.
 */
export function freeTables(data: DeskData, at: number, guests: number): FreeTable[] {
  const holdings = deskHoldings(data)
  const byName = (a: DiningTable, b: DiningTable) =>
    a.name.localeCompare(b.name, undefined, { numeric: true })
  return activeTables(data)
    .filter((t) => !heldTables(holdings, at, tableLengthMinutes(t.length)).has(t._id))
    .map((table) => ({ table, fits: table.capacity >= guests }))
    .sort((a, b) =>
      a.fits !== b.fits
        ? a.fits
          ? -1
          : 1
        : a.fits
          ? a.table.capacity - b.table.capacity || byName(a.table, b.table)
          : byName(a.table, b.table),
    )
}

/**
 * The tables the form picks for the party: the smallest free table that seats it, else the
 * largest free ones together until they do; none when even all of them do not.
 */
export function suggestTables(free: readonly FreeTable[], guests: number): string[] {
  const alone = free.find((f) => f.fits)
  if (alone) return [alone.table._id]
  const chosen: string[] = []
  let seats = 0
  for (const { table } of [...free].sort((a, b) => b.table.capacity - a.table.capacity)) {
    if (seats >= guests) break
    chosen.push(table._id)
    seats += table.capacity
  }
  return seats >= guests ? chosen : []
}

/**
 * The tables the form shows chosen until the desk picks its own: the preferred ones (the table
 * the desk started from, on the timeline or the floor plan) while they are free and seat the
 * party, else the suggestion.
 */
export function chooseTables(
  free: readonly FreeTable[],
  guests: number,
  preferred: readonly string[],
): string[] {
  const chosen = free.filter((f) => preferred.includes(f.table._id))
  const seats = chosen.reduce((sum, f) => sum + f.table.capacity, 0)
  if (preferred.length > 0 && chosen.length === preferred.length && seats >= guests)
    return [...preferred]
  return suggestTables(free, guests)
}

export type DeskField = 'day' | 'at' | 'guests' | 'tables' | 'name' | 'phone' | 'email'
export type DeskProblem = 'required' | 'invalid' | 'taken' | 'tooFewSeats'

/** What is wrong with the form, field by field (nothing: it can be queued). */
export function deskProblems(
  form: DeskForm,
  data: DeskData,
  now: number,
): Partial<Record<DeskField, DeskProblem>> {
  const problems: Partial<Record<DeskField, DeskProblem>> = {}
  if (!form.day) problems.day = 'required'
  if (!Number.isInteger(form.guests) || form.guests < 1 || form.guests > 500)
    problems.guests = 'invalid'
  const at = Date.parse(form.at)
  if (!form.at || Number.isNaN(at)) problems.at = 'required'
  else if (positional(data)) {
    const free = new Set(freeTables(data, at, form.guests).map((f) => f.table._id))
    const chosen = activeTables(data).filter((t) => form.tableIds.includes(t._id))
    if (form.tableIds.length === 0) problems.tables = 'required'
    else if (chosen.length !== form.tableIds.length || chosen.some((t) => !free.has(t._id)))
      problems.tables = 'taken'
    else if (chosen.reduce((sum, t) => sum + t.capacity, 0) < form.guests)
      problems.tables = 'tooFewSeats'
  } else if (!deskSlots(data, form.day, form.guests, now).some((s) => s.at === at && s.available))
    problems.at = 'taken'
  if (!form.name.trim()) problems.name = 'required'
  if (form.phone.trim() && !isValidPhone(form.phone.trim())) problems.phone = 'invalid'
  if (form.email.trim() && !isValidEmail(form.email.trim())) problems.email = 'invalid'
  return problems
}

/**
 * The outbox's create (createAcceptedReservationWithTable): the desk's id, and a length the
 * chosen tables set, so the device draws the booking as long as the server will hold it.
 */
export function deskPayload(
  form: DeskForm,
  data: DeskData,
  businessId: string,
  id: string,
): ReservationCreatePayload {
  const tables = positional(data)
    ? activeTables(data).filter((t) => form.tableIds.includes(t._id))
    : []
  const email = form.email.trim()
  const phone = form.phone.trim()
  const note = form.note.trim()
  return {
    _id: id,
    business_id: businessId,
    service_id: data.service._id,
    time: new Date(Date.parse(form.at)).toISOString(),
    number: form.guests,
    name: form.name.trim(),
    ...(phone ? { phone_number: phone } : {}),
    ...(email ? { email } : {}),
    ...(note ? { note } : {}),
    ...(form.roomId ? { room_id: form.roomId } : {}),
    ...(tables.length > 0
      ? {
          table_ids: tables.map((t) => t._id),
          length: reservationLengthMinutes(tables.map((t) => t.length)),
        }
      : {}),
  }
}

/** A walk-in at a free table: seated now, the party the table seats, named as the desk says. */
export function walkInPayload(
  table: DiningTable,
  data: DeskData,
  businessId: string,
  name: string,
  now: number,
  id: string,
): ReservationCreatePayload {
  return {
    _id: id,
    business_id: businessId,
    service_id: data.service._id,
    time: new Date(Math.floor(now / SLOT_MS) * SLOT_MS).toISOString(),
    number: Math.max(1, table.capacity),
    name,
    table_ids: [table._id],
    length: tableLengthMinutes(table.length),
  }
}
