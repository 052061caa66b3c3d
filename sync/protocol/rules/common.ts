import type { Language, LocalizedText } from '../common.ts'

/** Languages of the product; English is the default and fallback. */
export const LANGUAGES = ['en', 'srb', 'cro'] as const

export function localized(text: LocalizedText, lang: Language): string {
  const value = text[lang]
  return value !== undefined && value !== '' ? value : text.en
}

/** Money is rounded to 2 decimals (spec section 5). */
export const roundMoney = (value: number): number => Math.round(value * 100) / 100

/** Ids clients make for the rows they create (ClientId in common.ts). */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/
export const CLIENT_ID_MESSAGE = 'must be 8 to 64 letters, digits, "-" or "_"'

/**
 * Orders ids and ISO timestamps by their characters, as a sort tie-breaker: `localeCompare`
 * collates for people, and costs a screen of a week's bookings tens of milliseconds at 4x CPU.
 */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
