import { describe, expect, it } from 'vitest'
import { ALL_PERMISSIONS, NO_PERMISSIONS } from '../../../sync/protocol/rules/index.ts'
import {
  DEFAULT_SORT,
  ariaSort,
  guestRows,
  isReceptionStaff,
  nextSort,
  receptionService,
} from './guest-table.ts'

const guest = (name: string, extra: Partial<{ last_stay: string | null; stays: number }> = {}) => ({
  _id: `id-${name}`,
  name,
  country: null,
  email: null,
  gender: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  rooms: [],
  stays: Array.from({ length: extra.stays ?? 1 }, () => ({})),
  last_stay: extra.last_stay ?? null,
})

describe('the guests table', () => {
  it('a header click turns its column around; another column starts in its natural order', () => {
    expect(nextSort(DEFAULT_SORT, 'name')).toEqual({ field: 'name', order: 'desc' })
    expect(nextSort({ field: 'name', order: 'desc' }, 'name')).toEqual({
      field: 'name',
      order: 'asc',
    })
    expect(nextSort(DEFAULT_SORT, 'country')).toEqual({ field: 'country', order: 'asc' })
    // Dates and counts: the newest, the most first.
    expect(nextSort(DEFAULT_SORT, 'last_stay')).toEqual({ field: 'last_stay', order: 'desc' })
    expect(nextSort(DEFAULT_SORT, 'stays')).toEqual({ field: 'stays', order: 'desc' })
    expect(ariaSort(DEFAULT_SORT, 'name')).toBe('ascending')
    expect(ariaSort({ field: 'name', order: 'desc' }, 'name')).toBe('descending')
    expect(ariaSort(DEFAULT_SORT, 'email')).toBe('none')
  })

  it('searches by name in any case, sorts, and shows the first rows of the matches', () => {
    const guests = [
      guest('Marta Novak', { last_stay: '2026-03-01', stays: 2 }),
      guest('Ana Kovačević', { last_stay: '2026-05-01' }),
      guest('Emma Schmidt', { last_stay: null }),
      guest('Mark Novakov', { last_stay: '2026-04-01' }),
    ]
    const names = (r: { rows: { name: string }[] }) => r.rows.map((g) => g.name)
    expect(names(guestRows(guests, '', DEFAULT_SORT, 10))).toEqual([
      'Ana Kovačević',
      'Emma Schmidt',
      'Mark Novakov',
      'Marta Novak',
    ])
    expect(names(guestRows(guests, '  NOVAK ', DEFAULT_SORT, 10))).toEqual([
      'Mark Novakov',
      'Marta Novak',
    ])
    // Newest stay first, a guest without one last.
    const byStay = guestRows(guests, '', { field: 'last_stay', order: 'desc' }, 10)
    expect(names(byStay)).toEqual(['Ana Kovačević', 'Mark Novakov', 'Marta Novak', 'Emma Schmidt'])
    const first = guestRows(guests, '', { field: 'stays', order: 'desc' }, 1)
    expect(names(first)).toEqual(['Marta Novak'])
    expect(first.matching).toBe(4)
    expect(guestRows(guests, 'zz', DEFAULT_SORT, 10)).toEqual({ rows: [], matching: 0 })
  })

  it('is reception’s: owners and managers, and staff with a permission on a reception service', () => {
    const services = [
      { _id: 'rec', type: 'reception' as const },
      { _id: 'rs', type: 'roomservice' as const },
    ]
    expect(isReceptionStaff({ manager: true, permissions: {} }, services)).toBe(true)
    expect(
      isReceptionStaff({ manager: false, permissions: { rec: NO_PERMISSIONS } }, services),
    ).toBe(true)
    expect(
      isReceptionStaff({ manager: false, permissions: { rs: ALL_PERMISSIONS } }, services),
    ).toBe(false)
  })

  it('finds the route’s reception service by name or id, else the first one', () => {
    const services = [
      { _id: 'pool', name: 'Pool', type: 'pool' as const },
      { _id: 'r1', name: 'Reception', type: 'reception' as const },
      { _id: 'r2', name: 'Front desk', type: 'reception' as const },
    ]
    expect(receptionService('front desk', services)?._id).toBe('r2')
    expect(receptionService('r2', services)?._id).toBe('r2')
    expect(receptionService('Pool', services)?._id).toBe('r1')
    expect(receptionService(undefined, [])).toBeUndefined()
  })
})
