import { describe, expect, it } from 'vitest'
import {
  MAX_STAY_NIGHTS,
  bookingWindow,
  dayProblem,
  daysBetween,
  instantProblem,
  isCalendarDay,
  readWindow,
  shiftWindow,
  stayLengthProblem,
  stayWindow,
} from './date-window.ts'

const NOW = Date.parse('2026-11-27T11:00:00.000Z')

describe('date window rules', () => {
  it('knows a real calendar day', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('2026-02-29')).toBe(false)
    expect(isCalendarDay('2026-13-01')).toBe(false)
    expect(isCalendarDay('2026-04-31')).toBe(false)
    expect(isCalendarDay('0001-01-01')).toBe(true)
    expect(isCalendarDay('2026-1-01')).toBe(false)
  })

  it('reads: years 2000 to 2100', () => {
    expect(dayProblem('2000-01-01', readWindow())).toBeNull()
    expect(dayProblem('2100-12-31', readWindow())).toBeNull()
    expect(dayProblem('1999-12-31', readWindow())).toBe(
      'must be a day from 2000-01-01 to 2100-12-31',
    )
    expect(dayProblem('0001-01-01', readWindow())).not.toBeNull()
    expect(dayProblem('9999-12-31', readWindow())).not.toBeNull()
    expect(dayProblem('2026-02-30', readWindow())).toBe('must be a real day written YYYY-MM-DD')
  })

  it('bookings: a month back to a year ahead', () => {
    const window = bookingWindow(NOW)
    expect(window).toEqual({ first: '2026-10-27', last: '2027-11-28' })
    expect(instantProblem('2026-11-20T19:00:00.000Z', window)).toBeNull()
    expect(instantProblem('2027-11-28T22:45:00.000Z', window)).toBeNull()
    expect(instantProblem('2027-11-29T00:00:00.000Z', window)).toBe(
      'must be a time from 2026-10-27 to 2027-11-28',
    )
    expect(instantProblem('1970-01-01T00:00:00.000Z', window)).not.toBeNull()
    expect(instantProblem('0001-01-01T00:00:00.000Z', window)).not.toBeNull()
    expect(instantProblem('+275760-09-13T00:00:00.000Z', window)).not.toBeNull()
    expect(instantProblem('not a time', window)).toBe('must be a date and time')
  })

  it('stays and shifts: a few years around today', () => {
    expect(dayProblem('2029-11-01', stayWindow(NOW))).toBeNull()
    expect(dayProblem('2023-12-01', stayWindow(NOW))).toBeNull()
    expect(dayProblem('9999-01-01', stayWindow(NOW))).not.toBeNull()
    expect(dayProblem('2030-01-01', stayWindow(NOW))).not.toBeNull()
    expect(dayProblem('2028-11-01', shiftWindow(NOW))).toBeNull()
    expect(dayProblem('2025-11-01', shiftWindow(NOW))).not.toBeNull()
    expect(dayProblem('2029-01-01', shiftWindow(NOW))).not.toBeNull()
  })

  it('a stay: checkout not before arrival, at most a year of nights', () => {
    expect(daysBetween('2026-11-27', '2026-12-01')).toBe(4)
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2)
    expect(stayLengthProblem('2026-11-27', '2026-11-27')).toBeNull()
    expect(stayLengthProblem('2026-11-27', '2026-11-26')).toBe('must not be before the arrival')
    expect(stayLengthProblem('2026-01-01', '2027-01-02')).toBeNull()
    expect(stayLengthProblem('2026-01-01', '2027-01-03')).toBe(
      `a stay lasts at most ${MAX_STAY_NIGHTS} nights`,
    )
  })
})
