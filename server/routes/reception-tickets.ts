import type { FastifyInstance } from 'fastify'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { Id, TICKET_BASE } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { rooms, tickets } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { assertOwnBusiness, assertTickets } from '../domain/reception-access.ts'
import { ticketToWire } from '../domain/serialize.ts'

const IdParams = z.object({ id: Id })

/** Repair ticket reads (docs/api.md, Reception): reception and amenities staff. */
export function receptionTicketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const select = () =>
    ctx.db
      .select({ ticket: tickets, roomName: rooms.name })
      .from(tickets)
      .innerJoin(rooms, eq(rooms.id, tickets.roomId))

  /** The open tickets of the business, oldest first (closed ones are not listed). */
  app.get(`${TICKET_BASE}/getTicketsByBusinessID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    assertTickets(staff)
    assertOwnBusiness(staff, id)
    const rows = await select()
      .where(
        and(
          eq(tickets.businessId, staff.businessId),
          eq(tickets.status, 'open'),
          isNull(tickets.deletedAt),
        ),
      )
      .orderBy(asc(tickets.createdAt), asc(tickets.id))
    return rows.map((r) => ticketToWire(r.ticket, r.roomName))
  })

  /** One ticket, closed ones too. */
  app.get(`${TICKET_BASE}/getTicketByID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    assertTickets(staff)
    const [row] = await select().where(
      and(eq(tickets.id, id), eq(tickets.businessId, staff.businessId), isNull(tickets.deletedAt)),
    )
    if (!row) throw notFound('Ticket')
    return ticketToWire(row.ticket, row.roomName)
  })
}
