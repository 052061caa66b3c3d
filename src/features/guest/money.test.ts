import { describe, expect, it } from 'vitest'
import { asLanguage, formatMoney } from './money.ts'

describe('prices in the hotel currency', () => {
  it('writes two decimals in the guest language', () => {
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50')
    expect(formatMoney(1234.5, '€', 'cro')).toMatch(/^1\.234,50\s€$/)
  })

  it('shows RSD by its code and unknown currencies after the amount', () => {
    expect(formatMoney(950, 'RSD', 'srb')).toMatch(/^950,00\sRSD$/)
    expect(formatMoney(3, 'din', 'en')).toBe('3.00 din')
  })

  it('falls back to English for unknown languages', () => {
    expect(asLanguage('srb')).toBe('srb')
    expect(asLanguage('de')).toBe('en')
    expect(asLanguage(undefined)).toBe('en')
  })
})
