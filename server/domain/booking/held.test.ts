import { describe, expect, it } from 'vitest'
import { heldWhen } from './held.ts'

describe('heldWhen', () => {
  it('names the day and the hours from the start to the end of the hold', () => {
    expect(heldWhen(Date.parse('2026-05-01T19:00:00.000Z'), 120)).toBe(
      'on 2026-05-01 from 19:00 to 21:00',
    )
    expect(heldWhen(Date.parse('2026-05-01T09:45:00.000Z'), 75)).toBe(
      'on 2026-05-01 from 09:45 to 11:00',
    )
  })

  it('keeps the start day when the hold runs past midnight', () => {
    expect(heldWhen(Date.parse('2026-05-01T23:00:00.000Z'), 90)).toBe(
      'on 2026-05-01 from 23:00 to 00:30',
    )
  })
})
