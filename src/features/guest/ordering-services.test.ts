import { describe, expect, it } from 'vitest'
import { ORDERING_TYPES } from '../../../sync/protocol/rules/index.ts'
import type { Service, ServiceType } from '../../../sync/protocol/service.ts'
import { orderingServices, serviceByName } from './ordering-services.ts'
import { makeService } from './test-service.ts'

const service = (name: string, type: ServiceType, options: Service['options'] = {}) =>
  makeService(name, type, options)

describe('services a guest orders from', () => {
  const all = [
    service('Room service', 'roomservice'),
    service('Terrace', 'restaurant'),
    service('Pool bar', 'pool'),
    service('Housekeeping', 'amenities'),
    service('Spa', 'spa'),
    service('Reception', 'reception'),
    service('Kitchen', 'kitchen'),
    service('Lobby bar', 'restaurant', { ordering: false }),
    service('Closed bar', 'restaurant', { active: false }),
  ]

  it('lists roomservice, restaurant, amenities and pool with ordering not switched off', () => {
    expect(orderingServices(all).map((s) => s.name)).toEqual([
      'Room service',
      'Terrace',
      'Pool bar',
      'Housekeeping',
    ])
    expect(new Set(orderingServices(all).map((s) => s.type))).toEqual(new Set(ORDERING_TYPES))
  })

  it('finds the service a menu link names, never one that cannot take orders', () => {
    expect(serviceByName(all, 'Pool bar')?._id).toBe('Pool bar')
    expect(serviceByName(all, 'room service')?._id).toBe('Room service')
    expect(serviceByName(all, 'Lobby bar')).toBeNull()
    expect(serviceByName(all, 'Spa')).toBeNull()
  })
})
