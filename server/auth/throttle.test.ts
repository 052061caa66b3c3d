import { describe, expect, it } from 'vitest'
import { LoginThrottle } from './throttle.ts'

describe('LoginThrottle', () => {
  it('blocks a key after the limit of failures and not before', () => {
    const throttle = new LoginThrottle(3, 60_000)
    const t0 = 1_000_000
    for (let i = 0; i < 3; i++) {
      expect(throttle.blocked('u|ip', t0 + i)).toBe(false)
      throttle.fail('u|ip', t0 + i)
    }
    expect(throttle.blocked('u|ip', t0 + 3)).toBe(true)
  })

  it('keeps keys apart', () => {
    const throttle = new LoginThrottle(2, 60_000)
    throttle.fail('a|ip', 0)
    throttle.fail('a|ip', 1)
    expect(throttle.blocked('a|ip', 2)).toBe(true)
    expect(throttle.blocked('b|ip', 2)).toBe(false)
    expect(throttle.blocked('a|other', 2)).toBe(false)
  })

  it('forgets failures older than the window (sliding)', () => {
    const throttle = new LoginThrottle(2, 1000)
    throttle.fail('k', 0)
    throttle.fail('k', 600)
    expect(throttle.blocked('k', 999)).toBe(true)
    // the first failure left the window; one remains
    expect(throttle.blocked('k', 1000)).toBe(false)
    throttle.fail('k', 1000)
    expect(throttle.blocked('k', 1001)).toBe(true)
    expect(throttle.blocked('k', 2000)).toBe(false)
  })

  it('a success clears the failures of that key', () => {
    const throttle = new LoginThrottle(2, 60_000)
    throttle.fail('k', 0)
    throttle.succeed('k')
    throttle.fail('k', 1)
    expect(throttle.blocked('k', 2)).toBe(false)
  })

  it('defaults to 10 failures in 10 minutes', () => {
    const throttle = new LoginThrottle()
    for (let i = 0; i < 9; i++) throttle.fail('k', i * 60_000)
    expect(throttle.blocked('k', 9 * 60_000)).toBe(false)
    throttle.fail('k', 9 * 60_000)
    expect(throttle.blocked('k', 9 * 60_000 + 1)).toBe(true)
    expect(throttle.blocked('k', 10 * 60_000)).toBe(false)
  })
})
