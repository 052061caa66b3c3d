import { describe, expect, it } from 'vitest'
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from './backoff.ts'

describe('backoffDelay (full jitter)', () => {
  it('stays within [0, base * 2^attempt)', () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const ceiling = BACKOFF_BASE_MS * 2 ** attempt
      expect(backoffDelay(attempt, () => 0)).toBe(0)
      expect(backoffDelay(attempt, () => 0.999999)).toBe(Math.floor(0.999999 * ceiling))
      expect(backoffDelay(attempt, () => 0.5)).toBe(ceiling / 2)
    }
  })

  it('never exceeds the 30 s cap, however many attempts', () => {
    expect(backoffDelay(6, () => 0.999999)).toBeLessThan(BACKOFF_CAP_MS)
    expect(backoffDelay(100, () => 0.999999)).toBe(Math.floor(0.999999 * BACKOFF_CAP_MS))
    expect(backoffDelay(10_000, () => 0.5)).toBe(BACKOFF_CAP_MS / 2)
  })

  it('spreads retries with the real random source', () => {
    const delays = Array.from({ length: 200 }, () => backoffDelay(4))
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...delays)).toBeLessThan(BACKOFF_BASE_MS * 16)
    expect(new Set(delays).size).toBeGreaterThan(50)
  })
})
