import type { Reservation } from '../../../sync/protocol/index.ts'
import type { reservations } from '../../db/schema.ts'

export type ReservationRow = typeof reservations.$inferSelect

const iso = (value: string): string => new Date(value).toISOString()

/** A reservation row as the wire has it (spec 000 §3 names; `table_id` is the first table). */
export const reservationToWire = (r: ReservationRow, serviceName: string): Reservation => ({
  _id: r.id,
  reservation_id: r.id,
  business_id: r.businessId,
  service_id: r.serviceId,
  service_name: serviceName,
  status: r.status,
  time: iso(r.time),
  length: r.length,
  table_id: r.tableIds[0] ?? null,
  table_ids: r.tableIds,
  number: r.number,
  name: r.name,
  phone_number: r.phoneNumber,
  email: r.email,
  note: r.note,
  origin: r.origin,
  room_id: r.roomId,
  stay_id: r.stayId,
  decline_reason: r.declineReason,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
  version: r.version,
})
