import { describe, expect, it } from 'vitest'
import { instantAt } from '../../../sync/protocol/rules/hotel-clock.ts'
import { clock, inWindow, itemAvailability, linesOutOfHours } from './availability.ts'

// The hotel's wall clock (Belgrade) on 21 November, whatever this machine's zone.
const Z = 'Europe/Belgrade'
const at = (h: number, m = 0) => new Date(instantAt('2026-11-21', h * 60 + m, Z))
const breakfast = { start: { h: 8, m: 0 }, end: { h: 11, m: 0 } }
const night = { start: { h: 22, m: 0 }, end: { h: 2, m: 0 } }

describe('inWindow', () => {
  it('start inclusive, end exclusive', () => {
    expect(inWindow(breakfast, at(7, 59), Z)).toBe(false)
    expect(inWindow(breakfast, at(8, 0), Z)).toBe(true)
    expect(inWindow(breakfast, at(10, 59), Z)).toBe(true)
    expect(inWindow(breakfast, at(11, 0), Z)).toBe(false)
  })

  it('a window over midnight', () => {
    expect(inWindow(night, at(23), Z)).toBe(true)
    expect(inWindow(night, at(1, 30), Z)).toBe(true)
    expect(inWindow(night, at(2), Z)).toBe(false)
    expect(inWindow(night, at(12), Z)).toBe(false)
  })

  it('the same start and end is all day', () => {
    expect(inWindow({ start: { h: 0, m: 0 }, end: { h: 0, m: 0 } }, at(15), Z)).toBe(true)
  })
})

describe('itemAvailability', () => {
  it('an item the staff switched off is unavailable, whatever the hours', () => {
    expect(itemAvailability({ availability: false }, { timeAvailable: null }, at(9), Z)).toEqual({
      ok: false,
      reason: 'unavailable',
    })
  })

  it('outside its category hours it says the hours', () => {
    expect(
      itemAvailability({ availability: true }, { timeAvailable: breakfast }, at(12), Z),
    ).toEqual({
      ok: false,
      reason: 'hours',
      window: breakfast,
    })
    expect(
      itemAvailability({ availability: true }, { timeAvailable: breakfast }, at(9), Z),
    ).toEqual({
      ok: true,
    })
  })

  it('no category or no hours: available', () => {
    expect(itemAvailability({ availability: true }, null, at(3), Z)).toEqual({ ok: true })
    expect(itemAvailability({ availability: true }, { timeAvailable: null }, at(3), Z)).toEqual({
      ok: true,
    })
  })
})

describe('clock and linesOutOfHours', () => {
  it('formats hours as 08:00', () => {
    expect(clock({ h: 8, m: 5 })).toBe('08:05')
  })

  it('finds the cart lines whose category closed meanwhile', () => {
    const categories = [
      { _id: 'breakfast', timeAvailable: breakfast },
      { _id: 'drinks', timeAvailable: null },
    ]
    const lines = [{ category_id: 'breakfast' }, { category_id: 'drinks' }, { category_id: 'gone' }]
    expect(linesOutOfHours(lines, categories, at(12), Z)).toEqual([{ category_id: 'breakfast' }])
    expect(linesOutOfHours(lines, categories, at(9), Z)).toEqual([])
  })
})
