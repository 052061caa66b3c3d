import { createHash } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { employees, services } from '../db/schema.ts'
import {
  ALL_PERMISSIONS,
  readableOrderServiceIds,
  type PermissionName,
  type ServicePermissions,
} from '../../sync/protocol/index.ts'
import { forbidden } from '../http/errors.ts'
import { serviceToWire } from './serialize.ts'
import { zoneOfBusiness } from './business-zone.ts'
import type { Service } from '../../sync/protocol/index.ts'

/** A signed-in staff member with the effective permissions of their business. */
export interface StaffContext {
  accountId: string
  role: 'business' | 'employee'
  username: string
  businessId: string
  employeeId: string | null
  employeeRole: string | null
  /** Business owners and managers get every permission and the Manage section. */
  manager: boolean
  permissions: ServicePermissions
  services: Service[]
  /** The business's time zone (hotel-clock.ts): its days and hours are that wall clock. */
  zone: string
}

export async function loadStaffContext(
  db: Db,
  claims: {
    accountId: string
    role: 'business' | 'employee'
    username: string
    businessId: string
    employeeId: string | null
  },
): Promise<StaffContext> {
  const serviceRows = await db
    .select()
    .from(services)
    .where(and(eq(services.businessId, claims.businessId), isNull(services.deletedAt)))
  const list = serviceRows.map(serviceToWire)
  let employeeRole: string | null = null
  const permissions: ServicePermissions = {}
  if (claims.role === 'business') {
    for (const s of list) permissions[s._id] = ALL_PERMISSIONS
  } else {
    const [employee] = claims.employeeId
      ? await db
          .select()
          .from(employees)
          .where(and(eq(employees.id, claims.employeeId), isNull(employees.deletedAt)))
      : []
    if (!employee || employee.businessId !== claims.businessId)
      throw forbidden('This account no longer exists.')
    employeeRole = employee.role
    if (employee.role === 'manager') {
      for (const s of list) permissions[s._id] = ALL_PERMISSIONS
    } else {
      const own = new Set(list.map((s) => s._id))
      for (const entry of employee.services)
        if (own.has(entry.service_id)) permissions[entry.service_id] = entry.permissions
    }
  }
  return {
    ...claims,
    employeeRole,
    manager: claims.role === 'business' || employeeRole === 'manager',
    permissions,
    services: list,
    zone: await zoneOfBusiness(db, claims.businessId),
  }
}

export function orderServiceIds(staff: StaffContext): Set<string> {
  return readableOrderServiceIds(staff.permissions, staff.services)
}

/** The services whose reservations this staff member reads (reservationsRead). */
export function reservationServiceIds(staff: StaffContext): string[] {
  return staff.services
    .filter((s) => staff.permissions[s._id]?.reservationsRead === true)
    .map((s) => s._id)
}

/** The services whose employee shifts this staff member reads (shiftsRead). */
export function shiftServiceIds(staff: StaffContext): string[] {
  return staff.services
    .filter((s) => staff.permissions[s._id]?.shiftsRead === true)
    .map((s) => s._id)
}

/** Throws 403 unless the staff member may handle orders of this service. */
export function assertOrderAccess(staff: StaffContext, serviceId: string): void {
  if (!orderServiceIds(staff).has(serviceId)) throw forbidden()
}

export function assertPermission(
  staff: StaffContext,
  serviceId: string,
  name: PermissionName,
): void {
  if (staff.permissions[serviceId]?.[name] !== true) throw forbidden()
}

/** A short fingerprint of what this session may read: the sync scope. */
export function scopeOf(staff: StaffContext): string {
  const readable = [...orderServiceIds(staff)].sort().join(',')
  const perms = Object.entries(staff.permissions)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([id, p]) =>
        `${id}:${Object.values(p)
          .map((v) => (v ? 1 : 0))
          .join('')}`,
    )
    .join(';')
  const raw = `${staff.businessId}|${staff.accountId}|${readable}|${perms}|${staff.manager ? 'm' : ''}`
  return createHash('sha256').update(raw).digest('hex').slice(0, 20)
}
