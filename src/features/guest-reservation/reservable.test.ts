import { describe, expect, it } from 'vitest'
import type { Service } from '../../../sync/protocol/service.ts'
import { reservableService, takesReservations } from './reservable.ts'

const service = (name: string, type: Service['type'], options: Service['options']): Service => ({
  _id: name,
  business_id: 'b1',
  name,
  type,
  description: '',
  email: '',
  image: null,
  options,
  workingHours: null,
  shifts: [],
  version: 1,
})

const restaurant = service('Restaurant', 'restaurant', { active: true, reservations: true })
const terrace = service('Terrace', 'restaurant', {
  reservations: true,
  openToPublic: true,
  positional: true,
})
const pool = service('Pool bar', 'pool', { reservations: false, openToPublic: true })
const spa = service('Spa', 'spa', { reservations: true, openToPublic: true })
const closedDown = service('Old bar', 'restaurant', { active: false, reservations: true })
const all = [restaurant, terrace, pool, spa, closedDown]

describe('the service a booking link names', () => {
  it('a room guest: a restaurant or pool taking reservations', () => {
    expect(takesReservations(restaurant, 'guest')).toBe(true)
    expect(reservableService(all, 'restaurant', 'guest')).toBe(restaurant)
    expect(reservableService(all, 'Pool bar', 'guest')).toBeNull()
    expect(reservableService(all, 'Spa', 'guest')).toBeNull()
    expect(reservableService(all, 'Old bar', 'guest')).toBeNull()
  })
  it('the public: only one open to the public', () => {
    expect(reservableService(all, 'Restaurant', 'public')).toBeNull()
    expect(reservableService(all, 'Terrace', 'public')).toBe(terrace)
    expect(reservableService(all, 'Nowhere', 'public')).toBeNull()
  })
})
