import type { Permissions } from '../permissions.ts'

/** Per-service permissions (spec section 6). Orders have no separate write permission: ordersRead lets staff handle a service's orders. */
export const PERMISSIONS = [
  'ordersRead',
  'reservationsRead',
  'shiftsRead',
  'reservationsWrite',
  'itemsWrite',
  'shiftsWrite',
] as const
export type PermissionName = (typeof PERMISSIONS)[number]

export const NO_PERMISSIONS: Permissions = {
  ordersRead: false,
  reservationsRead: false,
  shiftsRead: false,
  reservationsWrite: false,
  itemsWrite: false,
  shiftsWrite: false,
}
export const ALL_PERMISSIONS: Permissions = {
  ordersRead: true,
  reservationsRead: true,
  shiftsRead: true,
  reservationsWrite: true,
  itemsWrite: true,
  shiftsWrite: true,
}

/** Effective permissions of a session, per service id. */
export type ServicePermissions = Record<string, Permissions>

export function can(perms: ServicePermissions, serviceId: string, name: PermissionName): boolean {
  return perms[serviceId]?.[name] === true
}
