import { describe, expect, it } from 'vitest'
import { NO_PERMISSIONS } from '../../../sync/protocol/rules/index.ts'
import type { Permissions } from '../../../sync/protocol/index.ts'
import {
  activeEntry,
  buildSidebar,
  isEntryActive,
  type SidebarSection,
  type SidebarService,
  type SidebarSession,
} from './sidebar-entries.ts'

const svc = (
  _id: string,
  type: SidebarService['type'],
  name: string,
  options: SidebarService['options'] = {},
): SidebarService => ({ _id, type, name, options })

const services: SidebarService[] = [
  svc('rest', 'restaurant', 'Restaurant', { reservations: true }),
  svc('pool', 'pool', 'Pool bar', { reservations: false }),
  svc('rs', 'roomservice', 'Room service'),
  svc('spa', 'spa', 'Spa'),
  svc('rec', 'reception', 'Reception'),
  svc('am', 'amenities', 'Housekeeping'),
  svc('kit', 'kitchen', 'Kitchen'),
  svc('chat', 'chat', 'Chat', { active: false }),
  svc('man', 'manage', 'Manage'),
]

const owner: SidebarSession = { role: 'business', manager: false, permissions: {} }
const employee = (
  permissions: Record<string, Partial<Permissions>>,
  manager = false,
): SidebarSession => ({
  role: 'employee',
  manager,
  permissions: Object.fromEntries(
    Object.entries(permissions).map(([id, p]) => [id, { ...NO_PERMISSIONS, ...p }]),
  ),
})

const labelsOf = (sections: SidebarSection[], key: string) =>
  sections.find((s) => s.key === key)?.entries.map((e) => e.label)
const allTargets = (sections: SidebarSection[]) =>
  sections.flatMap((s) => s.entries.flatMap((e) => (e.kind === 'link' ? [e.to] : [])))

describe('buildSidebar', () => {
  it('gives the owner every service section, per-type entries, Manage, and Logout last', () => {
    const sections = buildSidebar(owner, services)
    expect(sections.map((s) => s.key)).toEqual([
      'global',
      'rec',
      'rs',
      'rest',
      'pool',
      'am',
      'spa',
      'kit',
      'manage',
      'account',
    ])
    expect(labelsOf(sections, 'global')).toEqual(['orders', 'reservations'])
    expect(labelsOf(sections, 'spa')).toEqual([
      'timeline',
      'treatments',
      'shiftSchedule',
      'history',
    ])
    expect(labelsOf(sections, 'rs')).toEqual(['menu', 'history'])
    expect(labelsOf(sections, 'rest')).toEqual(['menu', 'timeline', 'tables', 'history'])
    expect(labelsOf(sections, 'rec')).toEqual(['rooms', 'guests', 'qr', 'history'])
    expect(labelsOf(sections, 'am')).toEqual(['amenities', 'repair', 'history'])
    expect(labelsOf(sections, 'manage')).toEqual([
      'workers',
      'edit',
      'promotions',
      'discounts',
      'surveys',
      'analytics',
    ])
    expect(sections.at(-1)?.entries.map((e) => e.kind)).toEqual(['logout'])
  })

  it('builds the spec routes with the service name as parameter', () => {
    const targets = allTargets(buildSidebar(owner, services))
    expect(targets).toContain('/app/h/orders')
    expect(targets).toContain('/app/h/reservationstimeline/Restaurant')
    expect(targets).toContain('/app/h/menu/Room%20service')
    expect(targets).toContain('/app/h/employee-managment-spa/Spa')
    expect(targets).toContain('/app/h/spa_menu/Spa')
    expect(targets).toContain('/app/h/rooms-repair/Housekeeping')
    expect(targets).toContain('/app/h/edit/Manage')
    expect(targets).toContain('/app/h/discount/Manage')
    expect(targets).toContain('/app/h/chart/')
    expect(targets).toContain('/app/h/kitchen/Kitchen')
  })

  it('shows a pool or restaurant timeline only when its reservations option is on', () => {
    const sections = buildSidebar(owner, services)
    expect(labelsOf(sections, 'pool')).toEqual(['menu', 'tables', 'history'])
  })

  it('shows timelines only with reservationsRead and the shift schedule only with shiftsRead', () => {
    const sections = buildSidebar(
      employee({ spa: { ordersRead: true }, rest: { ordersRead: true } }),
      services,
    )
    expect(labelsOf(sections, 'spa')).toEqual(['treatments', 'history'])
    expect(labelsOf(sections, 'rest')).toEqual(['menu', 'tables', 'history'])

    const withRights = buildSidebar(
      employee({ spa: { shiftsRead: true, reservationsRead: true } }),
      services,
    )
    expect(labelsOf(withRights, 'spa')).toEqual([
      'timeline',
      'treatments',
      'shiftSchedule',
      'history',
    ])
  })

  it('lists only the services an employee has a permission on, and no Manage section', () => {
    const sections = buildSidebar(employee({ rs: { ordersRead: true } }), services)
    expect(sections.map((s) => s.key)).toEqual(['global', 'rs', 'account'])
    // Orders and Reservations are always offered.
    expect(labelsOf(sections, 'global')).toEqual(['orders', 'reservations'])
  })

  it('gives a manager employee the Manage section', () => {
    const sections = buildSidebar(employee({}, true), services)
    expect(sections.map((s) => s.key)).toEqual(['global', 'manage', 'account'])
  })

  it('offers Chat only when a chat service is active', () => {
    expect(labelsOf(buildSidebar(owner, services), 'global')).not.toContain('chat')
    const active = services.map((s) =>
      s.type === 'chat' ? { ...s, options: { active: true } } : s,
    )
    expect(labelsOf(buildSidebar(owner, active), 'global')).toEqual([
      'orders',
      'reservations',
      'chat',
    ])
  })

  it('offers the kitchen screen only with ordersRead on the kitchen', () => {
    const withKitchen = buildSidebar(employee({ kit: { ordersRead: true } }), services)
    expect(labelsOf(withKitchen, 'kit')).toEqual(['kitchen'])
    const shiftsOnly = buildSidebar(employee({ kit: { shiftsRead: true } }), services)
    expect(shiftsOnly.map((s) => s.key)).not.toContain('kit')
  })

  it('treats an admin like an owner for permissions', () => {
    const admin: SidebarSession = { role: 'admin', manager: false, permissions: {} }
    expect(labelsOf(buildSidebar(admin, services), 'spa')).toHaveLength(4)
  })
})

describe('isEntryActive', () => {
  it('highlights Orders on the board, its service filter and the restaurant alias', () => {
    expect(isEntryActive('/app/h/orders', '/app/h/')).toBe(true)
    expect(isEntryActive('/app/h/orders', '/app/h')).toBe(true)
    expect(isEntryActive('/app/h/orders', '/app/h/orders/Room%20service')).toBe(true)
    expect(isEntryActive('/app/h/orders', '/app/h/restaurant/Restaurant')).toBe(true)
    expect(isEntryActive('/app/h/orders', '/app/h/kitchen/Kitchen')).toBe(false)
  })
  it('does not confuse sections sharing a prefix', () => {
    expect(isEntryActive('/app/h/reservations', '/app/h/reservationstimeline/Restaurant')).toBe(
      false,
    )
    expect(isEntryActive('/app/h/reservations', '/app/h/reservations/Spa')).toBe(true)
    expect(isEntryActive('/app/h/history/Spa', '/app/h/history/Spa')).toBe(true)
    expect(isEntryActive('/app/h/history/Spa', '/app/h/history/Restaurant')).toBe(false)
  })
})

describe('activeEntry (the tab title)', () => {
  it('names the screen shown and its service; the longest link wins', () => {
    const sections = buildSidebar({ role: 'business', manager: false, permissions: {} }, [
      { _id: 'rec', name: 'Reception', type: 'reception', options: {} },
      { _id: 'spa', name: 'Spa', type: 'spa', options: {} },
    ])
    const rooms = activeEntry(sections, '/app/h/rooms/Reception')
    expect(rooms?.entry.label).toBe('rooms')
    expect(rooms?.section.title).toEqual({ kind: 'service', name: 'Reception', type: 'reception' })
    // /app/h/spa/Spa is the timeline, /app/h/spa_menu/Spa the treatments: not the same link.
    expect(activeEntry(sections, '/app/h/spa_menu/Spa')?.entry.label).toBe('treatments')
    expect(activeEntry(sections, '/app/h/')?.entry.label).toBe('orders')
    expect(activeEntry(sections, '/app/h/guest-history/g1/Reception')).toBeNull()
  })

  it("heads a service's section with its name in the reader's language; links keep the name", () => {
    const sections = buildSidebar(
      { role: 'business', manager: false, permissions: {} },
      [
        {
          _id: 'rec',
          name: 'Reception',
          names: { srb: 'Recepcija' },
          type: 'reception',
          options: {},
        },
      ],
      'srb',
    )
    const rooms = activeEntry(sections, '/app/h/rooms/Reception')
    expect(rooms?.section.title).toEqual({ kind: 'service', name: 'Recepcija', type: 'reception' })
  })
})
