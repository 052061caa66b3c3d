import { describe, expect, it } from 'vitest'
import { reservableService } from './reservable.ts'
import { makeService } from '../guest/test-service.ts'

const restaurant = makeService('Restaurant', 'restaurant', { active: true, reservations: true })
const terrace = makeService('Terrace', 'restaurant', {
  reservations: true,
  openToPublic: true,
  positional: true,
})
const pool = makeService('Pool bar', 'pool', { reservations: false, openToPublic: true })
const spa = makeService('Spa', 'spa', { reservations: true, openToPublic: true })
const closedDown = makeService('Old bar', 'restaurant', { active: false, reservations: true })
const all = [restaurant, terrace, pool, spa, closedDown]

describe('the service a booking link names', () => {
  it('a room guest: a restaurant or pool taking reservations', () => {
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
