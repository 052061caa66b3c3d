import { describe, expect, it } from 'vitest'
import { formatMoney } from './money.ts'

describe('formatMoney', () => {
  it('uses two decimals and the locale separators', () => {
    expect(formatMoney(1234.5, 'EUR', ['en'])).toBe('1,234.50 EUR')
    expect(formatMoney(1234.5, 'RSD', ['sr-Latn'])).toBe('1.234,50 RSD')
    expect(formatMoney(0.1 + 0.2, '$', ['en'])).toBe('0.30 $')
  })
  it('omits an empty currency', () => {
    expect(formatMoney(7, '', ['en'])).toBe('7.00')
  })
})
