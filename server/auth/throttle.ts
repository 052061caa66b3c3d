/** Counts failed logins per key in a sliding window; past the limit, logins are refused for a while. */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>()

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 10 * 60_000,
  ) {}

  blocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.limit
  }

  fail(key: string, now = Date.now()): void {
    this.failures.set(key, [...this.recent(key, now), now])
  }

  succeed(key: string): void {
    this.failures.delete(key)
  }

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs)
    if (list.length === 0) this.failures.delete(key)
    else this.failures.set(key, list)
    return list
  }
}
