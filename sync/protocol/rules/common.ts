import type { Language, LocalizedText } from '../common.ts'

/** Languages of the product; English is the default and fallback. */
export const LANGUAGES = ['en', 'srb', 'cro'] as const

export function localized(text: LocalizedText, lang: Language): string {
  const value = text[lang]
  return value !== undefined && value !== '' ? value : text.en
}

/** Money is rounded to 2 decimals (spec section 5). */
export const roundMoney = (value: number): number => Math.round(value * 100) / 100
