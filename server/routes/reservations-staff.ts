import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import {
  AddOrderBody,
  ChangeStatusBody,
  DateBody,
  DeclineReservationBody,
  Id,
  MoveReservationBody,
  ReadDay,
  OLD_RESERVATION_BASE,
  Origin,
  RESERVATION_BASE,
  ReservationIdBody,
  ReservationStatus,
  type ReservationAction,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { reservations } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { guestFromRequest, requireStaff } from '../auth/request-auth.ts'
import {
  assertPermission,
  reservationServiceIds,
  type StaffContext,
} from '../domain/permissions.ts'
import { assertOwnBusiness } from '../domain/reception-access.ts'
import { commitWrite } from '../domain/writes/run.ts'
import {
  listReservations,
  onBoard,
  onDay,
  reservationHistory,
} from '../domain/reservations/reads.ts'
import {
  applyReservationAction,
  changeReservationStatus,
  deleteReservation,
} from '../domain/reservations/status.ts'
import { moveReservation } from '../domain/reservations/move.ts'
import { addOrderToReservation } from '../domain/reservations/orders.ts'
import { optionalStaff } from '../domain/reservations/access.ts'
import { ServiceIdsQuery } from './menu.ts'

const IdParams = z.object({ id: Id })
const HistoryParams = z.object({
  service: Id,
  page: z.coerce.number().int().min(1),
  limit: z.coerce.number().int().min(1).max(100),
})
const HistoryQuery = z.object({
  status: z.optional(ReservationStatus),
  origin: z.optional(Origin),
  startDate: z.optional(ReadDay),
  endDate: z.optional(ReadDay),
})

/** A service of the session's business named by id or by name, that it reads reservations of. */
export function readableService(staff: StaffContext, service: string): string {
  const found =
    staff.services.find((s) => s._id === service) ??
    staff.services.find((s) => s.name.toLowerCase() === service.toLowerCase())
  if (!found) throw notFound('Service')
  assertPermission(staff, found._id, 'reservationsRead')
  return found._id
}

/**
 * Staff reservation paths (docs/api.md, Reservations): lists with reservationsRead on the
 * service, steps with reservationsWrite; each step is also a push action (writes/reservations.ts).
 */
export function reservationStaffRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(`${RESERVATION_BASE}/getReservationsServiceId/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    return listReservations(ctx.db, [readableService(staff, id)], onBoard(Date.now(), staff.zone))
  })

  app.get(`${RESERVATION_BASE}/getReservationsByServiceIDs`, async (request) => {
    const { service_ids } = parse(ServiceIdsQuery, request.query, 'query')
    const staff = await requireStaff(ctx, request)
    const readable = new Set(reservationServiceIds(staff))
    return listReservations(
      ctx.db,
      service_ids.filter((id) => readable.has(id)),
      onBoard(Date.now(), staff.zone),
    )
  })

  app.get(`${RESERVATION_BASE}/getResevationsPaginated/:service/:page/:limit`, async (request) => {
    const params = parse(HistoryParams, request.params, 'params')
    const query = parse(HistoryQuery, request.query, 'query')
    const staff = await requireStaff(ctx, request)
    const serviceId = readableService(staff, params.service)
    return reservationHistory(ctx.db, serviceId, query, params, Date.now(), staff.zone)
  })

  app.post(
    `${OLD_RESERVATION_BASE}/GetAccpetedReservationsByDate/:bId/:service`,
    async (request) => {
      const params = parse(z.object({ bId: Id, service: Id }), request.params, 'params')
      const { date } = parse(DateBody, request.body, 'body')
      const staff = await requireStaff(ctx, request)
      assertOwnBusiness(staff, params.bId)
      const serviceId = readableService(staff, params.service)
      return listReservations(
        ctx.db,
        [serviceId],
        and(eq(reservations.status, 'Accepted'), onDay(date, staff.zone)),
      )
    },
  )

  app.get(`${OLD_RESERVATION_BASE}/GetReservationsByDate/:service/:date`, async (request) => {
    const params = parse(z.object({ service: Id, date: ReadDay }), request.params, 'params')
    const staff = await requireStaff(ctx, request)
    return listReservations(
      ctx.db,
      [readableService(staff, params.service)],
      onDay(params.date, staff.zone),
    )
  })

  /** Staff who read the service, or the guest of the stay (or room) it was made for. */
  app.get(`${OLD_RESERVATION_BASE}/getReservationByID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const [found] = await listReservations(
      ctx.db,
      await servicesOfCaller(request),
      eq(reservations.id, id),
    )
    if (!found) throw notFound('Reservation')
    const guest = await guestFromRequest(ctx, request)
    if (guest && !(await staffOf(request))) {
      if (found.stay_id !== guest.stay_id) throw notFound('Reservation')
    }
    return found
  })

  app.get(`${OLD_RESERVATION_BASE}/getPendingReservationsByRoomID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await staffOf(request)
    const guest = staff ? null : await guestFromRequest(ctx, request)
    if (!staff && guest?.room_id !== id) throw notFound('Room')
    return listReservations(
      ctx.db,
      await servicesOfCaller(request),
      and(
        eq(reservations.roomId, id),
        // a guest sees their own stay's, not what an earlier guest of the room left; and those
        // still to come, accepted too, so the room page can offer ordering ahead for them
        guest
          ? and(
              eq(reservations.stayId, guest.stay_id),
              inArray(reservations.status, ['Pending', 'Accepted']),
            )
          : eq(reservations.status, 'Pending'),
      ),
    )
  })

  /** The signed-in staff member, or null (guests use some of these reads too). */
  async function staffOf(request: FastifyRequest): Promise<StaffContext | null> {
    return optionalStaff(ctx, request)
  }

  /** The services whose reservations the caller may see: staff by permission, a guest its stay's. */
  async function servicesOfCaller(request: FastifyRequest): Promise<string[]> {
    const staff = await staffOf(request)
    if (staff) return reservationServiceIds(staff)
    const guest = await guestFromRequest(ctx, request)
    if (!guest) throw notFound('Reservation')
    const rows = await ctx.db
      .selectDistinct({ id: reservations.serviceId })
      .from(reservations)
      .where(
        and(eq(reservations.businessId, guest.business_id), eq(reservations.stayId, guest.stay_id)),
      )
    return rows.map((r) => r.id)
  }

  // Steps, by body or by id in the path; the push runs the same writes.
  const byBody = [
    ['acceptReservation', 'accept'],
    ['declineReservation/', 'decline'],
  ] as const
  for (const [path, action] of byBody) {
    app.put(`${OLD_RESERVATION_BASE}/${path}`, async (request) => {
      const body = parse(
        action === 'decline' ? DeclineReservationBody : ReservationIdBody,
        request.body,
        'body',
      ) as { reservation_id: string; reason?: string }
      const staff = await requireStaff(ctx, request)
      return commitWrite(ctx, staff, (tx) =>
        applyReservationAction(tx, staff, body.reservation_id, action, body.reason),
      )
    })
  }
  const byPath: [method: 'PUT' | 'POST', path: string, action: ReservationAction][] = [
    ['PUT', 'activeReservation', 'active'],
    ['PUT', 'noshowReservation', 'noshow'],
    ['PUT', 'reservationNowAvailable', 'nowAvailable'],
    ['POST', 'noshowReservation', 'cancel'],
  ]
  for (const [method, path, action] of byPath) {
    app.route({
      method,
      url: `${OLD_RESERVATION_BASE}/${path}/:id`,
      handler: async (request) => {
        const { id } = parse(IdParams, request.params, 'params')
        const staff = await requireStaff(ctx, request)
        return commitWrite(ctx, staff, (tx) => applyReservationAction(tx, staff, id, action))
      },
    })
  }

  app.put(`${OLD_RESERVATION_BASE}/changeStatus/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const { status } = parse(ChangeStatusBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => changeReservationStatus(tx, staff, id, status))
  })

  app.put(`${RESERVATION_BASE}/moveReservationTables/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const body = parse(MoveReservationBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) =>
      moveReservation(tx, staff, { ...body, reservation_id: id }),
    )
  })

  app.delete(`${RESERVATION_BASE}/deleteReservation/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => deleteReservation(tx, staff, id))
  })

  app.put(`${OLD_RESERVATION_BASE}/addOrder/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const { order } = parse(AddOrderBody, request.body, 'body')
    const orderId = typeof order === 'string' ? order : order._id
    return addOrderToReservation(ctx, request, id, orderId)
  })
}
