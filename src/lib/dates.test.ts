import { describe, expect, it } from 'vitest'
import { formatDay, formatOrderTime, formatWindow } from './dates.ts'

const BELGRADE = 'Europe/Belgrade'

describe('formatOrderTime', () => {
  // 15:00 in Belgrade (UTC+1 in November), whatever this machine's zone.
  const now = new Date('2026-11-21T14:00:00Z')
  it("shows only the time for the hotel's today", () => {
    expect(formatOrderTime('2026-11-21T08:05:00Z', ['en'], now, BELGRADE)).toBe('09:05')
    expect(formatOrderTime('2026-11-21T20:40:00Z', ['en'], now, BELGRADE)).toBe('21:40')
  })
  it('adds the date for earlier days', () => {
    const iso = '2026-11-20T21:30:00Z'
    expect(formatOrderTime(iso, ['en'], now, BELGRADE)).toBe('11/20, 22:30')
    expect(formatOrderTime(iso, ['sr-Latn'], now, BELGRADE)).toBe('20. 11. 22:30')
  })
  it("reads the hotel's clock, not the device's", () => {
    // 23:30 UTC is already the next day at 00:30 in Belgrade.
    expect(formatOrderTime('2026-11-21T23:30:00Z', ['en'], now, BELGRADE)).toBe('11/22, 00:30')
    expect(formatOrderTime('2026-11-21T23:30:00Z', ['en'], now, 'America/New_York')).toBe('18:30')
  })
  it('gives an empty text for a broken time', () => {
    expect(formatOrderTime('not a date', ['en'], now, BELGRADE)).toBe('')
  })
})

describe('formatDay', () => {
  it('writes the calendar day in any device zone', () => {
    expect(formatDay('2026-11-27', ['en-GB'], { day: 'numeric', month: 'long' })).toBe(
      '27 November',
    )
    expect(formatDay('nope', ['en-GB'], { day: 'numeric' })).toBe('nope')
  })
})

describe('formatWindow', () => {
  const zone = 'Europe/Belgrade'
  const window = { start: '2026-11-28T10:00:00Z', end: '2026-11-28T12:00:00Z' }
  it('a window of the hotel’s today is its hours, on the hotel’s clock', () => {
    expect(formatWindow(window, ['en-GB'], new Date('2026-11-28T08:00:00Z'), zone)).toBe(
      '11:00–13:00',
    )
  })
  it('another day says which', () => {
    expect(formatWindow(window, ['en-GB'], new Date('2026-11-27T08:00:00Z'), zone)).toBe(
      'Sat 11:00–13:00',
    )
  })
})
