import { describe, expect, it } from 'vitest'
import {
  byPosition,
  infoTypeOf,
  infoViewOf,
  managedOf,
  moveBy,
  moveTo,
  nextPosition,
} from './info.ts'

const rows = [
  { _id: 'c', position: 2 },
  { _id: 'a', position: 0 },
  { _id: 'b', position: 1 },
]

describe('info types (spec 001 §2)', () => {
  it('maps each info type to its view, anything else to a spinner', () => {
    expect(infoViewOf('text')).toBe('text')
    expect(infoViewOf('menuSingle')).toBe('single')
    expect(infoViewOf('mapsSingle')).toBe('single')
    expect(infoViewOf('menuCategory')).toBe('category')
    expect(infoViewOf('external')).toBe('external')
    expect(infoViewOf('menu')).toBe('spinner')
    expect(infoViewOf(undefined)).toBe('spinner')
  })

  it('reads the type from the service option `type`', () => {
    expect(infoTypeOf({ options: { type: 'mapsSingle' } })).toBe('mapsSingle')
    expect(infoTypeOf({ options: { type: 'bogus' } })).toBeNull()
    expect(infoTypeOf({ options: {} })).toBeNull()
  })

  it('manages infos for text and external, offers for the menus and maps, stores for categories', () => {
    expect(managedOf('text')).toEqual({ infos: true, offers: false, stores: false, maps: false })
    expect(managedOf('external').infos).toBe(true)
    expect(managedOf('menuSingle')).toEqual({
      infos: false,
      offers: true,
      stores: false,
      maps: false,
    })
    expect(managedOf('mapsSingle').maps).toBe(true)
    expect(managedOf('menuCategory')).toEqual({
      infos: false,
      offers: true,
      stores: true,
      maps: false,
    })
    expect(managedOf(null)).toEqual({ infos: false, offers: false, stores: false, maps: false })
  })
})

describe('ordering', () => {
  it('sorts by position, ties by id', () => {
    expect(byPosition([...rows, { _id: '0', position: 1 }]).map((r) => r._id)).toEqual([
      'a',
      '0',
      'b',
      'c',
    ])
  })

  it('moves a row up or down and renumbers every row', () => {
    expect(moveBy(rows, 'b', -1)).toEqual([
      { _id: 'b', position: 0 },
      { _id: 'a', position: 1 },
      { _id: 'c', position: 2 },
    ])
    expect(moveBy(rows, 'b', 1)?.map((p) => p._id)).toEqual(['a', 'c', 'b'])
  })

  it('cannot move the first up, the last down, or a row not there', () => {
    expect(moveBy(rows, 'a', -1)).toBeNull()
    expect(moveBy(rows, 'c', 1)).toBeNull()
    expect(moveBy(rows, 'x', 1)).toBeNull()
  })

  it('drops a dragged row where the target is', () => {
    expect(moveTo(rows, 'c', 'a')?.map((p) => p._id)).toEqual(['c', 'a', 'b'])
    expect(moveTo(rows, 'a', 'c')?.map((p) => p._id)).toEqual(['b', 'c', 'a'])
    expect(moveTo(rows, 'a', 'a')).toBeNull()
  })

  it('puts a new row after the last', () => {
    expect(nextPosition(rows)).toBe(3)
    expect(nextPosition([])).toBe(0)
  })
})
