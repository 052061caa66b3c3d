import {
  ORIGINS,
  STAY_STATUSES,
  TABLE_RESERVATION_TYPES,
} from '../../../sync/protocol/rules/index.ts'
import type {
  OrderStatus,
  Permissions,
  ReservationStatus,
  Service,
  ServiceType,
  SpaAppointmentStatus,
} from '../../../sync/protocol/index.ts'
import type { HistoryKind } from '../../../sync/online.ts'

/*
 * The option tabs of the history per service (spec 000 §2): which lists a service's history
 * offers, and each list's filters. One entry per list (and one in sync/history-pages.ts).
 */

/** The order services whose orders a history lists (the service filter's choices). */
export const ORDER_HISTORY_TYPES: readonly ServiceType[] = [
  'restaurant',
  'pool',
  'roomservice',
  'amenities',
]

export interface HistoryTabDef {
  kind: HistoryKind
  /** The service types whose history shows this tab. */
  types: readonly ServiceType[]
  /** What the staff member needs on the service (any: some permission, checked by the server). */
  permission: keyof Permissions | 'any'
  /** The status filter's choices (history statuses first). */
  statuses: readonly string[]
  /** The origin filter's choices; empty: no origin filter. */
  origins: readonly string[]
  /** The type filter's choices; empty: no type filter. */
  typeChoices: readonly string[]
  /** The service types the service filter offers; empty: no service filter. */
  serviceTypes: readonly ServiceType[]
  /** Whether the service filter may say "every service" (the path takes no service). */
  allServices: boolean
  /** The service types whose history opens on this tab (their own list comes first). */
  firstFor?: readonly ServiceType[]
}

export const HISTORY_TABS: readonly HistoryTabDef[] = [
  {
    kind: 'orders',
    types: [...ORDER_HISTORY_TYPES, 'reception', 'kitchen'],
    permission: 'ordersRead',
    statuses: ['Finished', 'Paid', 'Room', 'Declined'] satisfies OrderStatus[],
    origins: ORIGINS,
    typeChoices: ['table', 'room'],
    serviceTypes: ORDER_HISTORY_TYPES,
    allServices: true,
  },
  {
    kind: 'reservations',
    types: TABLE_RESERVATION_TYPES,
    permission: 'reservationsRead',
    statuses: [
      'Finished',
      'Room',
      'Noshow',
      'Canceled',
      'Declined',
      'Accepted',
      'Pending',
      'Active',
    ] satisfies ReservationStatus[],
    origins: ORIGINS,
    typeChoices: [],
    serviceTypes: TABLE_RESERVATION_TYPES,
    allServices: false,
  },
  {
    kind: 'stays',
    types: ['reception'],
    permission: 'any',
    statuses: STAY_STATUSES,
    origins: [],
    typeChoices: [],
    serviceTypes: [],
    allServices: false,
    firstFor: ['reception'],
  },
  {
    kind: 'appointments',
    types: ['spa'],
    permission: 'reservationsRead',
    // The history's statuses first, then the ones still on the timeline.
    statuses: [
      'Finished',
      'Paid',
      'Room',
      'Noshow',
      'Declined',
      'Accepted',
      'Pending',
      'Active',
    ] satisfies SpaAppointmentStatus[],
    origins: [],
    typeChoices: [],
    serviceTypes: ['spa'],
    allServices: false,
  },
]

const hasAny = (p: Permissions) => Object.values(p).some(Boolean)

/**
 * The tabs a service's history shows to this staff member (who must hold some permission on the
 * service): the lists of its type, for which the staff member holds the permission on the
 * service (orders of reception and kitchen: on some order service). Info services have no
 * history (spec: hidden).
 */
export function historyTabs(
  service: Pick<Service, '_id' | 'type'>,
  services: readonly Pick<Service, '_id' | 'type'>[],
  permissionsOf: (serviceId: string) => Permissions,
): HistoryTabDef[] {
  if (!hasAny(permissionsOf(service._id))) return []
  const first = (tab: HistoryTabDef) => (tab.firstFor?.includes(service.type) ? 0 : 1)
  const shown = HISTORY_TABS.filter((tab) => {
    if (!tab.types.includes(service.type)) return false
    if (tab.permission === 'any') return hasAny(permissionsOf(service._id))
    const permission = tab.permission
    if (tab.serviceTypes.includes(service.type)) return permissionsOf(service._id)[permission]
    return services.some(
      (s) => tab.serviceTypes.includes(s.type) && permissionsOf(s._id)[permission],
    )
  })
  return shown.sort((a, b) => first(a) - first(b))
}

/**
 * The service filter's choices on a tab: the services of its types the staff member may read,
 * by name.
 */
export function serviceChoices<S extends Pick<Service, '_id' | 'type' | 'name'>>(
  tab: HistoryTabDef,
  services: readonly S[],
  permissionsOf: (serviceId: string) => Permissions,
): S[] {
  if (tab.permission === 'any') return []
  const permission = tab.permission
  return services
    .filter((s) => tab.serviceTypes.includes(s.type) && permissionsOf(s._id)[permission])
    .sort((a, b) => a.name.localeCompare(b.name))
}
