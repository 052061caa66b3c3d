import { describe, expect, it } from 'vitest'
import { ADDRESS_POLICY, LoginGuard, USER_POLICY, type LoginAttempt } from './login-guard.ts'

const HOTEL = '203.0.113.7'
const guesser = (user = 'staff:manager'): LoginAttempt => ({ user, address: HOTEL, device: null })
const realDevice = (user = 'staff:manager'): LoginAttempt => ({
  user,
  address: HOTEL,
  device: 'd1',
})

describe('LoginGuard', () => {
  it('guesses from the shared address never refuse the user on a device they used before', () => {
    const guard = new LoginGuard()
    for (let i = 0; i < USER_POLICY.free; i++) expect(guard.begin(guesser(), i).ok).toBe(true)
    const refused = guard.begin(guesser(), 100)
    expect(refused).toEqual({ ok: false, retryAfterMs: USER_POLICY.baseDelayMs - 91 })
    // the real user, same address, their known device: let in
    expect(guard.begin(realDevice(), 100).ok).toBe(true)
    guard.succeeded(realDevice())
    // ...and the guesser is still slowed down
    expect(guard.begin(guesser(), 101).ok).toBe(false)
  })

  it('a known device is throttled on its own (a stolen device cookie cannot guess for ever)', () => {
    const guard = new LoginGuard()
    for (let i = 0; i < USER_POLICY.free; i++) expect(guard.begin(realDevice(), i).ok).toBe(true)
    expect(guard.begin(realDevice(), 20).ok).toBe(false)
    // ...the same device for another user it knows is not affected
    expect(guard.begin(realDevice('staff:waiter'), 20).ok).toBe(true)
  })

  it('per address: many users guessed from one address slow that address down', () => {
    const guard = new LoginGuard()
    for (let i = 0; i < ADDRESS_POLICY.free; i++) {
      expect(guard.begin(guesser(`staff:user-${i}`), 0).ok).toBe(true)
    }
    expect(guard.begin(guesser('staff:someone-new'), 0)).toEqual({
      ok: false,
      retryAfterMs: ADDRESS_POLICY.baseDelayMs,
    })
    expect(
      guard.begin({ user: 'staff:someone-new', address: '198.51.100.1', device: null }, 0).ok,
    ).toBe(true)
  })

  it('a right password forgets the user failures but takes back only its own on the address', () => {
    const guard = new LoginGuard()
    for (let i = 0; i < 3; i++) guard.begin(guesser('staff:waiter'), 0)
    for (let i = 0; i < ADDRESS_POLICY.free - 4; i++) guard.begin(guesser(`staff:u${i}`), 0)
    const real = guesser('staff:waiter')
    expect(guard.begin(real, 1).ok).toBe(true)
    guard.succeeded(real)
    expect(guard.users.check('staff:waiter', 1)).toEqual({ ok: true })
    // 3 + (free - 4) failures stay on the address; one more is allowed, then it waits
    expect(guard.begin(guesser('staff:x'), 2).ok).toBe(true)
    expect(guard.begin(guesser('staff:y'), 2).ok).toBe(false)
  })

  it('a refused attempt counts nothing (neither user nor address)', () => {
    const guard = new LoginGuard()
    for (let i = 0; i < USER_POLICY.free; i++) guard.begin(guesser(), 0)
    for (let i = 0; i < 50; i++) expect(guard.begin(guesser(), 1).ok).toBe(false)
    for (let i = 0; i < ADDRESS_POLICY.free - USER_POLICY.free; i++) {
      expect(guard.begin(guesser(`staff:other-${i}`), 1).ok).toBe(true)
    }
  })
})
