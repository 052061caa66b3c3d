import { z } from 'zod'
import type { ChannelBooking, ChannelRoom } from './types.ts'

/*
 * The wire format this server expects of a channel manager (docs/api.md, "Channel manager"). The
 * real OTASync API cannot be reached from here, so this is our contract with it (or with a bridge
 * in front of Opera or Prosoft): two JSON reads, checked here before anything is written.
 */

/** `YYYY-MM-DD` naming a real day. */
const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day, {
    message: 'is not a real day',
  })

/** Ids may come as strings or numbers; both are kept as text. */
const WireId = z.union([z.string().trim().min(1).max(200), z.number().int()]).transform(String)
const Text = z.string().max(1000)

export const WireRoom = z.object({ id: WireId, name: Text, type: Text.nullish() })
export const RoomsReply = z.object({ rooms: z.array(WireRoom).max(10_000) })

export const WireBooking = z
  .object({
    id: WireId,
    room_id: WireId.nullish(),
    room_name: Text.nullish(),
    checkin: Day,
    checkout: Day,
    guest_name: Text.nullish(),
    status: z.enum(['confirmed', 'cancelled']),
  })
  .refine((b) => b.room_id != null || (b.room_name ?? '').trim() !== '', {
    message: 'room_id or room_name is required',
    path: ['room_id'],
  })
export const BookingsReply = z.object({
  bookings: z.array(WireBooking).max(10_000),
  /** Another page follows: send it back as `cursor`. */
  next: z.string().min(1).nullish(),
})

/** The longest guest name a stay keeps (as fast input does). */
export const GUEST_NAME_MAX = 200

export type WireRoom = z.infer<typeof WireRoom>
export type WireBooking = z.infer<typeof WireBooking>

const present = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

export function roomFromWire(room: WireRoom): ChannelRoom {
  const type = room.type == null ? undefined : room.type.trim()
  return { externalId: room.id, name: room.name.trim(), ...(type !== undefined ? { type } : {}) }
}

export function bookingFromWire(booking: WireBooking): ChannelBooking {
  const roomExternalId = booking.room_id ?? undefined
  const roomName = present(booking.room_name)
  const guestName = present(booking.guest_name)?.slice(0, GUEST_NAME_MAX)
  return {
    externalId: booking.id,
    ...(roomExternalId !== undefined ? { roomExternalId } : {}),
    ...(roomName !== undefined ? { roomName } : {}),
    checkIn: booking.checkin,
    checkout: booking.checkout,
    ...(guestName !== undefined ? { guestName } : {}),
    status: booking.status,
  }
}

/** The first problem of a reply that does not fit, as "bookings.3.checkout: is not a real day". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'unexpected body'
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  return `${where}${issue.message}`
}
