import * as z from 'zod/mini'
import { ClientId, Id, ReadDay, Versioned } from './common.ts'
import {
  DISCOUNT_DEFAULT_AMOUNT,
  DISCOUNT_MAX_AMOUNT,
  DISCOUNT_MAX_ITEMS,
  DISCOUNT_MIN_AMOUNT,
  DISCOUNT_TYPES,
  PROMOTION_TYPES,
} from './rules/promotions.ts'

export * from './rules/promotions.ts'

/** A discount (spec 001 §3): a percentage off some menu items or spa treatments, for some days. */
export const Discount = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  name: z.string(),
  /** Menu item ids (type menu) or treatment ids (type spa). */
  items: z.array(Id),
  amount: z.int(),
  /** Hotel days, both included. */
  startDate: z.string(),
  endDate: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  category: z.nullable(z.string()),
})
export type Discount = z.infer<typeof Discount>

/** A promotion (spec 001 §3): a card on the guest room page during its days. */
export const Promotion = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  type: z.enum(PROMOTION_TYPES),
  /** type service: the service's id; type external: the URL (or a page of this host). */
  link: z.string(),
  discount_id: z.nullable(Id),
  image: z.nullable(z.string()),
})
export type Promotion = z.infer<typeof Promotion>

const Name = z.string().check(z.trim(), z.minLength(1, 'name is required'), z.maxLength(120))

const DiscountFields = {
  name: Name,
  items: z
    .array(Id)
    .check(z.minLength(1, 'choose at least one item'), z.maxLength(DISCOUNT_MAX_ITEMS)),
  amount: z
    .int('must be a whole number')
    .check(
      z.gte(DISCOUNT_MIN_AMOUNT, 'must be 0 to 100'),
      z.lte(DISCOUNT_MAX_AMOUNT, 'must be 0 to 100'),
    ),
  startDate: ReadDay,
  endDate: ReadDay,
  type: z.enum(DISCOUNT_TYPES),
  category: z.nullable(z.string().check(z.maxLength(120))),
}

/** createDiscount: `_id` is the client's own id (optional); amount 10 unless given. */
export const CreateDiscountBody = z.object({
  _id: z.optional(ClientId),
  business_id: z.optional(Id),
  ...DiscountFields,
  amount: z._default(DiscountFields.amount, DISCOUNT_DEFAULT_AMOUNT),
  category: z.optional(DiscountFields.category),
})
export type CreateDiscountBody = z.infer<typeof CreateDiscountBody>
export const DiscountCreatePayload = z.extend(CreateDiscountBody, { _id: ClientId })
export type DiscountCreatePayload = z.infer<typeof DiscountCreatePayload>

/** updateDiscount: the id and the fields that change. */
export const UpdateDiscountBody = z.object({
  _id: Id,
  name: z.optional(DiscountFields.name),
  items: z.optional(DiscountFields.items),
  amount: z.optional(DiscountFields.amount),
  startDate: z.optional(DiscountFields.startDate),
  endDate: z.optional(DiscountFields.endDate),
  type: z.optional(DiscountFields.type),
  category: z.optional(DiscountFields.category),
})
export type UpdateDiscountBody = z.infer<typeof UpdateDiscountBody>

export const DiscountIdBody = z.object({ discount_id: Id })
export type DiscountIdBody = z.infer<typeof DiscountIdBody>

const PromotionFields = {
  name: Name,
  description: z.string().check(z.trim(), z.maxLength(1000)),
  startDate: ReadDay,
  endDate: ReadDay,
  type: z.enum(PROMOTION_TYPES),
  link: z.string().check(z.trim(), z.minLength(1, 'link is required'), z.maxLength(2000)),
  discount_id: z.nullable(Id),
}

export const CreatePromotionBody = z.object({
  _id: z.optional(ClientId),
  business_id: z.optional(Id),
  ...PromotionFields,
  description: z._default(PromotionFields.description, ''),
  discount_id: z.optional(PromotionFields.discount_id),
})
export type CreatePromotionBody = z.infer<typeof CreatePromotionBody>
export const PromotionCreatePayload = z.extend(CreatePromotionBody, { _id: ClientId })
export type PromotionCreatePayload = z.infer<typeof PromotionCreatePayload>

export const UpdatePromotionBody = z.object({
  _id: Id,
  name: z.optional(PromotionFields.name),
  description: z.optional(PromotionFields.description),
  startDate: z.optional(PromotionFields.startDate),
  endDate: z.optional(PromotionFields.endDate),
  type: z.optional(PromotionFields.type),
  link: z.optional(PromotionFields.link),
  discount_id: z.optional(PromotionFields.discount_id),
})
export type UpdatePromotionBody = z.infer<typeof UpdatePromotionBody>

/** deletePromotion/{businessId}/{id}, as a push payload. */
export const PromotionIdBody = z.object({ business_id: Id, promotion_id: Id })
export type PromotionIdBody = z.infer<typeof PromotionIdBody>
