import { z } from 'zod'
import { Id, LocalizedText, Money, Versioned } from './common.ts'

export const ModifierAnswer = z.object({ name: LocalizedText, price: Money })
export type ModifierAnswer = z.infer<typeof ModifierAnswer>

/** A modifier of an item: answers to choose from, at most `max` of them; `required` needs one. */
export const Modifier = z.object({
  name: LocalizedText,
  price: Money,
  answers: z.array(ModifierAnswer),
  max: z.number().int().positive(),
  required: z.boolean(),
})
export type Modifier = z.infer<typeof Modifier>

export const ArticleCategory = Versioned.extend({
  _id: Id,
  business_id: Id,
  name: LocalizedText,
  image: z.string().nullable(),
  position: z.number().int(),
  min: z.number().int().nonnegative().nullable(),
  max: z.number().int().positive().nullable(),
  timeAvailable: z
    .object({
      start: z.object({ h: z.number(), m: z.number() }),
      end: z.object({ h: z.number(), m: z.number() }),
    })
    .nullable(),
  service_name: z.string(),
  service_ids: z.array(Id),
  capacity: z.number().int().positive().nullable(),
})
export type ArticleCategory = z.infer<typeof ArticleCategory>

export const Article = Versioned.extend({
  _id: Id,
  business_id: Id,
  service_id: Id,
  category_id: Id,
  name: LocalizedText,
  description: LocalizedText,
  price: Money,
  availability: z.boolean(),
  count: z.number().int().nonnegative().nullable(),
  modifiers: z.array(Modifier),
  position: z.number().int(),
  image: z.string().nullable(),
})
export type Article = z.infer<typeof Article>
