import { describe, expect, it } from 'vitest'
import { vatBreakdown, vatCents, vatRateProblem } from './vat.ts'

describe('VAT rates', () => {
  it('takes 0 to 100 with up to 2 decimals', () => {
    for (const ok of [0, 5, 10, 13, 20, 25, 9.5, 13.25, 100]) expect(vatRateProblem(ok)).toBeNull()
    expect(vatRateProblem(-1)).toBe('must be from 0 to 100')
    expect(vatRateProblem(100.01)).toBe('must be from 0 to 100')
    expect(vatRateProblem(20.125)).toBe('must have at most 2 decimals')
    expect(vatRateProblem(Number.NaN)).toBe('must be a number')
  })
})

describe('the VAT breakdown of VAT-inclusive prices', () => {
  it('extracts the VAT from the gross: 120 at 20% is 100 + 20', () => {
    expect(vatBreakdown([{ gross: 120, rate: 20 }]).rows).toEqual([
      { rate: 20, base: 100, vat: 20, gross: 120 },
    ])
  })

  it('rounds the VAT to the cent, half up, and the base takes the rest', () => {
    // 0.03 × 20/120 = 0.005: half a cent rounds up.
    expect(vatBreakdown([{ gross: 0.03, rate: 20 }]).rows[0]).toEqual({
      rate: 20,
      base: 0.02,
      vat: 0.01,
      gross: 0.03,
    })
    // 1.00 × 20/120 = 0.1666…
    expect(vatBreakdown([{ gross: 1, rate: 20 }]).rows[0]).toMatchObject({ base: 0.83, vat: 0.17 })
    // 0.02 × 20/120 = 0.00333…: rounds down to nothing.
    expect(vatBreakdown([{ gross: 0.02, rate: 20 }]).rows[0]).toMatchObject({ base: 0.02, vat: 0 })
    expect(vatCents(-3, 20)).toBe(-1)
  })

  it('groups by rate, lowest first; a rate of 0 has no VAT', () => {
    const { rows, total } = vatBreakdown([
      { gross: 20, rate: 20 },
      { gross: 11, rate: 10 },
      { gross: 4, rate: 0 },
      { gross: 10, rate: 20 },
    ])
    expect(rows).toEqual([
      { rate: 0, base: 4, vat: 0, gross: 4 },
      { rate: 10, base: 10, vat: 1, gross: 11 },
      { rate: 20, base: 25, vat: 5, gross: 30 },
    ])
    expect(total).toEqual({ base: 39, vat: 6, gross: 45 })
  })

  it('sums the gross of each rate in cents, so float noise never shows (0.1 + 0.2)', () => {
    const { rows, total } = vatBreakdown([
      { gross: 0.1, rate: 25 },
      { gross: 0.2, rate: 25 },
    ])
    expect(rows[0]!.gross).toBe(0.3)
    expect(total.gross).toBe(0.3)
    expect(rows[0]!.vat).toBe(0.06)
    expect(rows[0]!.base).toBe(0.24)
  })

  it('a rate with decimals works in hundredths: 107.5 at 7.5% is 100 + 7.5', () => {
    expect(vatBreakdown([{ gross: 107.5, rate: 7.5 }]).rows[0]).toMatchObject({
      base: 100,
      vat: 7.5,
    })
  })

  it('every row and the total add up exactly, whatever the amounts', () => {
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const rates = [0, 5, 10, 13, 20, 25, 9.5]
    for (let round = 0; round < 200; round++) {
      const parts = Array.from({ length: 1 + Math.floor(random() * 12) }, () => ({
        gross: Math.round(random() * 50_000) / 100,
        rate: rates[Math.floor(random() * rates.length)]!,
      }))
      const { rows, total } = vatBreakdown(parts)
      const cents = (n: number) => Math.round(n * 100)
      for (const row of rows) expect(cents(row.base) + cents(row.vat)).toBe(cents(row.gross))
      const grossCents = parts.reduce((sum, p) => sum + cents(p.gross), 0)
      expect(cents(total.gross)).toBe(grossCents)
      expect(cents(total.base) + cents(total.vat)).toBe(grossCents)
      expect(rows.reduce((s, r) => s + cents(r.vat), 0)).toBe(cents(total.vat))
    }
  })
})
