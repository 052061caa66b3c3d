import { describe, expect, it } from 'vitest'
import { LoginThrottle, ROOM_CODE_POLICY, type ThrottlePolicy } from './throttle.ts'

const POLICY: ThrottlePolicy = { free: 3, baseDelayMs: 1000, maxDelayMs: 8000, forgetMs: 60_000 }

describe('LoginThrottle', () => {
  it('allows `free` failures, then waits a delay that doubles with each failure, up to the cap', () => {
    const throttle = new LoginThrottle(POLICY)
    let now = 0
    for (let i = 0; i < 3; i++) {
      expect(throttle.check('k', now).ok).toBe(true)
      throttle.fail('k', now)
    }
    const waits: number[] = []
    for (let i = 0; i < 6; i++) {
      const refused = throttle.check('k', now)
      expect(refused.ok).toBe(false)
      const wait = refused.ok ? 0 : refused.retryAfterMs
      waits.push(wait)
      expect(throttle.check('k', now + wait - 1).ok).toBe(false)
      now += wait
      expect(throttle.check('k', now).ok).toBe(true)
      throttle.fail('k', now)
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000, 8000])
  })

  it('keeps keys apart', () => {
    const throttle = new LoginThrottle(POLICY)
    for (let i = 0; i < 3; i++) throttle.fail('a', 0)
    expect(throttle.blocked('a', 1)).toBe(true)
    expect(throttle.blocked('b', 1)).toBe(false)
  })

  it('forgets a key idle for forgetMs', () => {
    const throttle = new LoginThrottle(POLICY)
    for (let i = 0; i < 5; i++) throttle.fail('k', i)
    expect(throttle.blocked('k', 10)).toBe(true)
    expect(throttle.blocked('k', 4 + 60_000)).toBe(false)
    throttle.fail('k', 4 + 60_000) // counted from zero again
    expect(throttle.blocked('k', 5 + 60_000)).toBe(false)
  })

  it('reserve counts an attempt on every key before the check, or on none when one refuses', () => {
    const throttle = new LoginThrottle(POLICY)
    // three parallel attempts pass, the fourth is refused while none has finished
    const decisions = Array.from({ length: 10 }, () => throttle.reserve(['user', 'ip'], 0).ok)
    expect(decisions.filter(Boolean)).toHaveLength(3)
    // a refused reservation counted nothing on the other key
    for (let i = 0; i < 3; i++) throttle.fail('other', 0)
    expect(throttle.reserve(['fresh', 'other'], 0).ok).toBe(false)
    expect(throttle.check('fresh', 0).ok).toBe(true)
    expect(throttle.reserve(['fresh', 'fresh2'], 0).ok).toBe(true)
  })

  it('release takes back one failure, succeed forgets them all', () => {
    const throttle = new LoginThrottle(POLICY)
    for (let i = 0; i < 3; i++) throttle.fail('k', 0)
    throttle.release('k')
    expect(throttle.blocked('k', 1)).toBe(false)
    throttle.fail('k', 1)
    expect(throttle.blocked('k', 2)).toBe(true)
    throttle.succeed('k')
    expect(throttle.blocked('k', 2)).toBe(false)
  })

  it('room codes: 10 wrong codes, then refused for 10 minutes after the last one', () => {
    const throttle = new LoginThrottle(ROOM_CODE_POLICY)
    for (let i = 0; i < 10; i++) {
      expect(throttle.blocked('room', i * 1000)).toBe(false)
      throttle.fail('room', i * 1000)
    }
    expect(throttle.blocked('room', 9000 + 1)).toBe(true)
    expect(throttle.blocked('room', 9000 + 10 * 60_000 - 1)).toBe(true)
    expect(throttle.blocked('room', 9000 + 10 * 60_000)).toBe(false)
  })

  it('sweeps idle keys so random names cannot grow it for ever', () => {
    const throttle = new LoginThrottle(POLICY)
    for (let i = 0; i < 2000; i++) throttle.fail(`user-${i}`, i < 1000 ? 0 : 120_000)
    expect(throttle.size).toBeLessThan(2000)
    throttle.sweep(120_000 + 60_000)
    expect(throttle.size).toBe(0)
  })
})
