import { describe, expect, it } from 'vitest'
import { articleKind, cleaningWindows, windowProblem } from './requests.ts'

const BELGRADE = 'Europe/Belgrade'
const hours = {
  fri: { start: { h: 9, m: 0 }, end: { h: 17, m: 0 } },
  sat: { start: { h: 10, m: 0 }, end: { h: 14, m: 0 } },
}
const hhmm = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: BELGRADE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso))

describe('cleaning windows', () => {
  it('offers the rest of today and tomorrow in two-hour windows of the service’s hours, hotel time', () => {
    // Friday 27 November 2026, 11:45 in Belgrade (10:45 UTC).
    const now = Date.parse('2026-11-27T10:45:00Z')
    const windows = cleaningWindows(hours, now, BELGRADE)
    expect(windows.map((w) => `${w.start.slice(0, 10)} ${hhmm(w.start)}–${hhmm(w.end)}`)).toEqual([
      // 09:00–11:00 is over; 11:00–13:00 ends more than 30 minutes from now.
      '2026-11-27 11:00–13:00',
      '2026-11-27 13:00–15:00',
      '2026-11-27 15:00–17:00',
      '2026-11-28 10:00–12:00',
      '2026-11-28 12:00–14:00',
    ])
  })

  it('a day without hours has none; a service without hours uses the default day', () => {
    const thursday = Date.parse('2026-11-26T06:00:00Z')
    // Thursday: no hours; Friday: 09:00–17:00.
    expect(cleaningWindows(hours, thursday, BELGRADE)).toHaveLength(4)
    // No hours set: housekeeping's 08:00 to 18:00, five windows a day.
    expect(cleaningWindows(null, thursday, BELGRADE)).toHaveLength(10)
  })

  it('is the same whatever the device’s own zone (the windows are instants)', () => {
    const now = Date.parse('2026-11-27T10:45:00Z')
    const first = cleaningWindows(hours, now, BELGRADE)[0]!
    expect(first).toEqual({ start: '2026-11-27T10:00:00.000Z', end: '2026-11-27T12:00:00.000Z' })
  })
})

describe('a window the server is sent', () => {
  const now = Date.parse('2026-11-27T10:00:00Z')
  it('is taken when it is ahead, in order, at most four hours, within a week', () => {
    expect(
      windowProblem({ start: '2026-11-27T12:00:00Z', end: '2026-11-27T14:00:00Z' }, now),
    ).toBeNull()
    expect(
      windowProblem({ start: '2026-11-27T09:00:00Z', end: '2026-11-27T11:00:00Z' }, now),
    ).toBeNull()
  })
  it('names what is wrong', () => {
    expect(
      windowProblem({ start: '2026-11-27T14:00:00Z', end: '2026-11-27T12:00:00Z' }, now),
    ).toMatch(/before the end/)
    expect(
      windowProblem({ start: '2026-11-27T12:00:00Z', end: '2026-11-27T17:00:00Z' }, now),
    ).toMatch(/four hours/)
    expect(
      windowProblem({ start: '2026-11-27T07:00:00Z', end: '2026-11-27T09:00:00Z' }, now),
    ).toMatch(/over/)
    expect(
      windowProblem({ start: '2026-12-07T07:00:00Z', end: '2026-12-07T09:00:00Z' }, now),
    ).toMatch(/7 days/)
  })
})

describe('article kinds', () => {
  it('an item stored before kinds existed is a plain item', () => {
    expect(articleKind({})).toBe('item')
    expect(articleKind({ kind: 'repair' })).toBe('repair')
  })
})
