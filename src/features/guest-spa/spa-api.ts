/** The spa booking calls of the guest and public pages (docs/api.md, Spa), without zod. */
import type {
  CreateSpaAppointmentBody,
  SpaAppointment,
  SpaRoom,
  SpaTreatment,
} from '../../../sync/protocol/spa.ts'
import {
  IDEMPOTENCY_HEADER,
  SPA_APPOINTMENT_BASE,
  SPA_ROOM_BASE,
  SPA_SERVICE_BASE,
} from '../../../sync/protocol/rules/index.ts'
import { FormatError, request } from '../guest/http.ts'

export type TherapistName = { _id: string; name: string; surname: string }
/** A slot of getFreeAppointmentsWithTherapists: the therapists free then (none: needs none). */
export type SpaSlot = {
  time: { h: number; m: number }
  at: string
  available: boolean
  therapists: TherapistName[]
}

const enc = encodeURIComponent
const opts = (signal?: AbortSignal) => (signal ? { signal } : {})

/** Every treatment of the business (anyone may read them, like the menus). */
export async function getTreatments(
  businessId: string,
  signal?: AbortSignal,
): Promise<SpaTreatment[]> {
  const reply = await request<SpaTreatment[]>(
    'GET',
    `${SPA_SERVICE_BASE}/getSpaServiceByBusinessID/${enc(businessId)}`,
    opts(signal),
  )
  if (!Array.isArray(reply)) throw new FormatError('getSpaServiceByBusinessID')
  return reply
}

/** The spa rooms (the treatments' categories: name and how many persons each takes). */
export async function getSpaRooms(businessId: string, signal?: AbortSignal): Promise<SpaRoom[]> {
  const reply = await request<SpaRoom[]>(
    'GET',
    `${SPA_ROOM_BASE}/getSpaRoomsByBusinessID/${enc(businessId)}`,
    opts(signal),
  )
  if (!Array.isArray(reply)) throw new FormatError('getSpaRoomsByBusinessID')
  return reply
}

export async function getSpaSlots(
  treatmentId: string,
  day: string,
  persons: number,
  signal: AbortSignal,
): Promise<SpaSlot[]> {
  const reply = await request<SpaSlot[]>(
    'GET',
    `${SPA_APPOINTMENT_BASE}/getFreeAppointmentsWithTherapists/${enc(treatmentId)}?date=${day}&persons=${persons}`,
    { signal },
  )
  if (!Array.isArray(reply)) throw new FormatError('getFreeAppointmentsWithTherapists')
  return reply.map((s) => ({ ...s, therapists: Array.isArray(s.therapists) ? s.therapists : [] }))
}

/** Books; the appointment's own id is the Idempotency-Key, so a retry never books twice. */
export async function reserveAppointment(
  body: CreateSpaAppointmentBody & { _id: string },
): Promise<SpaAppointment> {
  const reply = await request<SpaAppointment>(
    'POST',
    `${SPA_APPOINTMENT_BASE}/reserveAppointment`,
    { body, headers: { [IDEMPOTENCY_HEADER]: body._id } },
  )
  if (typeof reply?._id !== 'string') throw new FormatError('reserveAppointment')
  return reply
}

/** The room guest's own pending appointments (their stay's, in that room). */
export async function getPendingOfRoom(
  businessId: string,
  roomId: string,
  signal?: AbortSignal,
): Promise<SpaAppointment[]> {
  const reply = await request<SpaAppointment[]>(
    'GET',
    `${SPA_APPOINTMENT_BASE}/getSpaPendingByHotelRoomID/${enc(businessId)}/${enc(roomId)}`,
    opts(signal),
  )
  if (!Array.isArray(reply)) throw new FormatError('getSpaPendingByHotelRoomID')
  return reply
}

/** One appointment of the guest's stay (any status). */
export function getAppointment(id: string, signal?: AbortSignal): Promise<SpaAppointment> {
  return request<SpaAppointment>(
    'GET',
    `${SPA_APPOINTMENT_BASE}/getSpaAppointmentByID/${enc(id)}`,
    opts(signal),
  )
}
