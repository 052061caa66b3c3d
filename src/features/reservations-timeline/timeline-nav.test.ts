import { describe, expect, it } from 'vitest'
import { AGENDA_DAYS, navigate, viewRange } from './timeline-nav.ts'

// Wednesday 25 November 2026, local time.
const wednesday = new Date(2026, 10, 25, 15, 30)
const today = new Date(2026, 10, 24)
const day = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate()]

describe('navigate', () => {
  it('moves the day view a day, the week views a week, the agenda its length', () => {
    expect(day(navigate('day', wednesday, 'next', today))).toEqual([2026, 11, 26])
    expect(day(navigate('day', wednesday, 'previous', today))).toEqual([2026, 11, 24])
    expect(day(navigate('week', wednesday, 'next', today))).toEqual([2026, 12, 2])
    expect(day(navigate('agenda', wednesday, 'previous', today))).toEqual([2026, 10, 26])
    expect(AGENDA_DAYS).toBe(30)
  })

  it('moves the timeline week from its Monday, across a month end', () => {
    expect(day(navigate('timelineWeek', wednesday, 'next', today))).toEqual([2026, 11, 30])
    expect(day(navigate('timelineWeek', wednesday, 'previous', today))).toEqual([2026, 11, 16])
  })

  it('goes back to today from anywhere', () => {
    expect(navigate('week', new Date(2027, 0, 1), 'today', today)).toBe(today)
  })
})

describe('viewRange', () => {
  it('is the day, the week from Monday to Sunday, or the agenda’s 30 days', () => {
    const r = (v: Parameters<typeof viewRange>[0]) => {
      const { first, last } = viewRange(v, wednesday)
      return [day(first), day(last)]
    }
    expect(r('day')).toEqual([
      [2026, 11, 25],
      [2026, 11, 25],
    ])
    expect(r('week')).toEqual([
      [2026, 11, 23],
      [2026, 11, 29],
    ])
    expect(r('timelineWeek')).toEqual(r('week'))
    expect(r('agenda')).toEqual([
      [2026, 11, 25],
      [2026, 12, 24],
    ])
  })
})
