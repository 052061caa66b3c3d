import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import {
  GUEST_BASE,
  GUEST_REPORT_PATH,
  GuestListQuery,
  GuestReportBody,
  Id,
  REPORT_MAX_DAYS,
  UserMemoryBody,
  isStrictBusiness,
  missingReportField,
  searchGuests,
  sortGuests,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { businesses, guests } from '../db/schema.ts'
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { guestUserFromRequest, requireStaff } from '../auth/request-auth.ts'
import { COOKIE } from '../auth/cookies.ts'
import { assertOwnBusiness, assertReception } from '../domain/reception-access.ts'
import type { StaffContext } from '../domain/permissions.ts'
import { ensureGuests, guestToWire } from '../domain/guests/refresh.ts'
import { guestHistory } from '../domain/guests/history.ts'
import { ownGuestHistory } from '../domain/guests/own-history.ts'
import { userMemory } from '../domain/guests/memory.ts'
import { guestReport } from '../domain/guests/report.ts'

const IdParams = z.object({ id: Id })
const HistoryParams = z.object({ businessId: Id, guestId: Id })
const PrivateParams = z.object({ guestId: Id, serviceId: Id })

async function isStrict(ctx: AppContext, businessId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ security: businesses.security })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return row ? isStrictBusiness(row) : false
}

/**
 * The strict history's second part: a reception service of the session's business on which the
 * caller holds a permission (owners and managers hold every one).
 */
function assertReceptionService(staff: StaffContext, serviceId: string): void {
  const service = staff.services.find((s) => s._id === serviceId)
  if (!service) throw notFound('Service')
  if (service.type !== 'reception') {
    throw badRequest('serviceId', 'serviceId: the guest history is opened from a reception service')
  }
  if (!staff.manager && staff.permissions[service._id] === undefined) throw forbidden()
}

/** Guests, their history and memory, and the report (docs/api.md, Guests). */
export function guestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const reception = async (request: FastifyRequest) => {
    const staff = await requireStaff(ctx, request)
    assertReception(staff)
    return staff
  }

  app.get(`${GUEST_BASE}/guestList/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const query = parse(GuestListQuery, request.query, 'query')
    const staff = await requireStaff(ctx, request)
    assertOwnBusiness(staff, id)
    assertReception(staff)
    await ensureGuests(ctx, staff.businessId)
    const rows = await ctx.db
      .select()
      .from(guests)
      .where(and(eq(guests.businessId, staff.businessId), isNull(guests.deletedAt)))
    const list = searchGuests(rows.map(guestToWire), query.search ?? '')
    return sortGuests(list, query.sort ?? 'name', query.order ?? 'asc')
  })

  app.get(`${GUEST_BASE}/getHistoriesForGuest/:businessId/:guestId`, async (request) => {
    const { businessId, guestId } = parse(HistoryParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    assertOwnBusiness(staff, businessId)
    assertReception(staff)
    if (await isStrict(ctx, staff.businessId)) {
      throw forbidden(
        'This hotel keeps guest history private (security roomnumber): use getPrivateHistoriesForGuest.',
      )
    }
    return guestHistory(ctx, staff, guestId, false)
  })

  app.get(`${GUEST_BASE}/getPrivateHistoriesForGuest/:guestId/:serviceId`, async (request) => {
    const { guestId, serviceId } = parse(PrivateParams, request.params, 'params')
    const staff = await reception(request)
    assertReceptionService(staff, serviceId)
    return guestHistory(ctx, staff, guestId, true)
  })

  /** The guest's own history (guest_user cookie), or a guest's history at the staff's hotel. */
  app.get(`${GUEST_BASE}/:id/history`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const self = await guestUserFromRequest(ctx, request)
    if (self !== null && self === id) return ownGuestHistory(ctx, id)
    if (!request.cookies[COOKIE.access] && !request.cookies[COOKIE.refresh]) {
      throw self !== null ? notFound('Guest') : unauthorized()
    }
    const staff = await reception(request)
    return guestHistory(ctx, staff, id, await isStrict(ctx, staff.businessId))
  })

  app.post(`${GUEST_BASE}/user_memory/guest`, async (request) => {
    const body = parse(UserMemoryBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return userMemory(ctx, staff, body.guest_id)
  })

  app.post(GUEST_REPORT_PATH, async (request, reply) => {
    const raw = (request.body ?? {}) as Record<string, unknown>
    const missing = missingReportField(typeof raw === 'object' ? raw : {})
    if (missing) throw badRequest(missing, `${missing} is required`)
    const body = parse(GuestReportBody, raw, 'body')
    if (body.endDate < body.startDate) {
      throw badRequest('endDate', 'endDate: must not be before startDate')
    }
    const days = (Date.parse(body.endDate) - Date.parse(body.startDate)) / 86_400_000 + 1
    if (days > REPORT_MAX_DAYS) {
      throw badRequest('endDate', `endDate: a report covers at most ${REPORT_MAX_DAYS} days`)
    }
    const staff = await requireStaff(ctx, request)
    const file = await guestReport(ctx, staff, body)
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.body)
  })
}
