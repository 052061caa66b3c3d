/** The booking calls of the guest and public pages (docs/api.md, Reservations), without zod. */
import type { DiningTable } from '../../../sync/protocol/tables.ts'
import type {
  CreateReservationBody,
  FreeSlot,
  Reservation,
} from '../../../sync/protocol/reservations.ts'
import { IDEMPOTENCY_HEADER, RESERVATION_BASE } from '../../../sync/protocol/rules/index.ts'
import { FormatError, request } from '../guest/http.ts'
import type { CreatePath } from './booking-body.ts'

export type TableAt = DiningTable & { available: boolean }

const enc = encodeURIComponent

export async function getFreeSlots(
  serviceId: string,
  day: string,
  guests: number,
  signal: AbortSignal,
): Promise<FreeSlot[]> {
  const reply = await request<FreeSlot[]>(
    'GET',
    `${RESERVATION_BASE}/getFreeApointments/${enc(serviceId)}/${day}/${guests}`,
    { signal },
  )
  if (!Array.isArray(reply)) throw new FormatError('getFreeApointments')
  return reply
}

/** Every table of the service with whether it is free at that day and HH:MM for its own length. */
export async function getTablesAt(
  serviceId: string,
  day: string,
  clock: string,
  signal?: AbortSignal,
): Promise<TableAt[]> {
  const reply = await request<TableAt[]>(
    'GET',
    `${RESERVATION_BASE}/getFreeReservationsPerTable/${enc(serviceId)}/${day}/${clock}`,
    signal ? { signal } : {},
  )
  if (!Array.isArray(reply)) throw new FormatError('getFreeReservationsPerTable')
  return reply
}

/** Books; the reservation's own id is the Idempotency-Key, so a retry never books twice. */
export async function createReservation(
  path: CreatePath,
  body: CreateReservationBody & { _id: string },
): Promise<Reservation> {
  const reply = await request<Reservation>('POST', `${RESERVATION_BASE}/${path}`, {
    body,
    headers: { [IDEMPOTENCY_HEADER]: body._id },
  })
  if (typeof reply?._id !== 'string') throw new FormatError(path)
  return reply
}
