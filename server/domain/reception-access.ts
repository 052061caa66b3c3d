import { forbidden, notFound } from '../http/errors.ts'
import type { StaffContext } from './permissions.ts'

/** Any permission on a service of one of these types. */
const onServiceOf = (staff: StaffContext, types: readonly string[]): boolean =>
  staff.services.some((s) => types.includes(s.type) && staff.permissions[s._id] !== undefined)

/**
 * Reception: owners, managers and staff with a permission on a reception service. They manage
 * rooms and stays and see room codes.
 */
export function isReception(staff: StaffContext): boolean {
  return staff.manager || onServiceOf(staff, ['reception'])
}

/** Repair tickets are the reception's and the amenities' (the Repair entry of their sidebar). */
export function handlesTickets(staff: StaffContext): boolean {
  return staff.manager || onServiceOf(staff, ['reception', 'amenities'])
}

export function assertReception(staff: StaffContext): void {
  if (!isReception(staff)) throw forbidden('Rooms are managed by reception.')
}

export function assertTickets(staff: StaffContext): void {
  if (!handlesTickets(staff)) throw forbidden('Tickets are handled by reception and amenities.')
}

/** A business id in a path must be the session's (another business's ids answer 404). */
export function assertOwnBusiness(staff: StaffContext, businessId: string): void {
  if (staff.businessId !== businessId) throw notFound('Business')
}
