import * as z from 'zod/mini'
import { ClientId, Id } from './common.ts'
import { LINK_PATTERN } from './rules/rooms.ts'
export * from './rules/rooms.ts'
export * from './rooms-rows.ts'

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
