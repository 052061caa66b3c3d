import { z } from 'zod'

/** Languages of the product; English is the default and fallback. */
export const LANGUAGES = ['en', 'srb', 'cro'] as const
export const Language = z.enum(LANGUAGES)
export type Language = z.infer<typeof Language>

/** A text given per language; `en` is always present and is the fallback. */
export const LocalizedText = z.object({
  en: z.string(),
  srb: z.string().optional(),
  cro: z.string().optional(),
})
export type LocalizedText = z.infer<typeof LocalizedText>

export function localized(text: LocalizedText, lang: Language): string {
  const value = text[lang]
  return value !== undefined && value !== '' ? value : text.en
}

export const Id = z.string().min(1).max(64)
export const IsoDateTime = z.iso.datetime({ offset: true })
export const IsoDate = z.iso.date()

/** Money: non-negative, rounded to 2 decimals (spec section 5). */
export const Money = z.number().nonnegative().max(10_000_000)
export const roundMoney = (value: number): number => Math.round(value * 100) / 100

/** Every synced row carries the global version it was last written at. */
export const Versioned = z.object({ version: z.number().int().nonnegative() })
