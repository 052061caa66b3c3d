import { permissionsOf } from '../../../sync/protocol/rules/index.ts'
import type { Me, Permissions, ServiceType } from '../../../sync/protocol/index.ts'
import { hasAny, serviceSegment, type SidebarService } from './sidebar-entries.ts'

/**
 * Where each staff member starts (/app/h/): the kitchen on its kitchen display, a therapist on
 * the spa timeline, reception on the rooms; everyone else (waiters, managers, the owner) on the
 * orders board. The platform admin has no back office of a business: the admin's main page.
 */
interface Home {
  type: ServiceType
  may: (p: Permissions) => boolean
  path: (segment: string) => string
}

const HOMES: Readonly<Record<string, Home>> = {
  kitchen: { type: 'kitchen', may: (p) => p.ordersRead, path: (s) => `/app/h/kitchen/${s}` },
  therapist: { type: 'spa', may: (p) => p.reservationsRead, path: (s) => `/app/h/spa/${s}` },
  reception: {
    type: 'reception',
    may: hasAny,
    path: (s) => `/app/h/rooms/${s}`,
  },
}

export const ADMIN_HOME = '/app/admin/main'

/** Whether the session starts somewhere else than the orders board (once its services are read). */
export function startsElsewhere(me: Pick<Me, 'role' | 'employee_role'>): boolean {
  return me.role === 'admin' || (me.role === 'employee' && homeOfRole(me) !== undefined)
}

const homeOfRole = (me: Pick<Me, 'employee_role'>): Home | undefined =>
  HOMES[(me.employee_role ?? '').trim().toLowerCase()]

/**
 * The path the session starts on, or null for the orders board (also when the service of its
 * role is not known here yet, or the account may not use it). Services in name order: the first
 * of the role's type the account may use.
 */
export function homePath(
  me: Pick<Me, 'role' | 'employee_role' | 'permissions'>,
  services: readonly SidebarService[],
): string | null {
  if (me.role === 'admin') return ADMIN_HOME
  if (me.role !== 'employee') return null
  const home = homeOfRole(me)
  if (!home) return null
  const service = services
    .filter((s) => s.type === home.type && home.may(permissionsOf(me, s._id)))
    .sort((a, b) => a.name.localeCompare(b.name))[0]
  return service ? home.path(serviceSegment(service)) : null
}
