import type { FastifyInstance } from 'fastify'
import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { Id, compareRoomNames } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { businesses, rooms } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { businessToWire, roomToWire } from '../domain/serialize.ts'

const IdParams = z.object({ id: Id })

export function roomRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v2/hotel/room/getHotelRoomsByBusinessID/:id', async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    if (staff.businessId !== id) throw notFound('Business')
    const list = await ctx.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.businessId, id), isNull(rooms.deletedAt)))
    return list.map(roomToWire).sort((a, b) => compareRoomNames(a.name, b.name))
  })

  /** Public: what a guest's phone shows before the room code is entered. */
  app.get('/api/v2/hotel/room/getHotelRoomAndHotelByID/:id', async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const [room] = await ctx.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.id, id), isNull(rooms.deletedAt)))
    if (!room) throw notFound('Room')
    const [business] = await ctx.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, room.businessId))
    if (!business) throw notFound('Room')
    const hotel = businessToWire(business)
    return {
      room: { _id: room.id, name: room.name },
      hotel: {
        _id: hotel._id,
        name: hotel.name,
        currency: hotel.currency,
        languages: hotel.languages,
        logo: hotel.logo,
        time_zone: hotel.time_zone,
      },
    }
  })
}
