import type { FastifyInstance } from 'fastify'
import { and, asc, eq, gte, isNull, lt, notInArray } from 'drizzle-orm'
import { z } from 'zod'
import { Id, STAY_BASE, StaysPageQuery, roomState } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { invoices, orders, rooms, tickets } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { assertOwnBusiness, assertReception } from '../domain/reception-access.ts'
import { orderToWire, roomToWire, ticketToWire } from '../domain/serialize.ts'
import {
  activeStaysOf,
  countStays,
  listStays,
  stayStartSql,
  stayStatusSql,
} from '../domain/stay-reads.ts'

const IdParams = z.object({ id: Id })
const PageParams = z.object({
  id: Id,
  page: z.coerce.number().int().min(1),
  limit: z.coerce.number().int().min(1).max(100),
})

/** Stay reads of reception (docs/api.md, Reception). Room codes are in every stay. */
export function receptionStayRoutes(app: FastifyInstance, ctx: AppContext): void {
  const reception = async (request: Parameters<typeof requireStaff>[1]) => {
    const staff = await requireStaff(ctx, request)
    assertReception(staff)
    return staff
  }

  /** A room now: its displayed state, the stay in it, its open orders and open tickets. */
  app.get(`${STAY_BASE}/getCurrentState/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await reception(request)
    const [room] = await ctx.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.id, id), eq(rooms.businessId, staff.businessId), isNull(rooms.deletedAt)))
    if (!room) throw notFound('Room')
    const [stay] = await activeStaysOf(ctx.db, staff.businessId, [room.id])
    const open = await ctx.db
      .select()
      .from(tickets)
      .where(
        and(eq(tickets.roomId, room.id), eq(tickets.status, 'open'), isNull(tickets.deletedAt)),
      )
      .orderBy(asc(tickets.createdAt))
    const openTickets = open.map((t) => ticketToWire(t, room.name))
    const stayOrders = stay
      ? await ctx.db
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.stayId, stay._id),
              isNull(orders.deletedAt),
              notInArray(orders.status, ['Declined', 'Paid']),
            ),
          )
          .orderBy(asc(orders.time))
      : []
    return {
      room: roomToWire(room),
      state: roomState(room, stay, openTickets),
      stay: stay ?? null,
      orders: stayOrders.map(orderToWire),
      tickets: openTickets,
    }
  })

  app.get(`${STAY_BASE}/GetStaysByBusinessID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await reception(request)
    assertOwnBusiness(staff, id)
    return listStays(ctx.db, staff.businessId, undefined)
  })

  app.get(`${STAY_BASE}/getStaysPaginated/:id/:page/:limit`, async (request) => {
    const params = parse(PageParams, request.params, 'params')
    const query = parse(StaysPageQuery, request.query, 'query')
    const staff = await reception(request)
    assertOwnBusiness(staff, params.id)
    const where = and(
      query.status ? stayStatusSql(query.status) : undefined,
      query.startDate ? gte(stayStartSql, query.startDate) : undefined,
      query.endDate ? lt(stayStartSql, query.endDate) : undefined,
    )
    const [total, list] = await Promise.all([
      countStays(ctx.db, staff.businessId, where),
      listStays(ctx.db, staff.businessId, where, {
        limit: params.limit,
        offset: (params.page - 1) * params.limit,
      }),
    ])
    return { count: total, stays: list }
  })

  /** The stay checked in now in a room, or null when the room is free. */
  app.get(`${STAY_BASE}/getActiveStayByRoomID/:id`, async (request, reply) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await reception(request)
    const [room] = await ctx.db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.id, id), eq(rooms.businessId, staff.businessId), isNull(rooms.deletedAt)))
    if (!room) throw notFound('Room')
    const [stay] = await activeStaysOf(ctx.db, staff.businessId, [room.id])
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(stay ?? null))
  })

  app.get(`${STAY_BASE}/GetActiveStaysByBusinessID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await reception(request)
    assertOwnBusiness(staff, id)
    return activeStaysOf(ctx.db, staff.businessId)
  })

  /** The check-out invoice of a stay, again (application/pdf). */
  app.get(`${STAY_BASE}/invoice/:id`, async (request, reply) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await reception(request)
    const [invoice] = await ctx.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.stayId, id), eq(invoices.businessId, staff.businessId)))
    if (!invoice) throw notFound('Invoice')
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="invoice-${id}.pdf"`)
      .send(Buffer.from(invoice.pdf))
  })
}
