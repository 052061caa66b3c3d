/*
 * The synced rows of rooms.ts: in the staff shell with SYNC_TABLES (sync.ts); the bodies and
 * payloads stay in rooms.ts, which the lazy action areas, the screens and the server load.
 */
import * as z from 'zod/mini'
import { Id, IsoDate, IsoDateTime, Language, Versioned } from './common.ts'

/** A room's own link for one of the business's services (addServiceLinkForRoom). */
export const RoomServiceLink = z.object({ service_id: Id, url: z.string() })
export type RoomServiceLink = z.infer<typeof RoomServiceLink>

export const Room = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  name: z.string(),
  type: z.string(),
  status: z.enum(['active', 'inactive']),
  service_links: z.array(RoomServiceLink),
  /** The room's id in the channel manager; null when it has none. */
  external_id: z.nullable(z.string()),
})
export type Room = z.infer<typeof Room>

/**
 * A stay in a room. `password` (the room code) is sent only to staff of reception (and is ''
 * before check-in). `check_in` is set while the guest is in the room and cleared at check-out
 * (`checked_out_at`). A stay booked ahead (addStay, the channel manager) has an `arrival` and no
 * `check_in` yet.
 */
export const Stay = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  room_id: Id,
  room_name: z.string(),
  password: z.optional(z.string()),
  arrival: z.nullable(IsoDate),
  checkout: IsoDate,
  lang: Language,
  check_in: z.nullable(IsoDateTime),
  checked_out_at: z.nullable(IsoDateTime),
  guest_id: z.nullable(z.string()),
  guest_name: z.nullable(z.string()),
  external_id: z.nullable(z.string()),
})
export type Stay = z.infer<typeof Stay>

/** Payload of the room actions (setRoomToActive/{id}, setRoomToInactive/{id}): the id is in the path. */
