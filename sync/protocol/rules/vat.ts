/*
 * VAT on the check-out invoice. Prices in Serbia and Croatia are VAT-inclusive (what the guest
 * pays is the gross), so the invoice extracts the VAT from the gross of each rate:
 * VAT = gross × rate / (100 + rate), base = gross − VAT. Everything is counted in whole cents,
 * so each row's base and VAT add up to its gross and the rows' gross to the invoice's total.
 */

/** A service's VAT rate: a percent from 0 to 100 with up to 2 decimals. */
export const VAT_RATE_MAX = 100

/**
 * A tax number as the invoice prints it: letters, digits, spaces, '-' and '/' (a PIB of 9
 * digits, an OIB of 11, or either with its country prefix).
 */
export const TAX_NUMBER_PATTERN = /^[A-Za-z0-9 /-]*$/

/** Why a VAT rate is refused (the 400's message), or null when it is one. */
export function vatRateProblem(rate: number): string | null {
  if (!Number.isFinite(rate)) return 'must be a number'
  if (rate < 0 || rate > VAT_RATE_MAX) return 'must be from 0 to 100'
  if (Math.abs(rate * 100 - Math.round(rate * 100)) > 1e-6) return 'must have at most 2 decimals'
  return null
}

/** An amount the guest pays (VAT included) at one rate. */
export interface VatPart {
  gross: number
  rate: number
}

/** One row of the breakdown: everything at one rate. */
export interface VatRow {
  rate: number
  base: number
  vat: number
  gross: number
}

export interface VatBreakdown {
  /** By rate, lowest first; a rate no amount uses has no row. */
  rows: VatRow[]
  total: { base: number; vat: number; gross: number }
}

const cents = (amount: number): number => Math.round(amount * 100)

/** The VAT inside `grossCents` at `rate`, in cents, rounded half up (integers only). */
export function vatCents(grossCents: number, rate: number): number {
  const hundredths = Math.round(rate * 100)
  const numerator = grossCents * hundredths
  const denominator = 10_000 + hundredths
  // Half up without floating point: floor((2n + d) / 2d); a negative gross (a refund) mirrors.
  const half = (n: number) => Math.floor((2 * n + denominator) / (2 * denominator))
  return numerator >= 0 ? half(numerator) : -half(-numerator)
}

/** The VAT breakdown of VAT-inclusive amounts: per rate, its base, VAT and gross. */
export function vatBreakdown(parts: readonly VatPart[]): VatBreakdown {
  const grossByRate = new Map<number, number>()
  for (const part of parts) {
    const rate = Math.round(part.rate * 100) / 100
    grossByRate.set(rate, (grossByRate.get(rate) ?? 0) + cents(part.gross))
  }
  const rows: VatRow[] = []
  let base = 0
  let vat = 0
  let gross = 0
  for (const rate of [...grossByRate.keys()].sort((a, b) => a - b)) {
    const g = grossByRate.get(rate)!
    const v = vatCents(g, rate)
    rows.push({ rate, base: (g - v) / 100, vat: v / 100, gross: g / 100 })
    base += g - v
    vat += v
    gross += g
  }
  return { rows, total: { base: base / 100, vat: vat / 100, gross: gross / 100 } }
}
