import type { FastifyInstance } from 'fastify'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { z } from 'zod'
import {
  AddServiceBody,
  BUSINESS_BASE,
  EMPLOYEE_BASE,
  Id,
  SetWorkingHoursBody,
  UpdateBusinessBody,
  UpdateServiceBody,
  type Business,
  type Service,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { accounts, authSessions, businesses, services } from '../db/schema.ts'
import { HttpError, forbidden, notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { accessClaims, requireStaff } from '../auth/request-auth.ts'
import { businessToWire, serviceToWire } from '../domain/serialize.ts'
import { businessWrite, nextVersionSql } from '../domain/versioning.ts'
import { commitWrite, emitNotices } from '../domain/writes/run.ts'
import {
  addService,
  setWorkingHours,
  updateBusiness,
  updateService,
} from '../domain/writes/settings.ts'
import { changeOf } from '../domain/writes/types.ts'

const IdParams = z.object({ id: Id })

/**
 * The business and service paths of spec 001 §7 (docs/api.md "Business and service settings"):
 * reads for the staff, the settings writes (also push kinds) for the owner or a manager, and the
 * platform admin's (getAllbusinesses, deactivateBusiness, toggleChat, deleteBusiness;
 * changePassword/{id} is in employees.ts), which refuse everyone else with 403.
 */
export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const liveServices = async (businessId: string): Promise<Service[]> =>
    (
      await ctx.db
        .select()
        .from(services)
        .where(and(eq(services.businessId, businessId), isNull(services.deletedAt)))
        .orderBy(asc(services.name))
    ).map(serviceToWire)

  const businessRow = async (id: string) => {
    const [row] = await ctx.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.id, id), isNull(businesses.deletedAt)))
    return row
  }

  /** Staff of that business (the admin any): the Business. */
  app.get(`${BUSINESS_BASE}/getbusinessByID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const claims = await accessClaims(ctx, request)
    if (claims.role !== 'admin') {
      const staff = await requireStaff(ctx, request)
      if (staff.businessId !== id) throw notFound('Business')
    }
    const row = await businessRow(id)
    if (!row) throw notFound('Business')
    return businessToWire(row)
  })

  /** The signed-in staff member's own business. */
  app.get(`${BUSINESS_BASE}/getBusiness`, async (request) => {
    const staff = await requireStaff(ctx, request)
    const row = await businessRow(staff.businessId)
    if (!row) throw notFound('Business')
    return businessToWire(row)
  })

  /** Staff of that business (the admin any): its live services, by name. */
  app.get(`${BUSINESS_BASE}/getServicesByBusinessID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const claims = await accessClaims(ctx, request)
    if (claims.role !== 'admin') {
      const staff = await requireStaff(ctx, request)
      if (staff.businessId !== id) throw notFound('Business')
    } else if (!(await businessRow(id))) throw notFound('Business')
    return liveServices(id)
  })

  app.put(`${BUSINESS_BASE}/updateBusiness`, async (request) => {
    const body = parse(UpdateBusinessBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => updateBusiness(tx, staff, body))
  })

  // The spec lists addService and updateService under Employees and under Business: both bases.
  for (const base of [BUSINESS_BASE, EMPLOYEE_BASE]) {
    app.put(`${base}/updateService`, async (request) => {
      const body = parse(UpdateServiceBody, request.body, 'body')
      const staff = await requireStaff(ctx, request)
      return commitWrite(ctx, staff, (tx) => updateService(tx, staff, body))
    })
    app.post(`${base}/addService`, async (request) => {
      const body = parse(AddServiceBody, request.body, 'body')
      const staff = await requireStaff(ctx, request)
      return commitWrite(ctx, staff, (tx) => addService(tx, staff, body))
    })
  }

  app.put(`${BUSINESS_BASE}/setWokringHours`, async (request) => {
    const body = parse(SetWorkingHoursBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => setWorkingHours(tx, staff, body))
  })

  async function requireAdmin(request: Parameters<typeof accessClaims>[1]): Promise<void> {
    const claims = await accessClaims(ctx, request)
    if (claims.role !== 'admin') throw forbidden('Only the platform admin can do this.')
  }

  /** Ends every session of the business's accounts (their sockets too). */
  async function endBusinessSessions(businessId: string): Promise<void> {
    const owned = await ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.businessId, businessId))
    if (owned.length === 0) return
    const ended = await ctx.db
      .delete(authSessions)
      .where(
        inArray(
          authSessions.accountId,
          owned.map((a) => a.id),
        ),
      )
      .returning({ id: authSessions.id })
    for (const { id } of ended) ctx.realtime.disconnectSession(id)
  }

  /** A change to the business row by the admin, emitted to its staff like any other. */
  async function adminBusinessWrite(
    id: string,
    set: Partial<typeof businesses.$inferInsert>,
  ): Promise<Business> {
    if (!(await businessRow(id))) throw notFound('Business')
    const wire = await businessWrite(ctx.db, id, async (tx) => {
      const [row] = await tx
        .update(businesses)
        .set({ ...set, version: nextVersionSql() })
        .where(eq(businesses.id, id))
        .returning()
      return businessToWire(row!)
    })
    emitNotices(ctx, [changeOf('businesses', wire, id)])
    return wire
  }

  /** Admin: every live business, with whether it is active. */
  app.get(`${BUSINESS_BASE}/getAllbusinesses/`, async (request) => {
    await requireAdmin(request)
    const rows = await ctx.db
      .select()
      .from(businesses)
      .where(isNull(businesses.deletedAt))
      .orderBy(asc(businesses.name))
    return rows.map((r) => ({ ...businessToWire(r), active: r.active }))
  })

  /** Admin: the business can no longer sign in; its sessions end now. */
  app.put(`${BUSINESS_BASE}/deactivateBusiness/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    await requireAdmin(request)
    const wire = await adminBusinessWrite(id, { active: false })
    await endBusinessSessions(id)
    return { ...wire, active: false }
  })

  /** Admin: the business's chat on or off (its chat services' `active`); → `{active}`. */
  app.put(`${BUSINESS_BASE}/toggleChat/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    await requireAdmin(request)
    if (!(await businessRow(id))) throw notFound('Business')
    const chats = (await liveServices(id)).filter((s) => s.type === 'chat')
    if (chats.length === 0)
      throw new HttpError(409, 'conflict', 'This business has no chat service.', { field: 'id' })
    const active = !chats.some((s) => s.options.active !== false)
    const changed = await businessWrite(ctx.db, id, async (tx) => {
      const out = []
      for (const chat of chats) {
        const [row] = await tx
          .update(services)
          .set({ options: { ...chat.options, active }, version: nextVersionSql() })
          .where(eq(services.id, chat._id))
          .returning()
        out.push(changeOf('services', serviceToWire(row!), id))
      }
      return out
    })
    emitNotices(ctx, changed)
    return { active }
  })

  /** Admin: the business is gone (a tombstone); its logins end and no longer sign in. */
  app.delete(`${BUSINESS_BASE}/deleteBusiness/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    await requireAdmin(request)
    const wire = await adminBusinessWrite(id, {
      active: false,
      deletedAt: new Date().toISOString(),
    })
    await endBusinessSessions(id)
    return { _id: id, version: wire.version, deleted: true }
  })
}
