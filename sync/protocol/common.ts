import * as z from 'zod/mini'
import { CLIENT_ID_MESSAGE, CLIENT_ID_PATTERN, LANGUAGES } from './rules/common.ts'

export * from './rules/common.ts'

export const Language = z.enum(LANGUAGES)
export type Language = z.infer<typeof Language>

/** A text given per language; `en` is always present and is the fallback. */
export const LocalizedText = z.object({
  en: z.string(),
  srb: z.optional(z.string()),
  cro: z.optional(z.string()),
})
export type LocalizedText = z.infer<typeof LocalizedText>

export const Id = z.string().check(z.minLength(1), z.maxLength(64))

/**
 * An id a client made for a row it creates (a uuid from the outbox, usually): 8 to 64 letters,
 * digits, '-' or '_'. The server refuses one that already belongs to any row (docs/api.md).
 */
export const ClientId = z.string().check(z.regex(CLIENT_ID_PATTERN, CLIENT_ID_MESSAGE))
export const IsoDateTime = z.iso.datetime({ offset: true })
export const IsoDate = z.iso.date()

/** Money: non-negative, rounded to 2 decimals (spec section 5; roundMoney). */
export const Money = z.number().check(z.nonnegative(), z.lte(10_000_000))

/** Every synced row carries the global version it was last written at. */
export const Versioned = z.object({ version: z.int().check(z.nonnegative()) })
