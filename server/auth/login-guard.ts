import { LoginThrottle, type Decision, type ThrottlePolicy } from './throttle.ts'

/** Per username (or guest e-mail), from devices that have not signed this user in before. */
export const USER_POLICY: ThrottlePolicy = {
  free: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  forgetMs: 60 * 60_000,
}
/** Per address: a hotel's staff and guests share one public address, so it allows far more. */
export const ADDRESS_POLICY: ThrottlePolicy = {
  free: 100,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  forgetMs: 60 * 60_000,
}
/** Per device and user, for a device that has signed this user in before. */
export const DEVICE_POLICY: ThrottlePolicy = USER_POLICY

export interface LoginAttempt {
  /** `staff:<username>` or `guest:<e-mail>`, lower case. */
  user: string
  /** The client address (X-Forwarded-For only with TRUST_PROXY). */
  address: string
  /** The known-device id when this device has signed this user in before, else null. */
  device: string | null
}

/**
 * Slows password guessing without locking the real user out (docs/api.md, "Login throttling").
 * A device that signed the user in before is counted on its own: guesses from elsewhere, even
 * from the same hotel address, never refuse it. Other attempts are counted per user and per
 * address, each with a growing delay. `begin` counts the attempt before the password is checked,
 * so parallel guesses cannot all get checked.
 */
export class LoginGuard {
  readonly users = new LoginThrottle(USER_POLICY)
  readonly addresses = new LoginThrottle(ADDRESS_POLICY)
  readonly devices = new LoginThrottle(DEVICE_POLICY)

  begin(attempt: LoginAttempt, now = Date.now()): Decision {
    if (attempt.device) return this.devices.reserve([deviceKey(attempt)], now)
    const user = this.users.check(attempt.user, now)
    const address = this.addresses.check(attempt.address, now)
    if (!user.ok || !address.ok) {
      const wait = Math.max(user.ok ? 0 : user.retryAfterMs, address.ok ? 0 : address.retryAfterMs)
      return { ok: false, retryAfterMs: wait }
    }
    this.users.fail(attempt.user, now)
    this.addresses.fail(attempt.address, now)
    return { ok: true }
  }

  /** The password was right: the user's (or the device's) failures are forgotten. */
  succeeded(attempt: LoginAttempt): void {
    if (attempt.device) {
      this.devices.succeed(deviceKey(attempt))
      return
    }
    this.users.succeed(attempt.user)
    // Only this attempt is taken back: others' failures from the same address still count.
    this.addresses.release(attempt.address)
  }
}

const deviceKey = (attempt: LoginAttempt) => `${attempt.device}|${attempt.user}`
