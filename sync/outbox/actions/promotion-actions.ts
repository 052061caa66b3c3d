import {
  DiscountCreatePayload,
  DiscountIdBody,
  PromotionCreatePayload,
  PromotionIdBody,
  UpdateDiscountBody,
  UpdatePromotionBody,
} from '../../protocol/action-schemas.ts'
import { createAction, deleteAction, endpointRequest, updateAction } from './kinds.ts'

/** The fields an update sends (an absent one stays as it is). */
function definedFields<P extends { _id: string }>({ _id: _, ...fields }: P) {
  const patch: Record<string, unknown> = { ...fields }
  for (const key of Object.keys(patch)) if (patch[key] === undefined) delete patch[key]
  return patch
}

/** A new discount with the client's id: POST createDiscount -> Discount. */
export const createDiscount = createAction({
  type: 'discount.create',
  table: 'discounts',
  payload: DiscountCreatePayload,
  id: (p) => p._id,
  build: (p) => ({
    _id: p._id,
    business_id: p.business_id ?? '',
    name: p.name,
    items: p.items,
    amount: p.amount,
    startDate: p.startDate,
    endDate: p.endDate,
    type: p.type,
    category: p.category ?? null,
  }),
  request: endpointRequest('discount.create'),
})

/** PUT updateDiscount: the fields that change. */
export const updateDiscount = updateAction({
  type: 'discount.update',
  table: 'discounts',
  payload: UpdateDiscountBody,
  id: (p) => p._id,
  patch: definedFields,
  request: endpointRequest('discount.update'),
})

/** DELETE deleteDiscount/{id}. */
export const deleteDiscount = deleteAction({
  type: 'discount.delete',
  table: 'discounts',
  payload: DiscountIdBody,
  id: (p) => p.discount_id,
  request: endpointRequest('discount.delete'),
})

/** A new promotion with the client's id: POST createPromotion -> Promotion (its picture after). */
export const createPromotion = createAction({
  type: 'promotion.create',
  table: 'promotions',
  payload: PromotionCreatePayload,
  id: (p) => p._id,
  build: (p) => ({
    _id: p._id,
    business_id: p.business_id ?? '',
    name: p.name,
    description: p.description,
    startDate: p.startDate,
    endDate: p.endDate,
    type: p.type,
    link: p.link,
    discount_id: p.discount_id ?? null,
    image: null,
  }),
  request: endpointRequest('promotion.create'),
})

/** PUT updatePromotion: the fields that change. */
export const updatePromotion = updateAction({
  type: 'promotion.update',
  table: 'promotions',
  payload: UpdatePromotionBody,
  id: (p) => p._id,
  patch: definedFields,
  request: endpointRequest('promotion.update'),
})

/** DELETE deletePromotion/{businessId}/{id}. */
export const deletePromotion = deleteAction({
  type: 'promotion.delete',
  table: 'promotions',
  payload: PromotionIdBody,
  id: (p) => p.promotion_id,
  request: endpointRequest('promotion.delete'),
})
