import { describe, expect, it } from 'vitest'
import {
  guestNameKey,
  isStrictBusiness,
  missingReportField,
  searchGuests,
  sortGuests,
} from './guests.ts'

const guest = (
  _id: string,
  name: string,
  more: Partial<{
    country: string | null
    email: string | null
    gender: string | null
    createdAt: string
    rooms: string[]
    stays: { _id: string }[]
    last_stay: string | null
  }> = {},
) => ({
  _id,
  name,
  country: null,
  email: null,
  gender: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  rooms: [],
  stays: [],
  last_stay: null,
  ...more,
})

describe('guestNameKey', () => {
  it('takes case and spacing for the same name, diacritics not', () => {
    expect(guestNameKey('  Ana   Kovačević ')).toBe(guestNameKey('ana kovačević'))
    expect(guestNameKey('Ana Kovacevic')).not.toBe(guestNameKey('Ana Kovačević'))
    // The composed and decomposed č are one letter.
    expect(guestNameKey('Kovac\u030Cevic\u0301')).toBe(guestNameKey('Kovačević'))
    expect(guestNameKey('   ')).toBe('')
  })
})

describe('searchGuests (spec section 5: name containing the lowercase text)', () => {
  const list = [guest('1', 'Emma Schmidt'), guest('2', 'Ana Kovačević'), guest('3', 'Marta Novak')]
  it('filters by name, any case; an empty search keeps all', () => {
    expect(searchGuests(list, 'MIDT').map((g) => g._id)).toEqual(['1'])
    expect(searchGuests(list, ' KOVAČ ').map((g) => g._id)).toEqual(['2'])
    expect(searchGuests(list, '  ')).toHaveLength(3)
    expect(searchGuests(list, 'nobody')).toEqual([])
  })
})

describe('sortGuests', () => {
  const list = [
    guest('a', 'Zoe', { country: 'Austria', rooms: ['12'], stays: [{ _id: 's1' }] }),
    guest('b', 'Adam', { country: null, rooms: ['9'], stays: [{ _id: 's2' }, { _id: 's3' }] }),
    guest('c', 'Mila', { country: 'Croatia', rooms: [], stays: [] }),
  ]
  const ids = (field: Parameters<typeof sortGuests>[1], order: 'asc' | 'desc' = 'asc') =>
    sortGuests(list, field, order).map((g) => g._id)

  it('sorts by name by default', () => {
    expect(sortGuests(list).map((g) => g.name)).toEqual(['Adam', 'Mila', 'Zoe'])
  })
  it('keeps empty values last in both orders', () => {
    expect(ids('country')).toEqual(['a', 'c', 'b'])
    expect(ids('country', 'desc')).toEqual(['c', 'a', 'b'])
    expect(ids('rooms', 'desc')).toEqual(['a', 'b', 'c'])
  })
  it('sorts rooms as rooms sort (numbers as numbers) and stays by how many', () => {
    expect(ids('rooms')).toEqual(['b', 'a', 'c'])
    expect(ids('stays', 'desc')).toEqual(['b', 'a', 'c'])
  })
  it('breaks ties by name, then id', () => {
    const twins = [guest('y', 'Ana'), guest('x', 'Ana'), guest('z', 'Ben')]
    expect(sortGuests(twins, 'country').map((g) => g._id)).toEqual(['x', 'y', 'z'])
  })
  it('does not change the list it is given', () => {
    const copy = [...list]
    sortGuests(list, 'name', 'desc')
    expect(list).toEqual(copy)
  })
})

describe('missingReportField (spec section 5: generate only when all are set)', () => {
  const full = {
    type: 'daily',
    dataType: 0,
    service_id: 's',
    business_id: 'b',
    startDate: '2026-01-01',
    endDate: '2026-01-02',
  }
  it('names the first missing field in the form’s order', () => {
    expect(missingReportField(full)).toBeNull()
    expect(missingReportField({ ...full, type: undefined, endDate: '' })).toBe('type')
    expect(missingReportField({ ...full, service_id: null })).toBe('service_id')
    expect(missingReportField({ ...full, endDate: '' })).toBe('endDate')
    expect(missingReportField({})).toBe('type')
  })
  it('takes data type 0 (orders) as set', () => {
    expect(missingReportField({ ...full, dataType: 0 })).toBeNull()
  })
})

describe('isStrictBusiness', () => {
  it('is strict only for security roomnumber', () => {
    expect(isStrictBusiness({ security: 'roomnumber' })).toBe(true)
    expect(isStrictBusiness({ security: null })).toBe(false)
    expect(isStrictBusiness({ security: 'other' })).toBe(false)
  })
})
