import {
  permissionsOf,
  serviceName,
  takesTableReservations,
} from '../../../sync/protocol/rules/index.ts'
import type {
  Language,
  Me,
  Permissions,
  Service,
  ServiceType,
} from '../../../sync/protocol/index.ts'

/** Which text a sidebar entry shows (translated by the Sidebar component). */
export type SidebarLabel =
  | 'orders'
  | 'reservations'
  | 'chat'
  | 'timeline'
  | 'treatments'
  | 'shiftSchedule'
  | 'history'
  | 'menu'
  | 'tables'
  | 'rooms'
  | 'guests'
  | 'amenities'
  | 'repair'
  | 'qr'
  | 'info'
  | 'kitchen'
  | 'workers'
  | 'edit'
  | 'promotions'
  | 'discounts'
  | 'surveys'
  | 'analytics'
  | 'logout'

export type SidebarEntry =
  | { kind: 'link'; key: string; label: SidebarLabel; to: string }
  | { kind: 'logout'; key: 'logout'; label: 'logout' }

export type SidebarTitle =
  | { kind: 'global' }
  | { kind: 'service'; name: string; type: ServiceType }
  | { kind: 'manage' }
  | { kind: 'account' }

export interface SidebarSection {
  key: string
  title: SidebarTitle
  entries: SidebarEntry[]
}

export type SidebarService = Pick<Service, '_id' | 'name' | 'type' | 'options'> &
  Partial<Pick<Service, 'names'>>
export type SidebarSession = Pick<Me, 'role' | 'manager' | 'permissions'>

const BASE = '/app/h'

/** The route segment of a service: its name (spec: "{service} is the service name"). */
export const serviceSegment = (service: Pick<Service, 'name'>): string =>
  encodeURIComponent(service.name)

/** Whether the account may do anything at a service (its section shows). */
export const hasAny = (p: Permissions): boolean => Object.values(p).some(Boolean)

/** Order of the service sections. Chat and manage have no section of their own. */
const SECTION_ORDER: readonly ServiceType[] = [
  'reception',
  'roomservice',
  'restaurant',
  'pool',
  'amenities',
  'spa',
  'eventplanning',
  'info',
  'kitchen',
]

/** Services in the sidebar's order (its sections first, then the rest), then by name. */
export function inSidebarOrder<S extends Pick<Service, 'type' | 'name'>>(
  services: readonly S[],
): S[] {
  const rank = (type: ServiceType) => {
    const at = SECTION_ORDER.indexOf(type)
    return at === -1 ? SECTION_ORDER.length : at
  }
  return [...services].sort((a, b) => rank(a.type) - rank(b.type) || a.name.localeCompare(b.name))
}

function link(label: SidebarLabel, path: string, service?: SidebarService): SidebarEntry {
  return { kind: 'link', key: service ? `${label}:${service._id}` : label, label, to: BASE + path }
}

/** Entries of one service (spec section 2, "Sidebar"). */
export function serviceEntries(service: SidebarService, p: Permissions): SidebarEntry[] {
  const s = serviceSegment(service)
  const history = link('history', `/history/${s}`, service)
  switch (service.type) {
    case 'spa':
      return [
        ...(p.reservationsRead ? [link('timeline', `/spa/${s}`, service)] : []),
        link('treatments', `/spa_menu/${s}`, service),
        ...(p.shiftsRead ? [link('shiftSchedule', `/employee-managment-spa/${s}`, service)] : []),
        history,
      ]
    case 'roomservice':
      return [link('menu', `/menu/${s}`, service), history]
    case 'restaurant':
    case 'pool':
      return [
        link('menu', `/menu/${s}`, service),
        ...(p.reservationsRead && takesTableReservations(service)
          ? [link('timeline', `/reservationstimeline/${s}`, service)]
          : []),
        link('tables', `/tables/${s}`, service),
        history,
      ]
    case 'reception':
      return [
        link('rooms', `/rooms/${s}`, service),
        link('guests', `/guests/${s}`, service),
        link('qr', `/qr/${s}`, service),
        history,
      ]
    case 'amenities':
      return [
        link('amenities', `/amenities/${s}`, service),
        link('repair', `/rooms-repair/${s}`, service),
        history,
      ]
    // Not listed by the spec's sidebar, but their screens exist (Hotelmicemenu, HotelInfo,
    // HotelKitchen) and need an entry to be reachable.
    case 'eventplanning':
      return [link('menu', `/mice_menu/${s}`, service)]
    case 'info':
      return [link('info', `/info/${s}`, service)]
    case 'kitchen':
      return p.ordersRead ? [link('kitchen', `/kitchen/${s}`, service)] : []
    case 'chat':
    case 'manage':
      return []
  }
}

function manageSection(services: readonly SidebarService[]): SidebarSection {
  const manage = services.find((s) => s.type === 'manage')
  const m = manage ? serviceSegment(manage) : 'Manage'
  return {
    key: 'manage',
    title: { kind: 'manage' },
    entries: [
      link('workers', '/workers'),
      link('edit', `/edit/${m}`),
      link('promotions', `/promotions/${m}`),
      link('discounts', `/discount/${m}`),
      link('surveys', '/surveys'),
      link('analytics', '/chart/'),
    ],
  }
}

/**
 * The staff sidebar: Orders and Reservations always, Chat when a chat service is active, one
 * section per service the session may use, Manage for managers and owners, Logout last.
 */
export function buildSidebar(
  session: SidebarSession,
  services: readonly SidebarService[],
  /** The reader's language: a service's heading is its name in it. */
  lang: Language = 'en',
): SidebarSection[] {
  const chatActive = services.some((s) => s.type === 'chat' && s.options.active === true)
  const global: SidebarSection = {
    key: 'global',
    title: { kind: 'global' },
    entries: [
      link('orders', '/orders'),
      link('reservations', '/reservations'),
      ...(chatActive ? [link('chat', '/chat')] : []),
    ],
  }

  const perService = services
    .filter((s) => SECTION_ORDER.includes(s.type))
    .map((service) => ({
      service,
      name: serviceName(service, lang),
      perms: permissionsOf(session, service._id),
    }))
    .filter(({ perms }) => hasAny(perms))
    .sort(
      (a, b) =>
        SECTION_ORDER.indexOf(a.service.type) - SECTION_ORDER.indexOf(b.service.type) ||
        a.name.localeCompare(b.name),
    )
    .map(({ service, name, perms }): SidebarSection => ({
      key: service._id,
      title: { kind: 'service', name, type: service.type },
      entries: serviceEntries(service, perms),
    }))
    .filter((section) => section.entries.length > 0)

  const isManager = session.manager || session.role === 'business'
  const account: SidebarSection = {
    key: 'account',
    title: { kind: 'account' },
    entries: [{ kind: 'logout', key: 'logout', label: 'logout' }],
  }
  return [global, ...perService, ...(isManager ? [manageSection(services)] : []), account]
}

/**
 * Whether an entry is the current section. The orders board also answers /app/h/ and
 * /app/h/restaurant/{service} ("same screen as orders").
 */
export function isEntryActive(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '')
  const target = to.replace(/\/+$/, '')
  if (target === `${BASE}/orders`) {
    return (
      path === BASE ||
      path === target ||
      path.startsWith(`${target}/`) ||
      path.startsWith(`${BASE}/restaurant/`)
    )
  }
  return path === target || path.startsWith(`${target}/`)
}

/**
 * The entry of the screen shown (the longest link the path is under) and its section: what the
 * tab's title names. Null on a screen the side bar does not link (a guest's history).
 */
export function activeEntry(
  sections: readonly SidebarSection[],
  pathname: string,
): { entry: Extract<SidebarEntry, { kind: 'link' }>; section: SidebarSection } | null {
  let best: { entry: Extract<SidebarEntry, { kind: 'link' }>; section: SidebarSection } | null =
    null
  for (const section of sections)
    for (const entry of section.entries)
      if (
        entry.kind === 'link' &&
        isEntryActive(entry.to, pathname) &&
        (!best || entry.to.length > best.entry.to.length)
      )
        best = { entry, section }
  return best
}
