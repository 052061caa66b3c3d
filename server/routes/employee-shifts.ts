import type { FastifyInstance } from 'fastify'
import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm'
import { z } from 'zod'
import {
  CreateEmployeeShiftBody,
  EMPLOYEE_SHIFT_BASE,
  Id,
  ReadDay,
  SaveShiftWeekBody,
  UpdateEmployeeShiftBody,
  wallMidnight,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { employeeShifts } from '../db/schema.ts'
import { badRequest } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { shiftServiceIds } from '../domain/permissions.ts'
import { assertOwnBusiness } from '../domain/reception-access.ts'
import { commitWrite } from '../domain/writes/run.ts'
import {
  createEmployeeShift,
  deleteEmployeeShift,
  saveShiftWeek,
  updateEmployeeShift,
} from '../domain/spa/shifts.ts'
import { employeeShiftToWire } from '../domain/spa/wire.ts'

const MAX_RANGE_DAYS = 62

/**
 * Employee shifts (docs/api.md, Employee shifts): the week's read with shiftsRead (the services
 * the session reads shifts of), the writes with shiftsWrite; days before today are locked.
 */
export function employeeShiftRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = EMPLOYEE_SHIFT_BASE

  app.get(`${base}/getAllEmployeeShiftsByWeek/:bId/:start/:end`, async (request) => {
    const params = parse(
      z.object({ bId: Id, start: ReadDay, end: ReadDay }),
      request.params,
      'params',
    )
    if (params.end < params.start) throw badRequest('end', 'end: before start')
    if (wallMidnight(params.end) - wallMidnight(params.start) > MAX_RANGE_DAYS * 86_400_000)
      throw badRequest('end', `end: at most ${MAX_RANGE_DAYS} days after start`)
    const staff = await requireStaff(ctx, request)
    assertOwnBusiness(staff, params.bId)
    const services = shiftServiceIds(staff)
    if (services.length === 0) return []
    const rows = await ctx.db
      .select()
      .from(employeeShifts)
      .where(
        and(
          eq(employeeShifts.businessId, staff.businessId),
          inArray(employeeShifts.serviceId, services),
          gte(employeeShifts.date, params.start),
          lte(employeeShifts.date, params.end),
          isNull(employeeShifts.deletedAt),
        ),
      )
      .orderBy(asc(employeeShifts.date), asc(employeeShifts.targetEmployeeId))
    return rows.map(employeeShiftToWire)
  })

  app.post(`${base}/createEmployeeShift`, async (request) => {
    const body = parse(CreateEmployeeShiftBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => createEmployeeShift(tx, staff, body, Date.now()))
  })

  app.put(`${base}/updateEmployeeShiftById`, async (request) => {
    const body = parse(UpdateEmployeeShiftBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => updateEmployeeShift(tx, staff, body, Date.now()))
  })

  app.delete(`${base}/deleteEmployeeShiftById/:id`, async (request) => {
    const { id } = parse(z.object({ id: Id }), request.params, 'params')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => deleteEmployeeShift(tx, staff, id, Date.now()))
  })

  /** The shift form's save: the week as one write (the push's shift.saveWeek). */
  app.put(`${base}/saveWeek`, async (request) => {
    const body = parse(SaveShiftWeekBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => saveShiftWeek(tx, staff, body, Date.now()))
  })
}
