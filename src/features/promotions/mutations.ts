import { engine } from '../../app/staff/engine.ts'
import type { Discount, Promotion } from '../../../sync/protocol/index.ts'
import type { checkDiscountDraft, checkPromotionDraft } from './drafts.ts'

type DiscountFields = NonNullable<ReturnType<typeof checkDiscountDraft>['fields']>
type PromotionFields = NonNullable<ReturnType<typeof checkPromotionDraft>['fields']>

/** Spec 001 §4: create when there is no id, update when there is one; through the outbox. */
export async function saveDiscount(
  businessId: string,
  fields: DiscountFields,
  existing: Discount | null,
): Promise<void> {
  if (existing) {
    await engine.enqueue('discount.update', { _id: existing._id, ...fields })
    return
  }
  await engine.enqueue('discount.create', {
    _id: crypto.randomUUID(),
    business_id: businessId,
    ...fields,
  })
}

export async function deleteDiscount(id: string): Promise<void> {
  await engine.enqueue('discount.delete', { discount_id: id })
}

/** A promotion, then its picture (compressed in the browser) after it, in the outbox's order. */
export async function savePromotion(
  businessId: string,
  fields: PromotionFields,
  existing: Promotion | null,
  picture: Blob | null,
): Promise<void> {
  const id = existing?._id ?? crypto.randomUUID()
  if (existing) await engine.enqueue('promotion.update', { _id: id, ...fields })
  else
    await engine.enqueue('promotion.create', {
      _id: id,
      business_id: businessId,
      ...fields,
    })
  if (picture)
    await engine.enqueue('image.upload', {
      kind: 'promotions',
      business_id: businessId,
      id,
      image: picture,
    })
}

export async function deletePromotion(businessId: string, id: string): Promise<void> {
  await engine.enqueue('promotion.delete', { business_id: businessId, promotion_id: id })
}
