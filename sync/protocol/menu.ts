import * as z from 'zod/mini'
import { ARTICLE_KINDS } from './rules/requests.ts'
import { ALLERGENS, DIETS } from './rules/allergens.ts'
import { ClientId, Id } from './common.ts'

export * from './rules/menu.ts'
export * from './menu-rows.ts'

const HourMinute = z.object({
  h: z.int().check(z.gte(0), z.lte(23)),
  m: z.int().check(z.gte(0), z.lte(59)),
})

const CategoryName = z.object({
  en: z.string().check(z.trim(), z.minLength(1, 'name.en is required'), z.maxLength(100)),
  srb: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  cro: z.optional(z.string().check(z.trim(), z.maxLength(100))),
})

const CategoryFields = {
  _id: z.optional(ClientId),
  business_id: z.optional(Id),
  name: CategoryName,
  position: z.optional(z.int().check(z.gte(0), z.lte(100_000))),
  min: z.optional(z.nullable(z.int().check(z.nonnegative(), z.lte(1000)))),
  max: z.optional(z.nullable(z.int().check(z.positive(), z.lte(1000)))),
  timeAvailable: z.optional(z.nullable(z.object({ start: HourMinute, end: HourMinute }))),
  service_ids: z.array(Id).check(
    z.minLength(1, 'service_ids needs at least one service'),
    z.maxLength(20),
    z.refine((ids) => new Set(ids).size === ids.length, { message: 'service_ids repeats an id' }),
  ),
  service_name: z.optional(z.string().check(z.maxLength(100))),
  capacity: z.optional(z.nullable(z.int().check(z.positive(), z.lte(100_000)))),
}

type MinMax = { min?: number | null | undefined; max?: number | null | undefined }
const minNotAboveMax = z.refine<MinMax>((b) => b.min == null || b.max == null || b.min <= b.max, {
  message: 'min must not be above max',
  path: ['min'],
})

/**
 * POST createArticleCategory. `_id` is the client's own id (optional: the server makes one when
 * it is missing); `business_id`, when sent, must be the session's business.
 */
export const CreateArticleCategoryBody = z.object(CategoryFields).check(minNotAboveMax)
export type CreateArticleCategoryBody = z.infer<typeof CreateArticleCategoryBody>

/** The outbox's create: the client always sends its own id and the business. */
export const CategoryCreatePayload = z
  .object({ ...CategoryFields, _id: ClientId, business_id: Id })
  .check(minNotAboveMax)
export type CategoryCreatePayload = z.infer<typeof CategoryCreatePayload>

/**
 * PUT updateArticleCategory: the category's id and the fields that change (any subset). The
 * image is not here: it has its own upload (docs/api.md, images).
 */
export const UpdateArticleCategoryBody = z
  .object({
    _id: Id,
    name: z.optional(CategoryName),
    position: CategoryFields.position,
    min: CategoryFields.min,
    max: CategoryFields.max,
    timeAvailable: CategoryFields.timeAvailable,
    service_ids: z.optional(CategoryFields.service_ids),
    capacity: CategoryFields.capacity,
  })
  .check(minNotAboveMax)
export type UpdateArticleCategoryBody = z.infer<typeof UpdateArticleCategoryBody>

export const CategoryIdBody = z.object({ category_id: Id })
export type CategoryIdBody = z.infer<typeof CategoryIdBody>

/** The reply of a delete: the tombstone (its version is the delete's). */
export const DeletedReply = z.object({ _id: Id, version: z.int(), deleted: z.literal(true) })
export type DeletedReply = z.infer<typeof DeletedReply>

/** A new order of rows after a drag: each row's id and its new position. */
const Positions = z
  .array(z.object({ _id: Id, position: z.int().check(z.gte(0), z.lte(100_000)) }))
  .check(
    z.minLength(1),
    z.maxLength(500),
    z.refine((list) => new Set(list.map((p) => p._id)).size === list.length, {
      message: 'each row may appear once',
    }),
  )
export type Positions = z.infer<typeof Positions>

/** PUT updateArticleCategoryPositions {categories}: a drag in the category list, all or nothing. */
export const CategoryPositionsBody = z.object({ categories: Positions })
export type CategoryPositionsBody = z.infer<typeof CategoryPositionsBody>

/** PUT updateArticlePositions {articles}: a drag in the item list, all or nothing. */
export const ArticlePositionsBody = z.object({ articles: Positions })
export type ArticlePositionsBody = z.infer<typeof ArticlePositionsBody>

/** A text per language for names: English required (the fallback), the others optional. */
export const ItemName = z.object({
  en: z.string().check(z.trim(), z.minLength(1, 'name.en is required'), z.maxLength(120)),
  srb: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  cro: z.optional(z.string().check(z.trim(), z.maxLength(120))),
})
export const ItemDescription = z.object({
  en: z.string().check(z.trim(), z.maxLength(1000)),
  srb: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
  cro: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
})

/** A price as staff save it: a non-negative number; the server rounds it to 2 decimals. */
export const Price = z.number().check(z.nonnegative('price must not be negative'), z.lte(1_000_000))

/** The fields of a modifier as staff write it (the spa's treatments add `max_guests`). */
export const MODIFIER_INPUT_FIELDS = {
  name: ItemName,
  price: Price,
  answers: z
    .array(z.object({ name: ItemName, price: Price }))
    .check(z.minLength(1, 'a modifier needs at least one answer'), z.maxLength(30)),
  max: z.int().check(z.positive('max must be at least 1'), z.lte(30)),
  required: z.boolean(),
}
/** `max` between 1 and the answer count. */
export const maxWithinAnswers = z.refine<{ max: number; answers: unknown[] }>(
  (m) => m.max <= m.answers.length,
  { message: 'max must not be above the number of answers', path: ['max'] },
)

/** A modifier as staff write it: at least one answer, `max` between 1 and the answer count. */
export const ModifierInput = z.object(MODIFIER_INPUT_FIELDS).check(maxWithinAnswers)
export type ModifierInput = z.infer<typeof ModifierInput>

const ArticleFields = {
  _id: z.optional(ClientId),
  business_id: z.optional(Id),
  service_id: Id,
  category_id: Id,
  name: ItemName,
  description: z.optional(ItemDescription),
  price: Price,
  availability: z.optional(z.boolean()),
  count: z.optional(z.nullable(z.int().check(z.nonnegative(), z.lte(1_000_000)))),
  modifiers: z.optional(z.array(ModifierInput).check(z.maxLength(20))),
  position: z.optional(z.int().check(z.gte(0), z.lte(100_000))),
  /** An amenities item's kind (rules/requests.ts); other services' items are plain items. */
  kind: z.optional(z.enum(ARTICLE_KINDS)),
  /** The EU allergens the item contains (rules/allergens.ts), each at most once. */
  allergens: z.optional(z.array(z.enum(ALLERGENS)).check(z.maxLength(ALLERGENS.length))),
  /** The diets the item suits. */
  diets: z.optional(z.array(z.enum(DIETS)).check(z.maxLength(DIETS.length))),
}

/**
 * POST createArticle. `_id` is the client's own id (optional: the server makes one when it is
 * missing); the service must be one of the category's services.
 */
export const CreateArticleBody = z.object(ArticleFields)
export type CreateArticleBody = z.infer<typeof CreateArticleBody>

/** The outbox's create: the client always sends its own id and the business. */
export const ArticleCreatePayload = z.object({ ...ArticleFields, _id: ClientId, business_id: Id })
export type ArticleCreatePayload = z.infer<typeof ArticleCreatePayload>

/** PUT updateArticle: the item's id and the fields that change (any subset). */
export const UpdateArticleBody = z.object({
  _id: Id,
  category_id: z.optional(Id),
  name: z.optional(ItemName),
  description: z.optional(ItemDescription),
  price: z.optional(Price),
  availability: z.optional(z.boolean()),
  count: ArticleFields.count,
  modifiers: ArticleFields.modifiers,
  position: ArticleFields.position,
  kind: ArticleFields.kind,
  allergens: ArticleFields.allergens,
  diets: ArticleFields.diets,
})
export type UpdateArticleBody = z.infer<typeof UpdateArticleBody>

export const ArticleIdBody = z.object({ article_id: Id })
export type ArticleIdBody = z.infer<typeof ArticleIdBody>
