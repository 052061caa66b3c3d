import { describe, expect, it } from 'vitest'
import { isLocked, mondayOf, otherWeek, weekDates, weekFromParam } from './week.ts'

describe('the shift week', () => {
  it('starts on Monday, also from a Sunday and across a month or year', () => {
    expect(mondayOf('2026-11-24')).toBe('2026-11-23') // a Tuesday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23') // the Monday itself
    expect(mondayOf('2026-11-29')).toBe('2026-11-23') // Sunday belongs to the week before
    expect(mondayOf('2027-01-02')).toBe('2026-12-28')
  })

  it('covers seven days (spec §9), and moves a week at a time', () => {
    expect(weekDates('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ])
    expect(otherWeek('2026-11-23', 1)).toBe('2026-11-30')
    expect(otherWeek('2026-11-23', -1)).toBe('2026-11-16')
  })

  it('locks the days before today, not today itself (spec §4)', () => {
    const today = '2026-11-25'
    expect(weekDates('2026-11-23').map((d) => isLocked(d, today))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it('opens the week a link names (any day of it), else this week', () => {
    expect(weekFromParam('2026-12-03', '2026-11-23')).toBe('2026-11-30')
    expect(weekFromParam(null, '2026-11-23')).toBe('2026-11-23')
    expect(weekFromParam('2026-02-30', '2026-11-23')).toBe('2026-11-23')
    expect(weekFromParam('next', '2026-11-23')).toBe('2026-11-23')
  })
})
