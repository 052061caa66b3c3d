import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import {
  addDaysTo,
  todayIn,
  type CreateEmployeeShiftBody,
  type SaveShiftWeekBody,
  type Service,
  type ShiftWeekReply,
  type UpdateEmployeeShiftBody,
} from '../../../sync/protocol/index.ts'
import { worksShiftsAt } from '../../../sync/protocol/rules/index.ts'
import type { Tx } from '../../db/client.ts'
import { employeeShifts, employees } from '../../db/schema.ts'
import { HttpError, badRequest, notFound } from '../../http/errors.ts'
import { assertPermission, type StaffContext } from '../permissions.ts'
import { serviceOf } from '../reservations/access.ts'
import { nextVersionSql } from '../versioning.ts'
import { assertIdFree, idTaken } from '../writes/client-ids.ts'
import type { ChangeNotice, WriteResult } from '../writes/types.ts'
import { shiftNotice } from './notices.ts'
import { employeeShiftToWire, type EmployeeShiftRow } from './wire.ts'

/*
 * Employee shifts (HotelEmployeeShifts): writes need shiftsWrite on the service; days before
 * today are locked (spec §4: past days locked).
 */

const pastDay = (day: string) =>
  new HttpError(409, 'shift.past_day', `Days before today cannot be changed (${day}).`, {
    field: 'date',
  })

function assertNotPast(day: string, now: number, zone: string): void {
  if (day < todayIn(zone, now)) throw pastDay(day)
}

/** The service (of the business) whose shifts the staff member edits. */
async function shiftService(
  tx: Tx,
  staff: StaffContext,
  businessId: string,
  serviceId: string,
): Promise<Service> {
  if (businessId !== staff.businessId) throw notFound('Business')
  const service = await serviceOf(tx, businessId, serviceId)
  assertPermission(staff, service._id, 'shiftsWrite')
  return service
}

function assertShift(service: Service, shiftId: string): void {
  if (!service.shifts.some((s) => s.id === shiftId))
    throw badRequest('shift_id', 'shift_id: not one of the service’s shifts')
}

/** The employee works for the service and is not a manager (spec §2: managers excluded). */
async function assertWorker(tx: Tx, service: Service, employeeId: string): Promise<void> {
  const [row] = await tx
    .select({ role: employees.role, services: employees.services })
    .from(employees)
    .where(
      and(
        eq(employees.id, employeeId),
        eq(employees.businessId, service.business_id),
        isNull(employees.deletedAt),
      ),
    )
  if (!row || !worksShiftsAt(row, service._id))
    throw badRequest('target_employee_id', 'target_employee_id: not a worker of this service')
}

async function liveShiftOn(
  tx: Tx,
  serviceId: string,
  employeeId: string,
  date: string,
): Promise<EmployeeShiftRow | undefined> {
  const [row] = await tx
    .select()
    .from(employeeShifts)
    .where(
      and(
        eq(employeeShifts.serviceId, serviceId),
        eq(employeeShifts.targetEmployeeId, employeeId),
        eq(employeeShifts.date, date),
        isNull(employeeShifts.deletedAt),
      ),
    )
    .for('update')
  return row
}

async function lockShift(tx: Tx, staff: StaffContext, id: string): Promise<EmployeeShiftRow> {
  const [row] = await tx
    .select()
    .from(employeeShifts)
    .where(
      and(
        eq(employeeShifts.id, id),
        eq(employeeShifts.businessId, staff.businessId),
        isNull(employeeShifts.deletedAt),
      ),
    )
    .for('update')
  if (!row) throw notFound('Employee shift')
  assertPermission(staff, row.serviceId, 'shiftsWrite')
  return row
}

const result = (row: EmployeeShiftRow): WriteResult => ({
  status: 200,
  body: row.deletedAt !== null ? { _id: row.id, deleted: true } : employeeShiftToWire(row),
  changes: [shiftNotice(row)],
})

async function insertShift(
  tx: Tx,
  staff: StaffContext,
  service: Service,
  input: { id: string; shiftId: string; employeeId: string; date: string },
): Promise<EmployeeShiftRow> {
  if (await liveShiftOn(tx, service._id, input.employeeId, input.date))
    throw new HttpError(409, 'conflict', `The employee already has a shift on ${input.date}.`, {
      field: 'date',
    })
  await assertIdFree(tx, 'Employee shift', input.id)
  const [row] = await tx
    .insert(employeeShifts)
    .values({
      id: input.id,
      businessId: service.business_id,
      version: nextVersionSql(),
      serviceId: service._id,
      shiftId: input.shiftId,
      targetEmployeeId: input.employeeId,
      employeeId: staff.employeeId,
      date: input.date,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw idTaken('Employee shift', input.id)
  return row
}

export async function createEmployeeShift(
  tx: Tx,
  staff: StaffContext,
  body: CreateEmployeeShiftBody,
  now: number,
): Promise<WriteResult> {
  const service = await shiftService(tx, staff, body.business_id, body.service_id)
  assertShift(service, body.shift_id)
  await assertWorker(tx, service, body.target_employee_id)
  assertNotPast(body.date, now, staff.zone)
  const row = await insertShift(tx, staff, service, {
    id: body._id ?? randomUUID(),
    shiftId: body.shift_id,
    employeeId: body.target_employee_id,
    date: body.date,
  })
  return result(row)
}

async function setShift(
  tx: Tx,
  staff: StaffContext,
  id: string,
  set: { shiftId?: string; date?: string; deleted?: true },
): Promise<EmployeeShiftRow> {
  const { deleted, ...fields } = set
  const [row] = await tx
    .update(employeeShifts)
    .set({
      ...fields,
      ...(deleted ? { deletedAt: sql`now()` } : {}),
      employeeId: staff.employeeId,
      version: nextVersionSql(),
    })
    .where(eq(employeeShifts.id, id))
    .returning()
  return row!
}

export async function updateEmployeeShift(
  tx: Tx,
  staff: StaffContext,
  body: UpdateEmployeeShiftBody,
  now: number,
): Promise<WriteResult> {
  const current = await lockShift(tx, staff, body._id)
  const service = await serviceOf(tx, staff.businessId, current.serviceId)
  assertNotPast(current.date, now, staff.zone)
  if (body.shift_id !== undefined) assertShift(service, body.shift_id)
  if (body.date !== undefined && body.date !== current.date) {
    assertNotPast(body.date, now, staff.zone)
    if (await liveShiftOn(tx, service._id, current.targetEmployeeId, body.date))
      throw new HttpError(409, 'conflict', `The employee already has a shift on ${body.date}.`, {
        field: 'date',
      })
  }
  const row = await setShift(tx, staff, current.id, {
    ...(body.shift_id !== undefined ? { shiftId: body.shift_id } : {}),
    ...(body.date !== undefined ? { date: body.date } : {}),
  })
  return result(row)
}

export async function deleteEmployeeShift(
  tx: Tx,
  staff: StaffContext,
  id: string,
  now: number,
): Promise<WriteResult> {
  const current = await lockShift(tx, staff, id)
  assertNotPast(current.date, now, staff.zone)
  const row = await setShift(tx, staff, id, { deleted: true })
  return result(row)
}

type DayResult = ShiftWeekReply['days'][number]

/**
 * shift.saveWeek: one employee's week, each day created, updated, deleted (cleared) or left as it
 * is, each in its own savepoint: a day the server refuses (a past day, a shift the service does
 * not have) is `failed` with the reason and the others stand. The reply counts the failed days
 * (the screen's 'Fail {n} day'). A wrong service, employee or permission refuses the whole week.
 */
export async function saveShiftWeek(
  tx: Tx,
  staff: StaffContext,
  body: SaveShiftWeekBody,
  now: number,
): Promise<WriteResult> {
  const service = await shiftService(tx, staff, body.business_id, body.service_id)
  await assertWorker(tx, service, body.target_employee_id)
  const week = new Set(Array.from({ length: 7 }, (_, i) => addDaysTo(body.week_start, i)))
  const seen = new Set<string>()
  for (const day of body.days) {
    if (!week.has(day.date)) throw badRequest('days', `days: ${day.date} is not in the week`)
    if (seen.has(day.date)) throw badRequest('days', `days: ${day.date} is given twice`)
    seen.add(day.date)
  }
  const days: DayResult[] = []
  const changes: ChangeNotice[] = []
  for (const day of body.days) {
    try {
      const done = await tx.transaction((sp) => saveDay(sp, staff, service, body, day, now))
      days.push(done.result)
      if (done.row) changes.push(shiftNotice(done.row))
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      // The day as the server still has it: a device that saved the week offline puts it back.
      const current = await liveShiftOn(tx, service._id, body.target_employee_id, day.date)
      const shift = current ? employeeShiftToWire(current) : null
      days.push({ date: day.date, result: 'failed', shift, error: error.message })
    }
  }
  const reply: ShiftWeekReply = { days, failed: days.filter((d) => d.result === 'failed').length }
  return { status: 200, body: reply, changes }
}

async function saveDay(
  tx: Tx,
  staff: StaffContext,
  service: Service,
  body: SaveShiftWeekBody,
  day: SaveShiftWeekBody['days'][number],
  now: number,
): Promise<{ result: DayResult; row: EmployeeShiftRow | null }> {
  const current = await liveShiftOn(tx, service._id, body.target_employee_id, day.date)
  const unchanged = (current?.shiftId ?? null) === day.shift_id
  const wire = (row: EmployeeShiftRow | undefined) => (row ? employeeShiftToWire(row) : null)
  if (unchanged)
    return { result: { date: day.date, result: 'unchanged', shift: wire(current) }, row: null }
  assertNotPast(day.date, now, staff.zone)
  if (day.shift_id === null) {
    const row = await setShift(tx, staff, current!.id, { deleted: true })
    return { result: { date: day.date, result: 'deleted', shift: null }, row }
  }
  assertShift(service, day.shift_id)
  if (current) {
    const row = await setShift(tx, staff, current.id, { shiftId: day.shift_id })
    return { result: { date: day.date, result: 'updated', shift: wire(row) }, row }
  }
  const row = await insertShift(tx, staff, service, {
    id: day._id ?? randomUUID(),
    shiftId: day.shift_id,
    employeeId: body.target_employee_id,
    date: day.date,
  })
  return { result: { date: day.date, result: 'created', shift: wire(row) }, row }
}
