import { describe, expect, it } from 'vitest'
import { SHIFT_TIME_MAX_AGE_S, readShiftTime, shiftTimeCookie } from './shift-time.ts'

describe('shiftTime cookie', () => {
  it('reads the stored start among other cookies', () => {
    const at = new Date('2026-11-24T06:00:00.000Z')
    const stored = shiftTimeCookie(at).split(';')[0]!
    expect(readShiftTime(`lang=srb; ${stored}; other=1`)).toEqual(at)
  })

  it('is null when missing or not a time', () => {
    expect(readShiftTime('')).toBeNull()
    expect(readShiftTime('shiftTimeX=2026-11-24T06:00:00.000Z')).toBeNull()
    expect(readShiftTime('shiftTime=yesterday')).toBeNull()
  })

  it('lives one month on the whole site', () => {
    const cookie = shiftTimeCookie(new Date('2026-11-24T06:00:00.000Z'))
    expect(SHIFT_TIME_MAX_AGE_S).toBe(2_592_000)
    expect(cookie).toBe(
      'shiftTime=2026-11-24T06%3A00%3A00.000Z; Max-Age=2592000; Path=/; SameSite=Lax',
    )
  })
})
