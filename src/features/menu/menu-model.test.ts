import { describe, expect, it } from 'vitest'
import type { Service } from '../../../sync/protocol/index.ts'
import {
  categoriesOf,
  hoursLabel,
  itemsOf,
  matchesSearch,
  nextPosition,
  reorder,
  resolveService,
  screenServices,
  textIn,
} from './menu-model.ts'

const service = (id: string, name: string, type: Service['type']) =>
  ({ _id: id, name, type }) as Service

const services = [
  service('s1', 'Room service', 'roomservice'),
  service('s2', 'Restaurant', 'restaurant'),
  service('s3', 'Spa', 'spa'),
  service('s4', 'Amenities', 'amenities'),
  service('s5', 'Events', 'eventplanning'),
  service('s6', 'Pool bar', 'pool'),
]

describe('menu screens', () => {
  it('each screen edits its own service types only (spec section 9)', () => {
    expect(screenServices('menu', services).map((s) => s._id)).toEqual(['s1', 's2', 's6'])
    expect(screenServices('amenities', services).map((s) => s._id)).toEqual(['s4'])
    expect(screenServices('mice_menu', services).map((s) => s._id)).toEqual(['s5'])
  })

  it('the route names the service by name (any case) or id; else the first', () => {
    const list = screenServices('menu', services)
    expect(resolveService('restaurant', list)?._id).toBe('s2')
    expect(resolveService('Pool bar', list)?._id).toBe('s6')
    expect(resolveService('s6', list)?._id).toBe('s6')
    expect(resolveService('Spa', list)?._id).toBe('s1')
    expect(resolveService(undefined, [])).toBeUndefined()
  })
})

const row = (id: string, position: number, extra: Record<string, unknown> = {}) => ({
  _id: id,
  position,
  name: { en: id },
  ...extra,
})

describe('lists', () => {
  it('categories of a service and items of a category, by position then name', () => {
    const categories = [
      row('b', 1, { service_ids: ['s1'] }),
      row('a', 1, { service_ids: ['s1', 's2'] }),
      row('c', 0, { service_ids: ['s2'] }),
    ] as never[]
    expect(categoriesOf('s1', categories).map((c: { _id: string }) => c._id)).toEqual(['a', 'b'])
    const items = [
      row('x', 2, { category_id: 'a', service_id: 's1' }),
      row('y', 0, { category_id: 'a', service_id: 's1' }),
      row('z', 0, { category_id: 'a', service_id: 's2' }),
    ] as never[]
    expect(itemsOf('a', 's1', items).map((i: { _id: string }) => i._id)).toEqual(['y', 'x'])
  })

  it('search matches a part of the name in any language, ignoring case', () => {
    const name = { en: 'Orange juice', srb: 'Sok od pomorandže' }
    expect(matchesSearch(name, 'JUICE')).toBe(true)
    expect(matchesSearch(name, 'pomor')).toBe(true)
    expect(matchesSearch(name, '  ')).toBe(true)
    expect(matchesSearch(name, 'apple')).toBe(false)
  })

  it('a drag gives the new positions of the rows that moved only', () => {
    const rows = [row('a', 0), row('b', 1), row('c', 2), row('d', 3)]
    expect(reorder(rows, 3, 1)).toEqual([
      { _id: 'd', position: 1 },
      { _id: 'b', position: 2 },
      { _id: 'c', position: 3 },
    ])
    expect(reorder(rows, 0, 0)).toEqual([])
    expect(reorder(rows, 0, 9)).toEqual([])
    // Old positions with gaps are made 0..n-1.
    expect(reorder([row('a', 5), row('b', 9)], 1, 0)).toEqual([
      { _id: 'b', position: 0 },
      { _id: 'a', position: 1 },
    ])
  })

  it('new rows go after the last one', () => {
    expect(nextPosition([])).toBe(0)
    expect(nextPosition([row('a', 4), row('b', 1)])).toBe(5)
  })

  it('texts fall back to English; hours read as a range', () => {
    expect(textIn({ en: 'Soup', srb: ' ' }, 'srb')).toBe('Soup')
    expect(textIn({ en: 'Soup', cro: 'Juha' }, 'cro')).toBe('Juha')
    expect(hoursLabel({ timeAvailable: { start: { h: 7, m: 0 }, end: { h: 11, m: 30 } } })).toBe(
      '07:00–11:30',
    )
    expect(hoursLabel({ timeAvailable: null })).toBeNull()
  })
})
