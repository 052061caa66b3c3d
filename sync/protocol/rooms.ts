import * as z from 'zod/mini'
import { Id, IsoDate, IsoDateTime, Language, Versioned } from './common.ts'

export * from './rules/rooms.ts'

export const Room = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  name: z.string(),
  type: z.string(),
  status: z.enum(['active', 'inactive']),
})
export type Room = z.infer<typeof Room>

/** A stay in a room. `password` (the room code) is sent only to staff of reception. */
export const Stay = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  room_id: Id,
  room_name: z.string(),
  password: z.optional(z.string()),
  checkout: IsoDate,
  lang: Language,
  check_in: z.nullable(IsoDateTime),
})
export type Stay = z.infer<typeof Stay>

/** Payload of the room actions (setRoomToActive/{id}, setRoomToInactive/{id}): the id is in the path. */
export const RoomIdBody = z.object({ room_id: Id })
export type RoomIdBody = z.infer<typeof RoomIdBody>
