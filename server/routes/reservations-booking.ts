import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import {
  CreateReservationBody,
  Id,
  ReadDay,
  RESERVATION_BASE,
  instantAt,
  todayIn,
  type ReservationStatus,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { services } from '../db/schema.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { serviceToWire } from '../domain/serialize.ts'
import { businessWrite } from '../domain/versioning.ts'
import { emitNotices } from '../domain/writes/run.ts'
import { limitedBooking } from '../auth/booking-limit.ts'
import { assertBookable, bookerOf, type Booker } from '../domain/reservations/access.ts'
import { createReservation } from '../domain/reservations/booking.ts'
import { zoneOfBusiness } from '../domain/business-zone.ts'
import { freeSlots, tablesAt } from '../domain/reservations/free-slots.ts'

const SlotParams = z.object({
  service: Id,
  date: ReadDay,
  guests: z.coerce.number().int().min(1).max(500),
})
const TableParams = z.object({
  service: Id,
  date: ReadDay,
  time: z.string().regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, 'a quarter hour as HH:MM'),
})

/**
 * Booking a table (docs/api.md, Reservations): the free slots and tables a guest, the public or
 * staff see, and the creates. Who calls decides what is allowed (domain/reservations/access.ts):
 * staff of the business, the guest of a stay, or the public on a service open to the public.
 */
export function reservationBookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The service by id (any business) and who is asking; a service not bookable to them is 404. */
  async function serviceFor(request: FastifyRequest, id: string, now: number) {
    const [row] = await ctx.db
      .select()
      .from(services)
      .where(and(eq(services.id, id), isNull(services.deletedAt)))
    if (!row) throw notFound('Service')
    const service = serviceToWire(row)
    const booker = await bookerOf(ctx, request, service.business_id)
    const zone = await zoneOfBusiness(ctx.db, service.business_id)
    assertBookable(service, booker, todayIn(zone, now))
    return { service, booker, clock: { now, zone } }
  }

  app.get(`${RESERVATION_BASE}/getFreeApointments/:service/:date/:guests`, async (request) => {
    const params = parse(SlotParams, request.params, 'params')
    const now = Date.now()
    const { service, booker, clock } = await serviceFor(request, params.service, now)
    return freeSlots(ctx.db, service, booker, params.date, params.guests, clock)
  })

  app.get(
    `${RESERVATION_BASE}/getFreeReservationsPerTable/:service/:date/:time`,
    async (request) => {
      const params = parse(TableParams, request.params, 'params')
      const now = Date.now()
      const { service, booker, clock } = await serviceFor(request, params.service, now)
      const [h, m] = params.time.split(':').map(Number) as [number, number]
      const at = instantAt(params.date, h * 60 + m, clock.zone)
      return tablesAt(ctx.db, service, booker, at, clock)
    },
  )

  /** Runs a create in the business write, then tells the service's staff. */
  async function book(
    request: FastifyRequest,
    body: CreateReservationBody,
    booker: Booker,
    status: ReservationStatus,
  ): Promise<unknown> {
    const who = { address: request.ip, email: body.email, phone: body.phone_number }
    const isPublic = booker.kind === 'public'
    const result = await limitedBooking(
      ctx.throttles.booking,
      { kind: 'table', isPublic, who },
      () =>
        businessWrite(ctx.db, body.business_id, (tx) =>
          createReservation(tx, { body, booker, status, now: Date.now() }),
        ),
    )
    emitNotices(ctx, result.changes)
    return result.body
  }

  app.post(`${RESERVATION_BASE}/createReservation`, async (request) => {
    const body = parse(CreateReservationBody, request.body, 'body')
    return book(request, body, await bookerOf(ctx, request, body.business_id), 'Pending')
  })

  app.post(`${RESERVATION_BASE}/createReservationWithTable`, async (request) => {
    const body = parse(CreateReservationBody, request.body, 'body')
    if (body.table_id === undefined && body.table_ids === undefined)
      throw badRequest('table_ids', 'table_ids: required')
    return book(request, body, await bookerOf(ctx, request, body.business_id), 'Pending')
  })

  /** The public form (spec 001 §2): always as the public, whoever is signed in. */
  app.post(`${RESERVATION_BASE}/createReservationExternal`, async (request) => {
    const body = parse(CreateReservationBody, request.body, 'body')
    return book(request, body, { kind: 'public' }, 'Pending')
  })

  app.post(`${RESERVATION_BASE}/createAcceptedReservationWithTable`, async (request) => {
    const body = parse(CreateReservationBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return book(request, body, { kind: 'staff', staff }, 'Accepted')
  })
}
