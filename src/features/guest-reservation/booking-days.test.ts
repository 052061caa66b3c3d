import { describe, expect, it } from 'vitest'
import { bookingDays, closedUntil, todayOf } from './booking-days.ts'

describe('booking days', () => {
  it('a room guest: today to today + 10 days', () => {
    const days = bookingDays('guest', '2026-11-24', undefined)
    expect(days).toHaveLength(11)
    expect(days[0]).toBe('2026-11-24')
    expect(days.at(-1)).toBe('2026-12-04')
  })
  it('the public: the next 7 days, today first', () => {
    expect(bookingDays('public', '2026-12-29', null)).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ])
  })
  it('the public: closed dates left out', () => {
    const days = bookingDays('public', '2026-11-24', { start: '2026-11-26', end: '2026-11-27' })
    expect(days).toEqual(['2026-11-24', '2026-11-25', '2026-11-28', '2026-11-29', '2026-11-30'])
  })
  it("today is the hotel's day in its zone, whatever the phone's", () => {
    expect(todayOf(Date.UTC(2026, 10, 24, 23, 59), 'UTC')).toBe('2026-11-24')
    expect(todayOf(Date.UTC(2026, 10, 24, 23, 59), 'Europe/Belgrade')).toBe('2026-11-25')
    expect(todayOf(Date.UTC(2026, 10, 25, 3, 0), 'America/New_York')).toBe('2026-11-24')
  })
})

describe('closed service', () => {
  const range = { start: '2026-11-20T00:00:00.000Z', end: '2026-11-25' }
  it('is closed inside the range and reopens the day after it ends', () => {
    expect(closedUntil(range, '2026-11-20')).toBe('2026-11-26')
    expect(closedUntil(range, '2026-11-25')).toBe('2026-11-26')
  })
  it('is open before and after the range, and without one', () => {
    expect(closedUntil(range, '2026-11-19')).toBeNull()
    expect(closedUntil(range, '2026-11-26')).toBeNull()
    expect(closedUntil(undefined, '2026-11-22')).toBeNull()
    expect(closedUntil({ start: 'soon' }, '2026-11-22')).toBeNull()
  })
})
