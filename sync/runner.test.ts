import { describe, expect, it } from 'vitest'
import { singleFlight } from './runner.ts'

describe('singleFlight', () => {
  it('runs one at a time and coalesces triggers into one more run', async () => {
    let runs = 0
    let active = 0
    let maxActive = 0
    const flight = singleFlight(async () => {
      active++
      maxActive = Math.max(maxActive, active)
      await new Promise((resolve) => setTimeout(resolve, 5))
      runs++
      active--
    })
    const first = flight.trigger()
    const second = flight.trigger()
    const third = flight.trigger()
    expect(third).toBe(second)
    await Promise.all([first, second, third])
    expect(runs).toBe(2)
    expect(maxActive).toBe(1)
  })

  it('a trigger resolves only after a run that started after it', async () => {
    const seen: number[] = []
    let value = 0
    const flight = singleFlight(async () => {
      const snapshot = value
      await new Promise((resolve) => setTimeout(resolve, 5))
      seen.push(snapshot)
    })
    void flight.trigger()
    value = 1
    await flight.trigger()
    expect(seen.at(-1)).toBe(1)
    await flight.settled()
  })
})
