import { describe, expect, it } from 'vitest'
import { ALL_PERMISSIONS, NO_PERMISSIONS, can, permissionsOf } from './permissions.ts'

const waiter = {
  role: 'employee',
  permissions: { bar: { ...NO_PERMISSIONS, ordersRead: true, reservationsRead: true } },
}

describe('permissions (spec section 6)', () => {
  it('owners and admins hold every permission, on every service, also one made after sign-in', () => {
    for (const role of ['business', 'admin']) {
      const session = { role, permissions: {} }
      expect(permissionsOf(session, 'new-service')).toEqual(ALL_PERMISSIONS)
      expect(can(session, 'new-service', 'shiftsWrite')).toBe(true)
    }
  })

  it('an employee holds what the account grants on a service, nothing elsewhere', () => {
    expect(can(waiter, 'bar', 'reservationsRead')).toBe(true)
    expect(can(waiter, 'bar', 'reservationsWrite')).toBe(false)
    expect(permissionsOf(waiter, 'spa')).toEqual(NO_PERMISSIONS)
    expect(can(waiter, 'spa', 'ordersRead')).toBe(false)
  })
})
