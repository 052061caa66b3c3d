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

/** What the permission rule reads of a session (the wire's `Me` fits). */
export interface PermissionHolder {
  role: string
  permissions: ServicePermissions
}

/**
 * A session's permissions on a service (spec section 6): business owners and admins hold every
 * permission on every service (also one made after they signed in); an employee what the
 * account grants on it, nothing on a service it does not name.
 */
export function permissionsOf(session: PermissionHolder, serviceId: string): Permissions {
  if (session.role === 'business' || session.role === 'admin') return ALL_PERMISSIONS
  return session.permissions[serviceId] ?? NO_PERMISSIONS
}

/** Whether the session holds one permission on a service. */
export function can(session: PermissionHolder, serviceId: string, name: PermissionName): boolean {
  return permissionsOf(session, serviceId)[name] === true
}
