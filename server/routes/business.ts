import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import {
  CURRENCIES,
  DEFAULT_TIME_ZONE,
  EmployeeService,
  INTEGRATIONS,
  Id,
  Language,
  isTimeZone,
  type Business,
  type Change,
  type Employee,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { accounts, businesses, employees } from '../db/schema.ts'
import { HttpError, badRequest, forbidden, notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { hashPassword } from '../auth/passwords.ts'
import { accessClaims, requireStaff } from '../auth/request-auth.ts'
import { businessWrite } from '../domain/versioning.ts'
import { businessToWire, employeeToWire } from '../domain/serialize.ts'
import { Email, NewPassword } from './guest-accounts.ts'

/*
 * Creating businesses (platform admin) and their workers (owner or manager). Both create a login
 * account; usernames are unique over all accounts (409 when taken).
 */

const BASE = '/api/v2/business'

const Username = z
  .string()
  .trim()
  .min(3, 'must have at least 3 characters')
  .max(100)
  .regex(/^\S+$/, 'must not contain spaces')

const CreateBusinessBody = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  email: Email,
  currency: z.enum(CURRENCIES),
  username: Username,
  password: NewPassword,
  /** Languages of the guest pages; default all three. */
  languages: z.array(Language).min(1).max(3).optional(),
  /** The channel manager its rooms and stays sync from (docs/api.md, Channel manager); default none. */
  integration: z.enum(INTEGRATIONS).optional(),
  /** The IANA time zone of the hotel's wall clock (`Europe/Belgrade`); default UTC. */
  time_zone: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Belgrade')
    .optional(),
})

const CreateEmployeeBody = z
  .object({
    /** Optional: when given it must be the caller's business. */
    business_id: z.optional(Id),
    name: z.string().trim().min(1, 'name is required').max(100),
    surname: z.string().trim().min(1, 'surname is required').max(100),
    username: Username,
    password: NewPassword,
    /** The worker role (manager, waiter, kitchen, reception, therapist, …). */
    role: z.string().trim().min(1, 'role is required').max(40),
    services: z.array(EmployeeService).max(100).default([]),
  })
  .superRefine((body, check) => {
    const seen = new Set<string>()
    body.services.forEach((entry, index) => {
      if (seen.has(entry.service_id)) {
        check.addIssue({
          code: 'custom',
          path: ['services', index, 'service_id'],
          message: 'this service is listed twice',
        })
      }
      seen.add(entry.service_id)
    })
  })

const usernameTaken = () =>
  new HttpError(409, 'conflict', 'This username is already taken.', { field: 'username' })

const change = (table: Change['table'], row: Business | Employee): Change => ({
  table,
  id: row._id,
  version: row.version,
  deleted: false,
  row,
})

export function businessRoutes(app: FastifyInstance, ctx: AppContext): void {
  async function assertUsernameFree(username: string): Promise<void> {
    const [taken] = await ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, username))
    if (taken) throw usernameTaken()
  }

  /** Admin only: a business and its owner account (role business). No services yet. */
  app.post(`${BASE}/createBusiness`, async (request) => {
    const body = parse(CreateBusinessBody, request.body, 'body')
    const claims = await accessClaims(ctx, request)
    if (claims.role !== 'admin') throw forbidden('Only an admin can create a business.')
    await assertUsernameFree(body.username)
    const passwordHash = await hashPassword(body.password)
    const businessId = randomUUID()
    const created = await businessWrite(ctx.db, businessId, async (tx, nextVersion) => {
      const [business] = await tx
        .insert(businesses)
        .values({
          id: businessId,
          businessId,
          version: await nextVersion(),
          name: body.name,
          email: body.email,
          currency: body.currency,
          integration: body.integration ?? 'none',
          languages: body.languages ?? ['en', 'srb', 'cro'],
          timeZone: body.time_zone ?? DEFAULT_TIME_ZONE,
        })
        .returning()
      const [owner] = await tx
        .insert(accounts)
        .values({
          id: randomUUID(),
          username: body.username,
          passwordHash,
          role: 'business',
          businessId,
          employeeId: null,
        })
        .onConflictDoNothing()
        .returning()
      // Taken in between (the unique index): throwing rolls the business back too.
      if (!owner) throw usernameTaken()
      return { business: businessToWire(business!), owner }
    })
    ctx.realtime.emitChange(change('businesses', created.business), businessId)
    return {
      business: created.business,
      owner: { account_id: created.owner.id, username: created.owner.username, role: 'business' },
    }
  })

  /** Owner or manager: a worker of their business with per-service permissions. */
  app.post(`${BASE}/employee/createEmployee`, async (request) => {
    const body = parse(CreateEmployeeBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    if (!staff.manager) throw forbidden('Only the owner or a manager can add workers.')
    if (body.business_id !== undefined && body.business_id !== staff.businessId)
      throw notFound('Business')
    const own = new Set(staff.services.map((s) => s._id))
    body.services.forEach((entry, index) => {
      if (!own.has(entry.service_id)) {
        throw badRequest(
          `services.${index}.service_id`,
          `services.${index}.service_id: no such service in this business`,
        )
      }
    })
    await assertUsernameFree(body.username)
    const passwordHash = await hashPassword(body.password)
    const employee = await businessWrite(ctx.db, staff.businessId, async (tx, nextVersion) => {
      const id = randomUUID()
      const [row] = await tx
        .insert(employees)
        .values({
          id,
          businessId: staff.businessId,
          version: await nextVersion(),
          name: body.name,
          surname: body.surname,
          username: body.username,
          role: body.role,
          services: body.services,
        })
        .returning()
      const [account] = await tx
        .insert(accounts)
        .values({
          id: randomUUID(),
          username: body.username,
          passwordHash,
          role: 'employee',
          businessId: staff.businessId,
          employeeId: id,
        })
        .onConflictDoNothing()
        .returning()
      if (!account) throw usernameTaken()
      return employeeToWire(row!)
    })
    ctx.realtime.emitChange(change('employees', employee), staff.businessId)
    return employee
  })
}
