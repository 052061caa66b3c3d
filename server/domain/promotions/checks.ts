import { and, eq, inArray, isNull } from 'drizzle-orm'
import {
  isPromotionLink,
  promotionTarget,
  type DiscountType,
  type PromotionType,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { articles, discounts, spaTreatments } from '../../db/schema.ts'
import { badRequest, forbidden, notFound } from '../../http/errors.ts'
import type { StaffContext } from '../permissions.ts'

/** Spec 001 §2: promotions and discounts are in Manage (the owner or a manager). */
export function assertManager(staff: StaffContext): void {
  if (!staff.manager)
    throw forbidden('Only the owner or a manager can manage promotions and discounts.')
}

export function assertOwnBusiness(staff: StaffContext, businessId: string | undefined): void {
  if (businessId !== undefined && businessId !== staff.businessId) throw notFound('Business')
}

/** The last day not before the first (both hotel days). */
export function assertDates(startDate: string, endDate: string): void {
  if (endDate < startDate) throw badRequest('endDate', 'endDate: must not be before startDate')
}

/**
 * Spec §5: a discount's items are the business's own live menu items (type menu) or treatments
 * (type spa), each once; 400 naming `items.N` otherwise.
 */
export async function assertDiscountItems(
  tx: Tx,
  staff: StaffContext,
  type: DiscountType,
  items: readonly string[],
): Promise<void> {
  const seen = new Set<string>()
  items.forEach((id, index) => {
    if (seen.has(id)) throw badRequest(`items.${index}`, `items.${index}: listed twice`)
    seen.add(id)
  })
  const table = type === 'menu' ? articles : spaTreatments
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        inArray(table.id, [...seen]),
        eq(table.businessId, staff.businessId),
        isNull(table.deletedAt),
      ),
    )
  const own = new Set(found.map((r) => r.id))
  const index = items.findIndex((id) => !own.has(id))
  if (index >= 0) {
    const what = type === 'menu' ? 'menu item' : 'spa treatment'
    throw badRequest(`items.${index}`, `items.${index}: no such ${what} in this business`)
  }
}

/**
 * Spec §5: a service promotion links one of the business's services (by id); an external one a
 * URL beginning with http:// or https://, or a page of this host. The discount it names, if any,
 * is one of the business's.
 */
export async function assertPromotionLink(
  tx: Tx,
  staff: StaffContext,
  promotion: { type: PromotionType; link: string; discount_id: string | null },
): Promise<void> {
  if (promotion.type === 'service') {
    const service = staff.services.find((s) => s._id === promotion.link)
    if (!service) throw badRequest('link', 'link: no such service in this business')
    if (promotionTarget(service) === null)
      throw badRequest('link', 'link: guests have no page of this service')
  } else if (!isPromotionLink(promotion.link)) {
    throw badRequest('link', 'link: must begin with http:// or https://')
  }
  if (promotion.discount_id !== null) {
    const [row] = await tx
      .select({ id: discounts.id })
      .from(discounts)
      .where(
        and(
          eq(discounts.id, promotion.discount_id),
          eq(discounts.businessId, staff.businessId),
          isNull(discounts.deletedAt),
        ),
      )
    if (!row) throw badRequest('discount_id', 'discount_id: no such discount in this business')
  }
}
