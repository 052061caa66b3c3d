import type { ChannelBooking } from './types.ts'

/*
 * Matching the channel manager's rooms and bookings to the business's rooms (spec 000 §3,
 * "Imported room booking: room (matched by name)"). Pure.
 */

/** Room names are compared as the desk keeps them unique: trimmed, any letter case. */
export const nameKey = (name: string): string => name.trim().toLowerCase()

/** The longest room name and type the room form takes (createHotelRoom). */
export const ROOM_NAME_MAX = 50
export const ROOM_TYPE_MAX = 50

export interface MatchableRoom {
  id: string
  name: string
  externalId: string | null
}

/**
 * The room of the business a booking is for: the room linked to the booking's room id (a room
 * synced from the channel manager), else the room with the booking's room name, else (when the
 * booking names its room only by id and the channel manager's room list was read) the room with
 * that channel room's name.
 */
export function bookingRoomMatcher<R extends MatchableRoom>(
  rooms: readonly R[],
  remoteNames: ReadonlyMap<string, string> = new Map(),
) {
  const byExternal = new Map<string, R>()
  const byName = new Map<string, R>()
  for (const room of rooms) {
    if (room.externalId !== null) byExternal.set(room.externalId, room)
    byName.set(nameKey(room.name), room)
  }
  return (booking: Pick<ChannelBooking, 'roomExternalId' | 'roomName'>): R | undefined => {
    const linked = booking.roomExternalId ? byExternal.get(booking.roomExternalId) : undefined
    if (linked) return linked
    if (booking.roomName) {
      const named = byName.get(nameKey(booking.roomName))
      if (named) return named
    }
    const remoteName = booking.roomExternalId ? remoteNames.get(booking.roomExternalId) : undefined
    return remoteName !== undefined ? byName.get(nameKey(remoteName)) : undefined
  }
}

/**
 * Whether some booking's room can only be found through the channel manager's room list (it
 * names its room by an id no room of the business is linked to, and no room has its name).
 */
export function needsRemoteRooms(
  rooms: readonly MatchableRoom[],
  bookings: readonly ChannelBooking[],
): boolean {
  const match = bookingRoomMatcher(rooms)
  return bookings.some((b) => b.roomExternalId !== undefined && match(b) === undefined)
}
