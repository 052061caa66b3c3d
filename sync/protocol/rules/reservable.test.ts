import { describe, expect, it } from 'vitest'
import {
  booksTables,
  isBookableSpa,
  onReservationsBoard,
  openForTableBooking,
  takesTableReservations,
  type ReservableService,
} from './reservable.ts'

const service = (type: string, options: ReservableService['options'] = {}): ReservableService => ({
  type,
  options,
})

describe('takes reservations (spec 000 §2, §3, §5)', () => {
  it('tables are booked at a restaurant or a pool only', () => {
    expect(
      ['restaurant', 'pool', 'spa', 'roomservice'].map((t) => booksTables({ type: t })),
    ).toEqual([true, true, false, false])
  })

  it('a restaurant or pool takes table reservations only with the reservations option on', () => {
    expect(takesTableReservations(service('restaurant', { reservations: true }))).toBe(true)
    expect(takesTableReservations(service('pool', { reservations: true }))).toBe(true)
    expect(takesTableReservations(service('restaurant', {}))).toBe(false)
    expect(takesTableReservations(service('pool', { reservations: false }))).toBe(false)
    expect(takesTableReservations(service('roomservice', { reservations: true }))).toBe(false)
    expect(takesTableReservations(service('spa', { reservations: true }))).toBe(false)
  })

  it('a spa is bookable unless isBookable is turned off', () => {
    expect(isBookableSpa(service('spa', {}))).toBe(true)
    expect(isBookableSpa(service('spa', { isBookable: true }))).toBe(true)
    expect(isBookableSpa(service('spa', { isBookable: false }))).toBe(false)
    expect(isBookableSpa(service('restaurant', { isBookable: true }))).toBe(false)
  })

  it('the board covers services with reservations or a bookable spa', () => {
    expect(onReservationsBoard(service('restaurant', { reservations: true }))).toBe(true)
    expect(onReservationsBoard(service('spa', { isBookable: true }))).toBe(true)
    expect(onReservationsBoard(service('restaurant', { reservations: false }))).toBe(false)
    expect(onReservationsBoard(service('spa', { isBookable: false }))).toBe(false)
    expect(onReservationsBoard(service('amenities', { reservations: true }))).toBe(false)
  })

  it('a booking link opens for an active service taking reservations; the public needs openToPublic', () => {
    const open = service('restaurant', { reservations: true, openToPublic: true })
    const guestsOnly = service('pool', { reservations: true })
    expect(openForTableBooking(open, 'guest')).toBe(true)
    expect(openForTableBooking(open, 'public')).toBe(true)
    expect(openForTableBooking(guestsOnly, 'guest')).toBe(true)
    expect(openForTableBooking(guestsOnly, 'public')).toBe(false)
    expect(
      openForTableBooking({ ...open, options: { ...open.options, active: false } }, 'guest'),
    ).toBe(false)
    expect(openForTableBooking(service('restaurant', { openToPublic: true }), 'public')).toBe(false)
  })
})
