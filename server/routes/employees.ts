import type { FastifyInstance } from 'fastify'
import { and, asc, eq, isNull, ne } from 'drizzle-orm'
import { z } from 'zod'
import {
  ChangePasswordBody,
  CreateEmployeeBody,
  EMPLOYEE_BASE,
  Id,
  OLD_EMPLOYEE_BASE,
  UpdateEmployeeBody,
  UpdatePasswordBody,
  sortByRole,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { accounts, authSessions, employees } from '../db/schema.ts'
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import { accessClaims, requireStaff } from '../auth/request-auth.ts'
import { employeeToWire } from '../domain/serialize.ts'
import { commitWrite } from '../domain/writes/run.ts'
import { createEmployee, deleteEmployee, updateEmployee } from '../domain/writes/employees.ts'

const IdParams = z.object({ id: Id })
const BusinessParams = z.object({ businessId: Id })

/** The employees' paths (spec 001 §7 Employees; docs/api.md, Workers). */
export function employeeRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Any staff member of the business: its live workers, sorted by role then name. */
  app.get(`${EMPLOYEE_BASE}/getEmployeesByBuisnessID/:businessId`, async (request) => {
    const { businessId } = parse(BusinessParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    if (businessId !== staff.businessId) throw notFound('Business')
    const rows = await ctx.db
      .select()
      .from(employees)
      .where(and(eq(employees.businessId, businessId), isNull(employees.deletedAt)))
      .orderBy(asc(employees.id))
    return sortByRole(rows.map(employeeToWire))
  })

  app.get(`${OLD_EMPLOYEE_BASE}/getEmployeeByID/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    const [row] = await ctx.db
      .select()
      .from(employees)
      .where(
        and(
          eq(employees.id, id),
          eq(employees.businessId, staff.businessId),
          isNull(employees.deletedAt),
        ),
      )
    if (!row) throw notFound('Employee')
    return employeeToWire(row)
  })

  app.post(`${EMPLOYEE_BASE}/createEmployee`, async (request) => {
    const body = parse(CreateEmployeeBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => createEmployee(tx, staff, body))
  })

  /** A manager: createEmployee with the role manager (the Manage section, no shifts). */
  app.post(`${EMPLOYEE_BASE}/createEmployeeManager`, async (request) => {
    const body = parse(CreateEmployeeBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => createEmployee(tx, staff, { ...body, role: 'manager' }))
  })

  app.put(`${EMPLOYEE_BASE}/updateEmployee`, async (request) => {
    const body = parse(UpdateEmployeeBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => updateEmployee(tx, staff, body))
  })

  app.delete(`${EMPLOYEE_BASE}/deleteEmployee/:id`, async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => deleteEmployee(tx, staff, id))
  })

  /**
   * updatePassword: a worker's new password, with their current one (401 when it is wrong; the
   * owner may set it without, for a worker who forgot it), by the worker or the business's owner
   * or a manager; or the owner's own (`business_id`, `password`, `oldPassword`). Online only: a
   * password never waits on a device. The account's other sessions end.
   */
  app.put(`${EMPLOYEE_BASE}/updatePassword`, async (request) => {
    const body = parse(UpdatePasswordBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    const claims = await accessClaims(ctx, request)
    let accountId: string
    let password: string | undefined
    if (body.employee_id !== undefined) {
      const mine = staff.employeeId === body.employee_id
      if (!mine && !staff.manager) throw forbidden('Only the owner or a manager can do this.')
      const [account] = await ctx.db
        .select({ id: accounts.id, hash: accounts.passwordHash })
        .from(accounts)
        .innerJoin(employees, eq(employees.id, accounts.employeeId))
        .where(
          and(
            eq(accounts.employeeId, body.employee_id),
            eq(employees.businessId, staff.businessId),
            isNull(employees.deletedAt),
          ),
        )
      if (!account) throw notFound('Employee')
      const ownerReset = staff.role === 'business' && body.oldPassword === undefined
      if (!ownerReset && !(await verifyPassword(account.hash, body.oldPassword ?? '')))
        throw unauthorized('The old password is wrong.')
      accountId = account.id
      password = body.newPassword
      if (password === undefined) throw badRequest('newPassword', 'newPassword is required')
    } else {
      if (staff.role !== 'business' || body.business_id !== staff.businessId)
        throw forbidden('Only the owner changes the business password.')
      const [account] = await ctx.db
        .select({ id: accounts.id, hash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.id, staff.accountId))
      if (!account || !(await verifyPassword(account.hash, body.oldPassword ?? '')))
        throw unauthorized('The old password is wrong.')
      accountId = account.id
      password = body.password ?? body.newPassword
      if (password === undefined) throw badRequest('password', 'password is required')
    }
    await setPassword(accountId, password, claims.sid)
    return { ok: true }
  })

  /** changePassword/{id} (platform admin only): the owner of business {id} gets a new password. */
  app.put('/api/v2/business/changePassword/:id', async (request) => {
    const { id } = parse(IdParams, request.params, 'params')
    const body = parse(ChangePasswordBody, request.body, 'body')
    const claims = await accessClaims(ctx, request)
    if (claims.role !== 'admin') throw forbidden('Only the platform admin can do this.')
    const [owner] = await ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.businessId, id), eq(accounts.role, 'business')))
    if (!owner) throw notFound('Business')
    await setPassword(owner.id, body.newPassword, null)
    return { ok: true }
  })

  /** A new password hash; every other session of the account ends (its sockets too). */
  async function setPassword(accountId: string, password: string, keepSid: string | null) {
    const hash = await hashPassword(password)
    const ended = await ctx.db.transaction(async (tx) => {
      await tx.update(accounts).set({ passwordHash: hash }).where(eq(accounts.id, accountId))
      return tx
        .delete(authSessions)
        .where(
          keepSid
            ? and(eq(authSessions.accountId, accountId), ne(authSessions.id, keepSid))
            : eq(authSessions.accountId, accountId),
        )
        .returning({ id: authSessions.id })
    })
    for (const { id } of ended) ctx.realtime.disconnectSession(id)
  }
}
