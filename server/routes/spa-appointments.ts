import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import {
  AcceptSpaAppointmentBody,
  DeclineSpaAppointmentBody,
  Id,
  ReadDay,
  BookingTime,
  SPA_APPOINTMENT_BASE,
  SpaAppointmentStatus,
  UpdateSpaAppointmentBody,
  todayIn,
  wallMidnight,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { spaAppointments } from '../db/schema.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { guestFromRequest, requireStaff } from '../auth/request-auth.ts'
import { reservationServiceIds } from '../domain/permissions.ts'
import { assertOwnBusiness } from '../domain/reception-access.ts'
import { optionalStaff } from '../domain/reservations/access.ts'
import { commitWrite } from '../domain/writes/run.ts'
import { freeTherapistsFor } from '../domain/spa/free.ts'
import { appointmentHistory, betweenDays, listAppointments, upcoming } from '../domain/spa/reads.ts'
import { applySpaStep, deleteSpaAppointment, moveSpaAppointment } from '../domain/spa/steps.ts'
import { readableService } from './reservations-staff.ts'

const IdParams = z.object({ id: Id })
const MAX_RANGE_DAYS = 62

/**
 * Staff spa appointment paths (docs/api.md, Spa): reads with reservationsRead on the spa
 * service, steps with reservationsWrite; each step is also a push action (writes/spa.ts).
 * getSpaAppointmentByID and getSpaPendingByHotelRoomID also answer the guest of the stay.
 */
export function spaAppointmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = SPA_APPOINTMENT_BASE

  app.get(`${base}/getSpaAppointmentsByServiceID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    return listAppointments(ctx.db, [readableService(staff, id)], upcoming(Date.now(), staff.zone))
  })

  app.get(`${base}/GetPendingSpaAppointmentsByServiceID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    return listAppointments(
      ctx.db,
      [readableService(staff, id)],
      eq(spaAppointments.status, 'Pending'),
    )
  })

  app.get(`${base}/GetSpaAppontmentsByDate/:from/:to`, async (request) => {
    const { from, to } = parse(z.object({ from: ReadDay, to: ReadDay }), request.params, 'params')
    if (to < from) throw badRequest('to', 'to: before from')
    if (wallMidnight(to) - wallMidnight(from) > MAX_RANGE_DAYS * 86_400_000)
      throw badRequest('to', `to: at most ${MAX_RANGE_DAYS} days after from`)
    const staff = await requireStaff(ctx, request)
    return listAppointments(ctx.db, reservationServiceIds(staff), betweenDays(from, to, staff.zone))
  })

  /** {id} is the spa service: its accepted appointments of `?date` (today when not given). */
  app.get(`${base}/getSpaAcceptedAppointmentByID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const { date } = parse(z.object({ date: z.optional(ReadDay) }), request.query, 'query')
    const staff = await requireStaff(ctx, request)
    const day = date ?? todayIn(staff.zone)
    return listAppointments(
      ctx.db,
      [readableService(staff, id)],
      and(eq(spaAppointments.status, 'Accepted'), betweenDays(day, day, staff.zone)),
    )
  })

  app.get(
    `${base}/GetSpaAppontmentsByServiceIDPaginated/:service/:page/:limit`,
    async (request) => {
      const params = parse(
        z.object({
          service: Id,
          page: z.coerce.number().int().min(1),
          limit: z.coerce.number().int().min(1).max(100),
        }),
        request.params,
        'params',
      )
      const query = parse(
        z.object({
          status: z.optional(SpaAppointmentStatus),
          startDate: z.optional(ReadDay),
          endDate: z.optional(ReadDay),
        }),
        request.query,
        'query',
      )
      const staff = await requireStaff(ctx, request)
      const serviceId = readableService(staff, params.service)
      return appointmentHistory(ctx.db, serviceId, query, params, staff.zone)
    },
  )

  /** Staff who read the spa service, or the guest of the stay it was booked for. */
  app.get(`${base}/getSpaAppointmentByID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await optionalStaff(ctx, request)
    if (staff) {
      const [found] = await listAppointments(
        ctx.db,
        reservationServiceIds(staff),
        eq(spaAppointments.id, id),
      )
      if (!found) throw notFound('Appointment')
      return found
    }
    const guest = await guestFromRequest(ctx, request)
    if (!guest) throw notFound('Appointment')
    const [found] = await ctx.db.select().from(spaAppointments).where(eq(spaAppointments.id, id))
    if (!found || found.deletedAt !== null || found.stayId !== guest.stay_id)
      throw notFound('Appointment')
    const [wire] = await listAppointments(ctx.db, [found.serviceId], eq(spaAppointments.id, id))
    return wire
  })

  /** A hotel room's pending appointments: staff (services they read), or that room's guest's own. */
  app.get(`${base}/getSpaPendingByHotelRoomID/:bId/:roomId`, async (request) => {
    const params = parse(z.object({ bId: Id, roomId: Id }), request.params, 'params')
    const staff = await optionalStaff(ctx, request)
    const pendingOfRoom = and(
      eq(spaAppointments.hotelRoomId, params.roomId),
      eq(spaAppointments.status, 'Pending'),
    )
    if (staff) {
      assertOwnBusiness(staff, params.bId)
      return listAppointments(ctx.db, reservationServiceIds(staff), pendingOfRoom)
    }
    const guest = await guestFromRequest(ctx, request)
    if (!guest || guest.business_id !== params.bId || guest.room_id !== params.roomId)
      throw notFound('Room')
    const own = await ctx.db
      .selectDistinct({ id: spaAppointments.serviceId })
      .from(spaAppointments)
      .where(eq(spaAppointments.stayId, guest.stay_id))
    return listAppointments(
      ctx.db,
      own.map((r) => r.id),
      and(pendingOfRoom, eq(spaAppointments.stayId, guest.stay_id)),
    )
  })

  /** The therapists free for the appointment at its time, or at `?time` (a drag's re-check). */
  app.get(`${base}/getFreeTherapistsForAppointment/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const { time } = parse(z.object({ time: z.optional(BookingTime) }), request.query, 'query')
    const staff = await requireStaff(ctx, request)
    return freeTherapistsFor(ctx.db, staff, id, time)
  })

  // Steps: the push runs the same writes (writes/spa.ts).
  app.put(`${base}/acceptAppointment`, async (request) => {
    const body = parse(AcceptSpaAppointmentBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) =>
      applySpaStep(tx, staff, body.appointment_id, 'accept', { therapistId: body.Therapist }),
    )
  })

  app.put(`${base}/declineAppointment`, async (request) => {
    const body = parse(DeclineSpaAppointmentBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) =>
      applySpaStep(tx, staff, body.appointment_id, 'decline', { reason: body.reason }),
    )
  })

  for (const [path, step] of [
    ['arrivedAppointment', 'arrived'],
    ['finishCleaningAppointment', 'finishCleaning'],
  ] as const) {
    app.put(`${base}/${path}/:id`, async (request) => {
      const { id } = parse(IdParams, request.params, 'params')
      const staff = await requireStaff(ctx, request)
      return commitWrite(ctx, staff, (tx) => applySpaStep(tx, staff, id, step))
    })
  }

  app.put(`${base}/updateSpaAppointment`, async (request) => {
    const body = parse(UpdateSpaAppointmentBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) =>
      moveSpaAppointment(tx, staff, body._id, {
        time: body.time,
        length: body.length,
        therapistId: body.Therapist,
        roomId: body.room_id,
        persons: body.persons,
        note: body.note,
      }),
    )
  })

  app.delete(`${base}/deleteSpaAppointment/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => deleteSpaAppointment(tx, staff, id))
  })
}
