import type { Discount, Promotion } from '../../../sync/protocol/index.ts'
import type { discounts, promotions } from '../../db/schema.ts'

export const discountToWire = (r: typeof discounts.$inferSelect): Discount => ({
  _id: r.id,
  business_id: r.businessId,
  name: r.name,
  items: r.items,
  amount: r.amount,
  startDate: r.startDate,
  endDate: r.endDate,
  type: r.type,
  category: r.category,
  version: r.version,
})

export const promotionToWire = (r: typeof promotions.$inferSelect): Promotion => ({
  _id: r.id,
  business_id: r.businessId,
  name: r.name,
  description: r.description,
  startDate: r.startDate,
  endDate: r.endDate,
  type: r.type,
  link: r.link,
  discount_id: r.discountId,
  image: r.image,
  version: r.version,
})
