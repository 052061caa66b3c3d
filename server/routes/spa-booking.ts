import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  CreateSpaAppointmentBody,
  Id,
  ReadDay,
  SPA_APPOINTMENT_BASE,
  todayIn,
  type SpaAppointmentStatus,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { businessWrite } from '../domain/versioning.ts'
import { emitNotices } from '../domain/writes/run.ts'
import { limitedBooking } from '../auth/booking-limit.ts'
import { bookerOf, serviceOf, type Booker } from '../domain/reservations/access.ts'
import { assertSpaBookable, orderDisabled } from '../domain/spa/access.ts'
import { createSpaAppointment } from '../domain/spa/create.ts'
import { treatmentOf } from '../domain/spa/day.ts'
import { zoneOfBusiness } from '../domain/business-zone.ts'
import { freeSpaSlots } from '../domain/spa/free.ts'

const FreeQuery = z.object({
  date: ReadDay,
  persons: z.coerce.number().int().min(1).max(50).default(1),
})

/**
 * Booking the spa (docs/api.md, Spa): the free slots a guest, the public or staff see, and the
 * creates. Who calls decides what is allowed (domain/spa/access.ts).
 */
export function spaBookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The treatment by id (any business) and who is asking; a spa not bookable to them is 404. */
  async function treatmentFor(request: FastifyRequest, id: string, now: number) {
    const found = await treatmentOf(ctx.db, null, id)
    const service = await serviceOf(ctx.db, found.treatment.businessId, found.treatment.serviceId)
    const booker = await bookerOf(ctx, request, service.business_id)
    const zone = await zoneOfBusiness(ctx.db, service.business_id)
    assertSpaBookable(service, booker, todayIn(zone, now))
    return { found, service, booker, clock: { now, zone } }
  }

  for (const [path, withTherapists] of [
    ['getFreeAppointments', false],
    ['getFreeAppointmentsWithTherapists', true],
  ] as const) {
    app.get(`${SPA_APPOINTMENT_BASE}/${path}/:id`, async (request) => {
      const { id } = parse(z.object({ id: Id }), request.params, 'params')
      const query = parse(FreeQuery, request.query, 'query')
      const now = Date.now()
      const { found, service, booker, clock } = await treatmentFor(request, id, now)
      return freeSpaSlots(ctx.db, service, found, booker, query, clock, withTherapists)
    })
  }

  /** Runs a create in the business write, then tells the spa's staff. */
  async function book(
    request: FastifyRequest,
    body: CreateSpaAppointmentBody,
    booker: Booker,
    status: SpaAppointmentStatus,
  ): Promise<unknown> {
    if (body.demo === true) throw orderDisabled()
    const who = { address: request.ip, email: body.email, phone: body.phone_number }
    const isPublic = booker.kind === 'public'
    const result = await limitedBooking(ctx.throttles.booking, { kind: 'spa', isPublic, who }, () =>
      businessWrite(ctx.db, body.business_id, (tx) =>
        createSpaAppointment(tx, { body, booker, status, now: Date.now() }),
      ),
    )
    emitNotices(ctx, result.changes)
    return result.body
  }

  /** Staff (reservationsWrite): a pending appointment, all fields of the form required. */
  app.post(`${SPA_APPOINTMENT_BASE}/createSpaAppointment`, async (request) => {
    const body = parse(CreateSpaAppointmentBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return book(request, body, { kind: 'staff', staff }, 'Pending')
  })

  /** A room guest (room code) or the public: pending until the spa accepts it. */
  app.post(`${SPA_APPOINTMENT_BASE}/reserveAppointment`, async (request) => {
    const body = parse(CreateSpaAppointmentBody, request.body, 'body')
    return book(request, body, await bookerOf(ctx, request, body.business_id), 'Pending')
  })
}
