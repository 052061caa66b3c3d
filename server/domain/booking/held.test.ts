import { describe, expect, it } from 'vitest'
import { heldWhen } from './held.ts'

describe('heldWhen', () => {
  it('names the day and the hours from the start to the end of the hold', () => {
    expect(heldWhen(Date.parse('2026-05-01T19:00:00.000Z'), 120, 'UTC')).toBe(
      'on 2026-05-01 from 19:00 to 21:00',
    )
    expect(heldWhen(Date.parse('2026-05-01T09:45:00.000Z'), 75, 'UTC')).toBe(
      'on 2026-05-01 from 09:45 to 11:00',
    )
  })

  it('keeps the start day when the hold runs past midnight', () => {
    expect(heldWhen(Date.parse('2026-05-01T23:00:00.000Z'), 90, 'UTC')).toBe(
      'on 2026-05-01 from 23:00 to 00:30',
    )
  })

  it("says the hotel's wall clock, not UTC", () => {
    // 22:30 UTC on 1 May is 00:30 on 2 May in Belgrade (summer time, UTC+2).
    expect(heldWhen(Date.parse('2026-05-01T22:30:00.000Z'), 120, 'Europe/Belgrade')).toBe(
      'on 2026-05-02 from 00:30 to 02:30',
    )
    expect(heldWhen(Date.parse('2026-12-01T18:00:00.000Z'), 60, 'America/New_York')).toBe(
      'on 2026-12-01 from 13:00 to 14:00',
    )
  })
})
