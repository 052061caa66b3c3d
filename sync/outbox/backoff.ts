/** Replay backoff after a network error or 5xx: "full jitter" (AWS architecture blog). */
export const BACKOFF_BASE_MS = 500
export const BACKOFF_CAP_MS = 30_000

/**
 * A delay in [0, min(cap, base * 2^attempt)). Full jitter spreads the retries of many tablets
 * coming back online at once, so a restarted server is not hit by all of them together.
 */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  baseMs: number = BACKOFF_BASE_MS,
  capMs: number = BACKOFF_CAP_MS,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, Math.min(attempt, 30)))
  return Math.floor(random() * ceiling)
}
