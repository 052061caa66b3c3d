/*
 * The synced rows of menu.ts: in the staff shell with SYNC_TABLES (sync.ts); the bodies and
 * payloads stay in menu.ts, which the lazy action areas, the screens and the server load.
 */
import * as z from 'zod/mini'
import { ARTICLE_KINDS } from './rules/requests.ts'
import { ALLERGENS, DIETS } from './rules/allergens.ts'
import { Id, LocalizedText, Money, Versioned } from './common.ts'

export const ModifierAnswer = z.object({ name: LocalizedText, price: Money })
export type ModifierAnswer = z.infer<typeof ModifierAnswer>

/** A modifier of an item: answers to choose from, at most `max` of them; `required` needs one. */
export const Modifier = z.object({
  name: LocalizedText,
  price: Money,
  answers: z.array(ModifierAnswer),
  max: z.int().check(z.positive()),
  required: z.boolean(),
})
export type Modifier = z.infer<typeof Modifier>

export const ArticleCategory = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  name: LocalizedText,
  image: z.nullable(z.string()),
  position: z.int(),
  min: z.nullable(z.int().check(z.nonnegative())),
  max: z.nullable(z.int().check(z.positive())),
  timeAvailable: z.nullable(
    z.object({
      start: z.object({ h: z.number(), m: z.number() }),
      end: z.object({ h: z.number(), m: z.number() }),
    }),
  ),
  service_name: z.string(),
  service_ids: z.array(Id),
  capacity: z.nullable(z.int().check(z.positive())),
})
export type ArticleCategory = z.infer<typeof ArticleCategory>

export const Article = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  service_id: Id,
  category_id: Id,
  name: LocalizedText,
  description: LocalizedText,
  price: Money,
  availability: z.boolean(),
  count: z.nullable(z.int().check(z.nonnegative())),
  modifiers: z.array(Modifier),
  position: z.int(),
  image: z.nullable(z.string()),
  /** item, cleaning or repair (rules/requests.ts); absent on rows stored before kinds. */
  kind: z.optional(z.enum(ARTICLE_KINDS)),
  /** The EU allergens it contains and the diets it suits (rules/allergens.ts); absent before. */
  allergens: z.optional(z.array(z.enum(ALLERGENS))),
  diets: z.optional(z.array(z.enum(DIETS))),
  /** Guest reads during a discount (docs/api.md, Discounts): the price before it; `price` is after. */
  full_price: z.optional(Money),
})
export type Article = z.infer<typeof Article>

/** A category name: English required (the fallback), 1 to 100 characters per language. */
