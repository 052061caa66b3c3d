import { describe, expect, it } from 'vitest'
import { formatMoney } from './money.ts'

describe('formatMoney', () => {
  it('uses two decimals and the locale separators', () => {
    expect(formatMoney(1234.5, 'EUR', ['en'])).toBe('€1,234.50')
    expect(formatMoney(1234.5, 'RSD', ['sr-Latn'])).toMatch(/^1\.234,50\sRSD$/)
    expect(formatMoney(0.1 + 0.2, '$', ['en'])).toBe('$0.30')
    expect(formatMoney(3, 'din', ['en'])).toBe('3.00 din')
  })
  it('omits an empty currency', () => {
    expect(formatMoney(7, '', ['en'])).toBe('7.00')
  })
})
