import * as z from 'zod/mini'
import { ClientId, Id, Language, ReadDay, StayDay } from './common.ts'
import { ROOM_CODE_PATTERN, STAY_STATUSES, type StayStatus } from './rules/rooms.ts'

const RoomCode = z
  .string()
  .check(z.regex(ROOM_CODE_PATTERN, 'password must be 4 to 12 letters or digits'))
const GuestName = z.nullable(z.string().check(z.trim(), z.maxLength(200)))
const Checkout = StayDay

/**
 * POST generateNewPasswordAndCheckIn. Offline desks propose the stay's id (`_id`) and the room
 * code (`password`); the server takes them, or makes them when missing. `stay_id` checks in a
 * stay booked ahead (addStay) instead of making a new one.
 */
export const CheckInBody = z.object({
  room_id: Id,
  _id: z.optional(ClientId),
  stay_id: z.optional(Id),
  password: z.optional(RoomCode),
  checkout: Checkout,
  lang: z.optional(Language),
  guest_name: z.optional(GuestName),
  guest_id: z.optional(z.nullable(Id)),
  /**
   * The hotel day the desk checked the guest in (queued offline, it syncs later): default the
   * hotel's today. At most CHECK_IN_DAYS_BACK days back, never ahead.
   */
  arrival: z.optional(Checkout),
})
export type CheckInBody = z.infer<typeof CheckInBody>

/** PUT checkout: the invoice's language (default: the stay's). */
export const CheckoutBody = z.object({ stay_id: Id, lang: z.optional(Language) })
export type CheckoutBody = z.infer<typeof CheckoutBody>

/** PUT updateCheckoutDate (extend stay): the check-out date is required (spec section 5). */
export const UpdateCheckoutBody = z.object({ stay_id: Id, checkout: Checkout })
export type UpdateCheckoutBody = z.infer<typeof UpdateCheckoutBody>

/** POST addStay: a stay booked for a period, without check-in (the room code comes then). */
export const AddStayBody = z.object({
  _id: z.optional(ClientId),
  room_id: Id,
  arrival: Checkout,
  checkout: Checkout,
  lang: z.optional(Language),
  guest_name: z.optional(GuestName),
  guest_id: z.optional(z.nullable(Id)),
})
export type AddStayBody = z.infer<typeof AddStayBody>

/**
 * What the outbox's stay creates add to the REST body, for the optimistic row only (the server
 * ignores them): the business and the room's name, as the stay row carries them.
 */
const ShownWith = { business_id: Id, room_name: z.string() }

/**
 * The outbox's `stay.checkIn`: the desk always proposes the room code, and either the new stay's
 * id (`_id`) or the booked stay it checks in (`stay_id`), never both.
 */
export const CheckInPayload = z.extend(CheckInBody, { password: RoomCode, ...ShownWith }).check(
  z.refine((p) => (p._id === undefined) !== (p.stay_id === undefined), {
    message: 'send either _id (a new stay) or stay_id (a stay booked ahead)',
    path: ['_id'],
  }),
)
export type CheckInPayload = z.infer<typeof CheckInPayload>

/** The outbox's `stay.add`: the body with the client's id required. */
export const AddStayPayload = z.extend(AddStayBody, { _id: ClientId, ...ShownWith })
export type AddStayPayload = z.infer<typeof AddStayPayload>

/** getStaysPaginated/{business_id}/{page}/{limit}?status&startDate&endDate (start day in range). */
export const StaysPageQuery = z.object({
  status: z.optional(z.enum(STAY_STATUSES as [StayStatus, ...StayStatus[]])),
  startDate: z.optional(ReadDay),
  endDate: z.optional(ReadDay),
})
export type StaysPageQuery = z.infer<typeof StaysPageQuery>
