import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  AddServiceLinkBody,
  CreateHotelRoomBody,
  Id,
  OLD_ROOM_BASE,
  ROOM_BASE,
  UpdateHotelRoomBody,
  UpdateServiceLinkBody,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { commitWrite } from '../domain/writes/run.ts'
import { createRoom, deleteRoom, updateRoom } from '../domain/writes/room-edits.ts'
import { addServiceLink, updateServiceLink } from '../domain/writes/room-links.ts'

const IdParams = z.object({ id: Id })

/** Room writes of reception (docs/api.md, Reception); the outbox sends the same through the push. */
export function receptionRoomRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(`${ROOM_BASE}/createHotelRoom`, async (request) => {
    const body = parse(CreateHotelRoomBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => createRoom(tx, staff, body))
  })

  app.put(`${OLD_ROOM_BASE}/updateHotelRoom/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const body = parse(UpdateHotelRoomBody, request.body ?? {}, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => updateRoom(tx, staff, id, body))
  })

  app.delete(`${OLD_ROOM_BASE}/deleteHotelRoom/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => deleteRoom(tx, staff, id))
  })

  app.post(`${ROOM_BASE}/addServiceLinkForRoom`, async (request) => {
    const body = parse(AddServiceLinkBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => addServiceLink(tx, staff, body))
  })

  app.put(`${ROOM_BASE}/updateServiceLinkForRoom`, async (request) => {
    const body = parse(UpdateServiceLinkBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => updateServiceLink(tx, staff, body))
  })
}
