import * as z from 'zod/mini'
import { Id, IsoDate, IsoDateTime, Language, ReadDay, Versioned } from './common.ts'
import { Order } from './orders.ts'
import { STAY_STATUSES, type StayStatus } from './rules/rooms.ts'
import { GUEST_SORT_FIELDS, REPORT_DATA_TYPES, REPORT_TYPES } from './rules/guests.ts'

export * from './rules/guests.ts'

const StayStatusSchema = z.enum(STAY_STATUSES as [StayStatus, ...StayStatus[]])

/** One stay of a guest, as the guests table and the history tabs show it (never the room code). */
export const GuestStay = z.object({
  _id: Id,
  room_id: Id,
  room_name: z.string(),
  arrival: z.nullable(IsoDate),
  checkout: IsoDate,
  check_in: z.nullable(IsoDateTime),
  checked_out_at: z.nullable(IsoDateTime),
  status: StayStatusSchema,
})
export type GuestStay = z.infer<typeof GuestStay>

/**
 * A guest of a business (spec: _id, name, country, email, gender, createdAt, rooms, stays). A
 * guest with an account (`account_id`: the guest profile) has that account's id as `_id`; a guest
 * only named on stays has `n-` and a hash of the business and the name. `rooms` are the room names
 * of the guest's stays (each once, sorted as rooms sort); `stays` newest first; `last_stay` the day
 * the newest stay starts. Synced to reception's tablets (table `guests`).
 */
export const Guest = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  account_id: z.nullable(Id),
  name: z.string(),
  country: z.nullable(z.string()),
  email: z.nullable(z.string()),
  gender: z.nullable(z.string()),
  createdAt: IsoDateTime,
  rooms: z.array(z.string()),
  stays: z.array(GuestStay),
  last_stay: z.nullable(IsoDate),
})
export type Guest = z.infer<typeof Guest>

/** GET guestList/{business_id}?search=&sort=&order= */
export const GuestListQuery = z.object({
  search: z.optional(z.string().check(z.maxLength(200))),
  sort: z.optional(z.enum(GUEST_SORT_FIELDS)),
  order: z.optional(z.enum(['asc', 'desc'])),
})
export type GuestListQuery = z.infer<typeof GuestListQuery>

/** One tab of the guest history: a stay and what the guest had during it. */
export const GuestHistoryStay = z.extend(GuestStay, {
  orders: z.array(Order),
  reservations: z.array(z.record(z.string(), z.unknown())),
  appointments: z.array(z.record(z.string(), z.unknown())),
})
export type GuestHistoryStay = z.infer<typeof GuestHistoryStay>

/**
 * The guest history response (spec: stays, orders, reservations, appointments), grouped per stay:
 * each stay carries its own orders, reservations and appointments; the top-level lists hold what
 * belongs to none of the guest's stays (an order linked to the guest at a table). `strict` says
 * the private (roomnumber) rules applied.
 */
export const GuestHistory = z.object({
  guest: Guest,
  strict: z.boolean(),
  stays: z.array(GuestHistoryStay),
  orders: z.array(Order),
  reservations: z.array(z.record(z.string(), z.unknown())),
  appointments: z.array(z.record(z.string(), z.unknown())),
})
export type GuestHistory = z.infer<typeof GuestHistory>

/**
 * GET {account_id}/history for the guest themself (guest_user cookie): their stays at every hotel,
 * newest first, each with the hotel's name and what they had there.
 */
export const OwnGuestHistory = z.object({
  stays: z.array(z.extend(GuestHistoryStay, { business_id: Id, business_name: z.string() })),
  orders: z.array(Order),
  reservations: z.array(z.record(z.string(), z.unknown())),
  appointments: z.array(z.record(z.string(), z.unknown())),
})
export type OwnGuestHistory = z.infer<typeof OwnGuestHistory>

/** POST user_memory/guest */
export const UserMemoryBody = z.object({ guest_id: Id })
export type UserMemoryBody = z.infer<typeof UserMemoryBody>

/** What the hotel remembers of a guest, for the staff who serve them (docs/api.md, Guests). */
export const UserMemory = z.object({
  guest_id: Id,
  name: z.string(),
  has_profile: z.boolean(),
  allergies: z.array(z.string()),
  food_preferences: z.array(z.string()),
  preferences: z.record(z.string(), z.string()),
  stays: z.int(),
  last_stay: z.nullable(IsoDate),
  favourites: z.array(z.object({ name: z.string(), count: z.int() })),
})
export type UserMemory = z.infer<typeof UserMemory>

const ReportDate = ReadDay

/**
 * POST report: every field but `lang` is required (spec section 5); a missing one is a 400
 * naming it. `dataType`: 0 orders, 1 revenue, 2 reservations (spec section 9). `endDate` is
 * included, not before `startDate`, and the period is at most REPORT_MAX_DAYS days (the route
 * checks those two).
 */
export const GuestReportBody = z.object({
  type: z.enum(REPORT_TYPES),
  dataType: z.literal([
    REPORT_DATA_TYPES.orders,
    REPORT_DATA_TYPES.revenue,
    REPORT_DATA_TYPES.reservations,
  ]),
  service_id: Id,
  business_id: Id,
  startDate: ReportDate,
  endDate: ReportDate,
  lang: z.optional(Language),
})
export type GuestReportBody = z.infer<typeof GuestReportBody>
