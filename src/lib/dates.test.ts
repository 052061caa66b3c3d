import { describe, expect, it } from 'vitest'
import { formatOrderTime } from './dates.ts'

describe('formatOrderTime', () => {
  const now = new Date(2026, 10, 21, 15, 0)
  it('shows only the time for today', () => {
    const iso = new Date(2026, 10, 21, 9, 5).toISOString()
    expect(formatOrderTime(iso, ['en'], now)).toBe('09:05')
    expect(formatOrderTime(new Date(2026, 10, 21, 21, 40).toISOString(), ['en'], now)).toBe('21:40')
  })
  it('adds the date for earlier days', () => {
    const iso = new Date(2026, 10, 20, 22, 30).toISOString()
    expect(formatOrderTime(iso, ['en'], now)).toBe('11/20, 22:30')
    expect(formatOrderTime(iso, ['sr-Latn'], now)).toBe('20. 11. 22:30')
  })
  it('gives an empty text for a broken time', () => {
    expect(formatOrderTime('not a date', ['en'], now)).toBe('')
  })
})
