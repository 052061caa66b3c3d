import { periodsOverlap } from '../../../sync/protocol/index.ts'
import { bookingRoomMatcher, type MatchableRoom } from './match.ts'
import type { ChannelBooking } from './types.ts'

/*
 * synchronizeStays, the pure part: the stays the channel manager's bookings make. A confirmed
 * booking is a stay booked ahead (planned: no check-in, no room code until check-in) in the room
 * it names (by name, spec 000 §3); the stay keeps the booking's id as its external_id, so the
 * next sync finds it and changes it instead of adding another. A cancelled booking takes back its
 * stay while nobody has checked in. A guest in the house keeps the room: only the check-out date
 * and name follow the booking. Checked-out stays are history and are left alone, as are stays the
 * desk made and synced stays the channel manager no longer lists.
 */

export interface LocalStay {
  id: string
  roomId: string
  externalId: string | null
  arrival: string | null
  /** ISO instant while the guest is in. */
  checkIn: string | null
  checkedOutAt: string | null
  checkout: string
  guestName: string | null
}

export type StaySkipReason =
  /** No room of the business has the booking's room (name). */
  | 'no_room'
  /** Checkout before check-in. */
  | 'invalid_dates'
  /** The stay would have ended before today. */
  | 'past'
  /** Another stay holds the room for part of the time. */
  | 'overlap'
  /** The booking is listed twice. */
  | 'duplicate'
  /** Cancelled, but the guest is checked in: the desk decides. */
  | 'checked_in'

export interface StaySkip {
  external_id: string
  reason: StaySkipReason
}

export interface StayFields {
  roomId: string
  arrival: string
  checkout: string
  guestName: string | null
}

export interface StayPlan {
  create: (StayFields & { externalId: string })[]
  update: (StayFields & { id: string })[]
  /** Planned stays of cancelled bookings. */
  remove: string[]
  unchanged: number
  skipped: StaySkip[]
}

export interface StaySyncInput {
  rooms: readonly MatchableRoom[]
  /** The business's live stays that are not checked out, and its synced stays of these bookings. */
  stays: readonly LocalStay[]
  bookings: readonly ChannelBooking[]
  /** `YYYY-MM-DD` */
  today: string
  /** The channel manager's room names by its room ids, when bookings name rooms only by id. */
  remoteRoomNames?: ReadonlyMap<string, string>
}

interface Held {
  stayId: string
  start: string
  end: string
}

const startOf = (s: LocalStay): string => s.arrival ?? (s.checkIn ?? '').slice(0, 10)

const byStart = (a: ChannelBooking, b: ChannelBooking) =>
  a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : a.externalId < b.externalId ? -1 : 1

export function planStaySync(input: StaySyncInput): StayPlan {
  const plan: StayPlan = { create: [], update: [], remove: [], unchanged: 0, skipped: [] }
  const roomOf = bookingRoomMatcher(input.rooms, input.remoteRoomNames)
  const skip = (b: ChannelBooking, reason: StaySkipReason) =>
    plan.skipped.push({ external_id: b.externalId, reason })

  const bookings: ChannelBooking[] = []
  const listed = new Set<string>()
  for (const b of input.bookings) {
    if (listed.has(b.externalId)) skip(b, 'duplicate')
    else bookings.push(b)
    listed.add(b.externalId)
  }
  const synced = new Map<string, LocalStay>()
  for (const s of input.stays) if (s.externalId !== null) synced.set(s.externalId, s)
  const isPlanned = (s: LocalStay) => s.checkIn === null && s.checkedOutAt === null

  // The periods each room is held for. Planned stays of listed bookings are placed as their
  // booking is reached (they may move); every other stay not checked out holds its period.
  const held = new Map<string, Held[]>()
  const hold = (roomId: string, h: Held) => held.set(roomId, [...(held.get(roomId) ?? []), h])
  const release = (roomId: string, stayId: string) =>
    held.set(
      roomId,
      (held.get(roomId) ?? []).filter((h) => h.stayId !== stayId),
    )
  const clashes = (roomId: string, period: { start: string; end: string }, stayId: string) =>
    (held.get(roomId) ?? []).some((h) => h.stayId !== stayId && periodsOverlap(h, period))
  const keep = (s: LocalStay) =>
    hold(s.roomId, { stayId: s.id, start: startOf(s), end: s.checkout })
  for (const s of input.stays) {
    if (s.checkedOutAt !== null) continue
    if (isPlanned(s) && s.externalId !== null && listed.has(s.externalId)) continue
    keep(s)
  }

  // Cancellations first: they free the rooms the other bookings may take.
  for (const b of bookings.filter((x) => x.status === 'cancelled')) {
    const stay = synced.get(b.externalId)
    if (!stay || stay.checkedOutAt !== null) continue
    if (stay.checkIn !== null) skip(b, 'checked_in')
    else plan.remove.push(stay.id)
  }

  for (const b of bookings.filter((x) => x.status === 'confirmed').sort(byStart)) {
    const stay = synced.get(b.externalId)
    if (stay?.checkedOutAt != null) {
      plan.unchanged += 1
      continue
    }
    const guestName = b.guestName ?? stay?.guestName ?? null
    if (stay && stay.checkIn !== null) {
      // In the house: the room and arrival stay; the check-out date and the name follow.
      const period = { start: startOf(stay), end: b.checkout }
      if (b.checkout < period.start) skip(b, 'invalid_dates')
      else if (clashes(stay.roomId, period, stay.id)) skip(b, 'overlap')
      else if (b.checkout !== stay.checkout || guestName !== stay.guestName) {
        release(stay.roomId, stay.id)
        hold(stay.roomId, { stayId: stay.id, ...period })
        plan.update.push({
          id: stay.id,
          roomId: stay.roomId,
          arrival: period.start,
          checkout: b.checkout,
          guestName,
        })
      } else plan.unchanged += 1
      continue
    }
    const room = roomOf(b)
    const period = { start: b.checkIn, end: b.checkout }
    const reason: StaySkipReason | null = !room
      ? 'no_room'
      : b.checkout < b.checkIn
        ? 'invalid_dates'
        : b.checkout < input.today
          ? 'past'
          : clashes(room.id, period, stay?.id ?? '')
            ? 'overlap'
            : null
    if (!room || reason !== null) {
      skip(b, reason ?? 'no_room')
      if (stay) keep(stay)
      continue
    }
    const fields: StayFields = {
      roomId: room.id,
      arrival: b.checkIn,
      checkout: b.checkout,
      guestName,
    }
    hold(room.id, { stayId: stay?.id ?? `new:${b.externalId}`, ...period })
    if (!stay) plan.create.push({ externalId: b.externalId, ...fields })
    else if (
      stay.roomId !== fields.roomId ||
      stay.arrival !== fields.arrival ||
      stay.checkout !== fields.checkout ||
      stay.guestName !== fields.guestName
    ) {
      plan.update.push({ id: stay.id, ...fields })
    } else plan.unchanged += 1
  }
  return plan
}
