/** How a throttle slows a key down. */
export interface ThrottlePolicy {
  /** Failures allowed before any wait. */
  free: number
  /** The wait after the first failure past `free`; it doubles with each further failure. */
  baseDelayMs: number
  /** The wait never grows past this. */
  maxDelayMs: number
  /** A key without a failure for this long starts again from zero. */
  forgetMs: number
}

export type Decision = { ok: true } | { ok: false; retryAfterMs: number }

/** The room-code rule: 10 wrong codes, then nothing for 10 minutes after the last one. */
export const ROOM_CODE_POLICY: ThrottlePolicy = {
  free: 10,
  baseDelayMs: 10 * 60_000,
  maxDelayMs: 10 * 60_000,
  forgetMs: 10 * 60_000,
}

interface State {
  failures: number
  last: number
}

/**
 * Counts failures per key. Past `free` failures the next attempt must wait a delay that doubles
 * with every further failure (up to `maxDelayMs`) after the last one; a key idle for `forgetMs`
 * starts again. `reserve` counts an attempt as failed *before* the slow check (a password hash),
 * so parallel attempts cannot all slip under the limit; the caller undoes it when it succeeds.
 */
export class LoginThrottle {
  private readonly state = new Map<string, State>()
  private writes = 0

  constructor(private readonly policy: ThrottlePolicy = ROOM_CODE_POLICY) {}

  check(key: string, now = Date.now()): Decision {
    const s = this.current(key, now)
    if (!s || s.failures < this.policy.free) return { ok: true }
    const wait = Math.min(
      this.policy.baseDelayMs * 2 ** (s.failures - this.policy.free),
      this.policy.maxDelayMs,
    )
    const waited = now - s.last
    return waited >= wait ? { ok: true } : { ok: false, retryAfterMs: wait - waited }
  }

  /** All keys allowed: one failure counted on each (synchronously). Else nothing is counted. */
  reserve(keys: readonly string[], now = Date.now()): Decision {
    let wait = 0
    for (const key of keys) {
      const decision = this.check(key, now)
      if (!decision.ok) wait = Math.max(wait, decision.retryAfterMs)
    }
    if (wait > 0) return { ok: false, retryAfterMs: wait }
    for (const key of keys) this.fail(key, now)
    return { ok: true }
  }

  blocked(key: string, now = Date.now()): boolean {
    return !this.check(key, now).ok
  }

  fail(key: string, now = Date.now()): void {
    const s = this.current(key, now)
    this.state.set(key, { failures: (s?.failures ?? 0) + 1, last: now })
    // Random usernames or addresses must not grow the map for ever: sweep now and then.
    if (++this.writes % 1024 === 0) this.sweep(now)
  }

  /** Takes back one reserved failure (the attempt succeeded, but other keys' failures stay). */
  release(key: string): void {
    const s = this.state.get(key)
    if (!s) return
    if (s.failures <= 1) this.state.delete(key)
    else s.failures -= 1
  }

  /** Forgets every failure of the key. */
  succeed(key: string): void {
    this.state.delete(key)
  }

  /** Drops keys idle past `forgetMs`. */
  sweep(now = Date.now()): void {
    for (const key of [...this.state.keys()]) this.current(key, now)
  }

  get size(): number {
    return this.state.size
  }

  private current(key: string, now: number): State | undefined {
    const s = this.state.get(key)
    if (s && now - s.last >= this.policy.forgetMs) {
      this.state.delete(key)
      return undefined
    }
    return s
  }
}
