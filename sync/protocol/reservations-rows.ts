/*
 * The synced rows of reservations.ts: in the staff shell with SYNC_TABLES (sync.ts); the bodies and
 * payloads stay in reservations.ts, which the lazy action areas, the screens and the server load.
 */
import * as z from 'zod/mini'
import { Id, IsoDateTime, Versioned } from './common.ts'
import { Origin } from './orders.ts'
import { RESERVATION_STATUSES } from './rules/reservations.ts'

export const ReservationStatus = z.enum(RESERVATION_STATUSES)
export type ReservationStatus = z.infer<typeof ReservationStatus>

/** A reservation as staff devices hold it (spec 000 §3, plus its tables, length and origin). */
export const Reservation = z.extend(Versioned, {
  _id: Id,
  /** The same as `_id` (the spec names both). */
  reservation_id: Id,
  business_id: Id,
  service_id: Id,
  service_name: z.string(),
  status: ReservationStatus,
  time: IsoDateTime,
  /** Minutes its tables are held from `time`. */
  length: z.int().check(z.positive()),
  /** The first of `table_ids`, or null (a service without table choice). */
  table_id: z.nullable(Id),
  table_ids: z.array(Id),
  number: z.int().check(z.positive()),
  name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  note: z.string(),
  origin: Origin,
  room_id: z.nullable(Id),
  stay_id: z.nullable(Id),
  decline_reason: z.nullable(z.string()),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
})
export type Reservation = z.infer<typeof Reservation>
