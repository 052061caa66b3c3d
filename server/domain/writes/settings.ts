import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import {
  EMAIL_EMPTY_WHILE_REQUEST,
  serviceOptionsPatch,
  type AddServiceBody,
  type ServiceOptions,
  type SetWorkingHoursBody,
  type UpdateBusinessBody,
  type UpdateServiceBody,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { businesses, employees, services } from '../../db/schema.ts'
import { badRequest, forbidden, notFound } from '../../http/errors.ts'
import type { StaffContext } from '../permissions.ts'
import { businessToWire, serviceToWire } from '../serialize.ts'
import { businessLegalColumns, serviceLegalColumns } from './settings-legal.ts'
import { changedFields, nextVersionSql } from '../versioning.ts'
import { assertIdFree } from './client-ids.ts'
import { changeOf, type StaffWrite, type WriteResult } from './types.ts'

/*
 * Business and service settings (spec 001 §2 "Business and service edit", §5 "Save service",
 * §7 Business and service): the owner or a manager changes them. Services and the business are
 * synced tables, so every device (and the guest pages, which read them on each visit) follows.
 */

function assertManager(staff: StaffContext): void {
  if (!staff.manager) throw forbidden('Only the owner or a manager can change the settings.')
}

async function lockService(tx: Tx, staff: StaffContext, id: string) {
  const [row] = await tx
    .select()
    .from(services)
    .where(
      and(
        eq(services.id, id),
        eq(services.businessId, staff.businessId),
        isNull(services.deletedAt),
      ),
    )
    .for('update')
  if (!row) throw notFound('Service')
  return row
}

/** Writes the fields of a locked service that differ (a new version), or nothing when none do. */
async function saveServiceFields(
  tx: Tx,
  staff: StaffContext,
  current: typeof services.$inferSelect,
  fields: {
    [K in keyof typeof services.$inferSelect]?: (typeof services.$inferSelect)[K] | undefined
  },
): Promise<WriteResult> {
  const patch = changedFields(current, fields)
  if (patch === null) return { status: 200, body: serviceToWire(current), changes: [] }
  const [row] = await tx
    .update(services)
    .set({ ...patch, version: nextVersionSql() })
    .where(eq(services.id, current.id))
    .returning()
  const wire = serviceToWire(row!)
  return { status: 200, body: wire, changes: [changeOf('services', wire, staff.businessId)] }
}

/** updateBusiness: name, e-mail, currency, time zone, languages. */
export async function updateBusiness(
  tx: Tx,
  staff: StaffContext,
  body: UpdateBusinessBody,
): Promise<WriteResult> {
  assertManager(staff)
  if (body.business_id !== undefined && body.business_id !== staff.businessId)
    throw notFound('Business')
  const [current] = await tx
    .select()
    .from(businesses)
    .where(eq(businesses.id, staff.businessId))
    .for('update')
  if (!current) throw notFound('Business')
  const patch = changedFields(current, {
    name: body.name,
    email: body.email,
    currency: body.currency,
    timeZone: body.time_zone,
    languages: body.languages,
    ...businessLegalColumns(body),
  })
  if (patch === null) return { status: 200, body: businessToWire(current), changes: [] }
  const [row] = await tx
    .update(businesses)
    .set({ ...patch, version: nextVersionSql() })
    .where(eq(businesses.id, current.id))
    .returning()
  const wire = businessToWire(row!)
  return { status: 200, body: wire, changes: [changeOf('businesses', wire, staff.businessId)] }
}

/** updateService: the spec's fields; e-mail requests need an e-mail (400 naming `email`). */
export async function updateService(
  tx: Tx,
  staff: StaffContext,
  body: UpdateServiceBody,
): Promise<WriteResult> {
  assertManager(staff)
  const current = await lockService(tx, staff, body.service_id)
  if (body.type !== undefined && body.type !== current.type)
    throw badRequest('type', 'type: a service’s type cannot change')
  const { patch: set, problem } = serviceOptionsPatch(body)
  if (problem) throw badRequest(problem.field, `${problem.field}: ${problem.message}`)
  const options: ServiceOptions = { ...current.options, ...set }
  const email = body.email ?? current.email
  if (options.emailReqeustEnabled === true && email.trim() === '')
    throw badRequest('email', `email: ${EMAIL_EMPTY_WHILE_REQUEST}`)
  const chosen = options.selectedEmployeeGuestChatroom
  if (body.selectedEmployeeGuestChat && chosen) {
    const [worker] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          eq(employees.id, chosen),
          eq(employees.businessId, staff.businessId),
          isNull(employees.deletedAt),
        ),
      )
    if (!worker)
      throw badRequest('selectedEmployeeGuestChat', 'selectedEmployeeGuestChat: no such worker')
  }
  return saveServiceFields(tx, staff, current, {
    name: body.name,
    description: body.description,
    email: body.email,
    shifts: body.shifts,
    options,
    ...serviceLegalColumns(body, current.names),
  })
}

/** addService: a new service (no hours, no shifts yet: setWokringHours and the photo follow). */
export async function addService(
  tx: Tx,
  staff: StaffContext,
  body: AddServiceBody,
): Promise<WriteResult> {
  assertManager(staff)
  if (body.business_id !== undefined && body.business_id !== staff.businessId)
    throw notFound('Business')
  if (body.type === 'manage') throw badRequest('type', 'type: the Manage section is no service')
  const options: ServiceOptions = { active: true, ...body.options }
  if (options.emailReqeustEnabled === true && (body.email ?? '').trim() === '')
    throw badRequest('email', `email: ${EMAIL_EMPTY_WHILE_REQUEST}`)
  const id = body._id ?? randomUUID()
  await assertIdFree(tx, 'Service', id)
  const [row] = await tx
    .insert(services)
    .values({
      id,
      businessId: staff.businessId,
      version: nextVersionSql(),
      name: body.name,
      type: body.type,
      description: body.description ?? '',
      email: body.email ?? '',
      image: null,
      options,
      workingHours: null,
      shifts: [],
      ...serviceLegalColumns(body),
    })
    .returning()
  const wire = serviceToWire(row!)
  return { status: 200, body: wire, changes: [changeOf('services', wire, staff.businessId)] }
}

/** setWokringHours: the service's hours, per day (a day left out has none). */
export async function setWorkingHours(
  tx: Tx,
  staff: StaffContext,
  body: SetWorkingHoursBody,
): Promise<WriteResult> {
  assertManager(staff)
  if (body.business_id !== staff.businessId) throw notFound('Business')
  const current = await lockService(tx, staff, body.service_id)
  for (const [day, span] of Object.entries(body.hours)) {
    const bad = (at: { h: number; m: number }) => at.h === 24 && at.m !== 0
    if (span && (bad(span.start) || bad(span.end)))
      throw badRequest(`hours.${day}`, `hours.${day}: 24:00 is the latest time`)
  }
  return saveServiceFields(tx, staff, current, { workingHours: body.hours })
}

export const updateBusinessWrite: StaffWrite<'business.update'> = {
  type: 'business.update',
  run: (tx, staff, payload) => updateBusiness(tx, staff, payload),
}
export const addServiceWrite: StaffWrite<'service.add'> = {
  type: 'service.add',
  run: (tx, staff, payload) => addService(tx, staff, payload),
}
export const updateServiceWrite: StaffWrite<'service.update'> = {
  type: 'service.update',
  run: (tx, staff, payload) => updateService(tx, staff, payload),
}
export const setWorkingHoursWrite: StaffWrite<'service.setWorkingHours'> = {
  type: 'service.setWorkingHours',
  run: (tx, staff, payload) => setWorkingHours(tx, staff, payload),
}
