import { instantAt } from '../../../sync/protocol/rules/index.ts'
import { describe, expect, it } from 'vitest'
import { ALL_PERMISSIONS, NO_PERMISSIONS } from '../../../sync/protocol/rules/index.ts'
import type { Service } from '../../../sync/protocol/index.ts'
import {
  boardServices,
  cardActions,
  columnOf,
  columnReservations,
  dayKey,
  groupByDay,
  resolveFilter,
} from './board.ts'
import { reservation } from './test-rows.ts'

type S = Pick<Service, '_id' | 'type' | 'name' | 'options'>
const service = (_id: string, type: Service['type'], options: S['options'] = {}): S => ({
  _id,
  type,
  name: _id[0]!.toUpperCase() + _id.slice(1),
  options,
})
const services: S[] = [
  service('rest', 'restaurant', { reservations: true }),
  service('pool', 'pool', { reservations: true }),
  service('bar', 'restaurant', { reservations: false }),
  service('spa', 'spa', { isBookable: true }),
  service('wellness', 'spa', { isBookable: false }),
  service('rooms', 'roomservice'),
]
const owner = { role: 'business' as const, permissions: {} }
const waiter = {
  role: 'employee' as const,
  permissions: {
    rest: { ...NO_PERMISSIONS, reservationsRead: true },
    pool: { ...NO_PERMISSIONS, ordersRead: true },
    spa: { ...ALL_PERMISSIONS },
  },
}

describe('the reservations board', () => {
  it('puts pending, accepted with canceled, and active in their columns; the rest only while held', () => {
    expect(columnOf('Pending')).toBe('pending')
    expect(columnOf('Accepted')).toBe('accepted')
    expect(columnOf('Canceled')).toBe('accepted')
    expect(columnOf('Active')).toBe('active')
    for (const status of ['Declined', 'Noshow', 'Room', 'Finished'] as const)
      expect(columnOf(status)).toBeNull()
    expect(columnOf('Declined', true)).toBe('pending')
    expect(columnOf('Noshow', true)).toBe('accepted')
    expect(columnOf('Finished', true)).toBe('active')
  })

  it('covers restaurants and pools taking reservations and bookable spas the session reads, and services with bookings', () => {
    expect(boardServices(owner, services).map((s) => s._id)).toEqual(['pool', 'rest', 'spa'])
    expect(boardServices(waiter, services).map((s) => s._id)).toEqual(['rest', 'spa'])
    // A service with reservations on the device takes them, whatever its type says.
    const booked = [reservation({ service_id: 'wellness' })]
    expect(boardServices(owner, services, booked).map((s) => s._id)).toContain('wellness')
  })

  it('presets the filter from the route by name or id, else all', () => {
    const list = boardServices(owner, services)
    expect(resolveFilter('Pool', list)).toBe('pool')
    expect(resolveFilter('pool', list)).toBe('pool')
    expect(resolveFilter('rest', list)).toBe('rest')
    expect(resolveFilter('Room service', list)).toBe('all')
    expect(resolveFilter(undefined, list)).toBe('all')
  })

  it('lists a column by time, filtered by service, with held rows', () => {
    const rows = [
      reservation({ _id: 'late', time: '2026-11-24T20:00:00.000Z' }),
      reservation({ _id: 'early', time: '2026-11-24T12:00:00.000Z' }),
      reservation({ _id: 'pool', service_id: 'pool', time: '2026-11-24T13:00:00.000Z' }),
      reservation({ _id: 'gone', status: 'Declined' }),
      reservation({ _id: 'acc', status: 'Accepted' }),
      reservation({ _id: 'other', service_id: 'rooms' }),
    ]
    const ids = new Set(['rest', 'pool'])
    const pending = (filter: string, held = new Set<string>()) =>
      columnReservations(rows, 'pending', ids, filter, held).map((r) => r._id)
    expect(pending('all')).toEqual(['early', 'pool', 'late'])
    expect(pending('pool')).toEqual(['pool'])
    expect(pending('rest', new Set(['gone']))).toEqual(['early', 'gone', 'late'])
    expect(columnReservations(rows, 'accepted', ids, 'all').map((r) => r._id)).toEqual(['acc'])
  })

  it("groups by day on the hotel's calendar: earlier, today, tomorrow, later dates", () => {
    const zone = 'Europe/Belgrade'
    // 09:00 in Belgrade on 24 November, whatever this machine's zone.
    const now = new Date(instantAt('2026-11-24', 9 * 60, zone))
    const at = (day: number, hour: number) =>
      new Date(instantAt(`2026-11-${day}`, hour * 60, zone)).toISOString()
    expect(dayKey(at(23, 22), now, zone)).toBe('earlier')
    expect(dayKey(at(24, 0), now, zone)).toBe('today')
    expect(dayKey(at(24, 23), now, zone)).toBe('today')
    expect(dayKey(at(25, 8), now, zone)).toBe('tomorrow')
    expect(dayKey(at(27, 8), now, zone)).toBe('day:2026-11-27')
    // 23:30 on the 24th in Belgrade is 22:30 UTC: still today at the hotel.
    expect(dayKey('2026-11-24T22:30:00.000Z', now, zone)).toBe('today')
    expect(dayKey('2026-11-24T23:30:00.000Z', now, zone)).toBe('tomorrow')
    const rows = [23, 24, 24, 25, 27, 27].map((d, i) =>
      reservation({ _id: `r${i}`, time: at(d, 10 + i) }),
    )
    const groups = groupByDay(rows, now, zone)
    expect(groups.map((g) => [g.key, g.reservations.length])).toEqual([
      ['earlier', 1],
      ['today', 2],
      ['tomorrow', 1],
      ['day:2026-11-27', 2],
    ])
    expect(groups[3]!.day).toBe('2026-11-27')
  })

  it('offers only the steps the status allows, and delete always', () => {
    expect(cardActions('Pending')).toEqual(['accept', 'decline', 'cancel', 'delete'])
    expect(cardActions('Accepted')).toEqual(['active', 'noshow', 'cancel', 'delete'])
    expect(cardActions('Active')).toEqual(['nowAvailable', 'delete'])
    expect(cardActions('Canceled')).toEqual(['delete'])
    expect(cardActions('Declined')).toEqual(['delete'])
  })
})
