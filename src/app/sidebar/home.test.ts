import { describe, expect, it } from 'vitest'
import { ALL_PERMISSIONS, NO_PERMISSIONS } from '../../../sync/protocol/rules/index.ts'
import type { Me } from '../../../sync/protocol/index.ts'
import { homePath, startsElsewhere, ADMIN_HOME } from './home.ts'
import type { SidebarService } from './sidebar-entries.ts'

const service = (id: string, name: string, type: SidebarService['type']): SidebarService => ({
  _id: id,
  name,
  type,
  options: {},
})
const SERVICES = [
  service('rs', 'Room service', 'roomservice'),
  service('k2', 'Pastry kitchen', 'kitchen'),
  service('k1', 'Kitchen', 'kitchen'),
  service('spa', 'Spa & Wellness', 'spa'),
  service('rec', 'Reception', 'reception'),
]

type Session = Pick<Me, 'role' | 'employee_role' | 'permissions'>
const employee = (role: string | null, permissions: Session['permissions']): Session => ({
  role: 'employee',
  employee_role: role,
  permissions,
})
const on = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, ALL_PERMISSIONS]))

describe('where a staff member starts', () => {
  it('the kitchen on its kitchen display, a therapist on the spa timeline, reception on the rooms', () => {
    expect(homePath(employee('kitchen', on('k1', 'k2')), SERVICES)).toBe('/app/h/kitchen/Kitchen')
    expect(homePath(employee('Therapist', on('spa')), SERVICES)).toBe(
      '/app/h/spa/Spa%20%26%20Wellness',
    )
    expect(homePath(employee('reception', on('rec')), SERVICES)).toBe('/app/h/rooms/Reception')
  })

  it('everyone else, and a role without its service, on the orders board', () => {
    expect(homePath(employee('waiter', on('rs')), SERVICES)).toBeNull()
    expect(homePath(employee('manager', on('rs', 'k1')), SERVICES)).toBeNull()
    expect(
      homePath({ role: 'business', employee_role: null, permissions: {} }, SERVICES),
    ).toBeNull()
    // A kitchen account that may not read the kitchen's orders; a therapist of no spa here.
    expect(
      homePath(employee('kitchen', { k1: { ...NO_PERMISSIONS, itemsWrite: true } }), SERVICES),
    ).toBeNull()
    expect(homePath(employee('therapist', on('spa')), SERVICES.slice(0, 3))).toBeNull()
  })

  it('the platform admin on the admin page, never on a business’s board', () => {
    const admin: Session = { role: 'admin', employee_role: null, permissions: {} }
    expect(homePath(admin, [])).toBe(ADMIN_HOME)
    expect(startsElsewhere(admin)).toBe(true)
    expect(startsElsewhere(employee('kitchen', {}))).toBe(true)
    expect(startsElsewhere(employee('waiter', {}))).toBe(false)
  })
})
