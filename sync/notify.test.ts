import { describe, expect, it } from 'vitest'
import { ALL_PERMISSIONS, NO_PERMISSIONS } from './protocol/rules/index.ts'
import type { Service } from './protocol/index.ts'
import { initServiceIds, mayReadOrders } from './notify.ts'
import { makeMe } from './testing/fixtures.ts'

const service = (id: string, type: Service['type'], connected: string[] = []): Service => ({
  _id: id,
  business_id: 'biz-1',
  name: id,
  type,
  description: '',
  email: '',
  image: null,
  options: { connectedServices: connected },
  workingHours: null,
  shifts: [],
  version: 1,
})

const services = [
  service('restaurant', 'restaurant'),
  service('pool', 'pool'),
  service('kitchen', 'kitchen', ['restaurant']),
]
const read = { ...NO_PERMISSIONS, ordersRead: true }

describe('mayReadOrders', () => {
  it('a waiter reads the services with ordersRead only', () => {
    const me = makeMe({
      permissions: { pool: read, restaurant: { ...NO_PERMISSIONS, shiftsRead: true } },
    })
    expect(mayReadOrders(me, services, 'pool')).toBe(true)
    expect(mayReadOrders(me, services, 'restaurant')).toBe(false)
  })

  it('kitchen staff read the services their kitchen shows', () => {
    const me = makeMe({ permissions: { kitchen: read } })
    expect(mayReadOrders(me, services, 'restaurant')).toBe(true)
    expect(mayReadOrders(me, services, 'pool')).toBe(false)
  })

  it('owners and managers read everything', () => {
    expect(mayReadOrders(makeMe({ role: 'business' }), services, 'pool')).toBe(true)
    expect(mayReadOrders(makeMe({ manager: true }), services, 'pool')).toBe(true)
  })
})

describe('initServiceIds', () => {
  it('names the services with any permission, and all of them for owners', () => {
    const me = makeMe({ permissions: { pool: read, spa: NO_PERMISSIONS } })
    expect(initServiceIds(me, services)).toEqual(['pool'])
    const owner = makeMe({ role: 'business', permissions: { pool: ALL_PERMISSIONS } })
    expect(initServiceIds(owner, services)).toEqual(['kitchen', 'pool', 'restaurant'])
  })
})
