import * as z from 'zod/mini'
import { ClientId, Id, IsoDate, IsoDateTime, Language, Versioned } from './common.ts'
import { LINK_PATTERN } from './rules/rooms.ts'

export * from './rules/rooms.ts'

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
export const RoomIdBody = z.object({ room_id: Id })
export type RoomIdBody = z.infer<typeof RoomIdBody>

const RoomName = z.string().check(z.trim(), z.minLength(1, 'name is required'), z.maxLength(50))
const ExternalId = z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)))

/** POST createHotelRoom: `_id` is the client's id (the server makes one when missing). */
export const CreateHotelRoomBody = z.object({
  _id: z.optional(ClientId),
  business_id: z.optional(Id),
  name: RoomName,
  type: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  status: z.optional(z.enum(['active', 'inactive'])),
  external_id: z.optional(ExternalId),
})
export type CreateHotelRoomBody = z.infer<typeof CreateHotelRoomBody>

/** The outbox's `room.create`: the client's id and the business required. */
export const RoomCreatePayload = z.extend(CreateHotelRoomBody, { _id: ClientId, business_id: Id })
export type RoomCreatePayload = z.infer<typeof RoomCreatePayload>

/**
 * PUT updateHotelRoom/{id}: the fields that change. `_id`, when sent, must be the path's id; the
 * outbox's payload always carries it (the path is built from it).
 */
export const UpdateHotelRoomBody = z.object({
  _id: z.optional(Id),
  name: z.optional(RoomName),
  type: CreateHotelRoomBody.shape.type,
  status: CreateHotelRoomBody.shape.status,
  external_id: CreateHotelRoomBody.shape.external_id,
})
export type UpdateHotelRoomBody = z.infer<typeof UpdateHotelRoomBody>
export const RoomUpdatePayload = z.extend(UpdateHotelRoomBody, { _id: Id })
export type RoomUpdatePayload = z.infer<typeof RoomUpdatePayload>

const Url = z
  .string()
  .check(
    z.trim(),
    z.maxLength(2000),
    z.regex(LINK_PATTERN, 'url must start with http:// or https://'),
  )

/** POST addServiceLinkForRoom: a room's own link for a service (one per service). */
export const AddServiceLinkBody = z.object({ room_id: Id, service_id: Id, url: Url })
export type AddServiceLinkBody = z.infer<typeof AddServiceLinkBody>

/** PUT updateServiceLinkForRoom: the new link of that service; `url: null` removes it. */
export const UpdateServiceLinkBody = z.object({
  room_id: Id,
  service_id: Id,
  url: z.nullable(Url),
})
export type UpdateServiceLinkBody = z.infer<typeof UpdateServiceLinkBody>
