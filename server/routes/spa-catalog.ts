import type { FastifyInstance } from 'fastify'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import {
  CreateSpaRoomBody,
  CreateSpaTreatmentBody,
  Id,
  SPA_ROOM_BASE,
  SPA_SERVICE_BASE,
  UpdateSpaRoomBody,
  UpdateSpaTreatmentBody,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { spaRooms, spaTreatments } from '../db/schema.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { commitWrite } from '../domain/writes/run.ts'
import {
  createSpaRoom,
  createSpaTreatment,
  deleteSpaRoom,
  deleteSpaTreatment,
  updateSpaRoom,
  updateSpaTreatment,
} from '../domain/spa/catalog.ts'
import { spaRoomToWire, spaTreatmentToWire } from '../domain/spa/wire.ts'
import { withDiscounts } from '../domain/promotions/pricing.ts'

const IdParams = z.object({ id: Id })

/**
 * Treatments (the spec's spa services) and spa rooms (docs/api.md, Spa): the reads are public,
 * like the menus (the guest and public booking pages list them); the writes need itemsWrite on
 * the spa service and are push actions too.
 */
export function spaCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(`${SPA_SERVICE_BASE}/getSpaServiceByBusinessID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const rows = await ctx.db
      .select()
      .from(spaTreatments)
      .where(and(eq(spaTreatments.businessId, id), isNull(spaTreatments.deletedAt)))
      .orderBy(asc(spaTreatments.id))
    // At the hotel's today's price: a running spa discount's, with `full_price` (docs/api.md).
    return withDiscounts(ctx.db, 'spa', rows.map(spaTreatmentToWire))
  })

  app.get(`${SPA_ROOM_BASE}/getSpaRoomsByBusinessID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const rows = await ctx.db
      .select()
      .from(spaRooms)
      .where(and(eq(spaRooms.businessId, id), isNull(spaRooms.deletedAt)))
      .orderBy(asc(spaRooms.id))
    return rows.map(spaRoomToWire)
  })

  app.post(`${SPA_SERVICE_BASE}/createSpaService`, async (request) => {
    const body = parse(CreateSpaTreatmentBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => createSpaTreatment(tx, staff, body))
  })

  app.put(`${SPA_SERVICE_BASE}/updateSpaService`, async (request) => {
    const body = parse(UpdateSpaTreatmentBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => updateSpaTreatment(tx, staff, body))
  })

  app.delete(`${SPA_SERVICE_BASE}/deleteSpaService/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => deleteSpaTreatment(tx, staff, id, Date.now()))
  })

  app.post(`${SPA_ROOM_BASE}/createSpaRoom`, async (request) => {
    const body = parse(CreateSpaRoomBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => createSpaRoom(tx, staff, body))
  })

  app.put(`${SPA_ROOM_BASE}/updateSpaRoom`, async (request) => {
    const body = parse(UpdateSpaRoomBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => updateSpaRoom(tx, staff, body))
  })

  app.delete(`${SPA_ROOM_BASE}/deleteSpaRoom/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => deleteSpaRoom(tx, staff, id))
  })
}
