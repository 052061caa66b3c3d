import { describe, expect, it } from 'vitest'
import { bookableSpa, takesSpaBookings } from './spa-service.ts'
import { makeService } from '../guest/test-service.ts'

const spa = makeService('Spa', 'spa', { active: true, isBookable: true })
const daySpa = makeService('Day spa', 'spa', { isBookable: true, openToPublic: true })
const notBookable = makeService('Wellness', 'spa', { isBookable: false, openToPublic: true })
const closedDown = makeService('Old spa', 'spa', { active: false, openToPublic: true })
const restaurant = makeService('Restaurant', 'restaurant', {
  reservations: true,
  openToPublic: true,
})
const all = [spa, daySpa, notBookable, closedDown, restaurant]

describe('the spa a booking link names', () => {
  it('a room guest: an active spa that takes bookings, by name ignoring case', () => {
    expect(takesSpaBookings(spa, 'guest')).toBe(true)
    expect(bookableSpa(all, 'spa', 'guest')).toBe(spa)
    expect(bookableSpa(all, 'Day spa', 'guest')).toBe(daySpa)
    expect(bookableSpa(all, 'Wellness', 'guest')).toBeNull()
    expect(bookableSpa(all, 'Old spa', 'guest')).toBeNull()
    expect(bookableSpa(all, 'Restaurant', 'guest')).toBeNull()
  })
  it('the public: only a spa open to the public (else the page is not found)', () => {
    expect(takesSpaBookings(spa, 'public')).toBe(false)
    expect(bookableSpa(all, 'Spa', 'public')).toBeNull()
    expect(bookableSpa(all, 'day SPA', 'public')).toBe(daySpa)
    expect(bookableSpa(all, 'Nowhere', 'public')).toBeNull()
  })
})
