import { and, eq, gte, isNull, lte } from 'drizzle-orm'
import {
  discountPercent,
  discountedPrice,
  todayIn,
  type DiscountType,
  type PricingDiscount,
} from '../../../sync/protocol/index.ts'
import type { Db, Tx } from '../../db/client.ts'
import { discounts } from '../../db/schema.ts'
import { zoneOfBusiness } from '../business-zone.ts'

/*
 * Discounts change prices on the server only (docs/api.md, Discounts): an order's lines and a
 * spa appointment are priced here when they are made, and the guest reads of the menu and the
 * treatments carry the price of the hotel's today with `full_price` beside it. What a phone
 * sends as a price is never read.
 */

/** The business's live discounts of `type` running on hotel day `day`. */
export async function discountsOn(
  db: Db | Tx,
  businessId: string,
  type: DiscountType,
  day: string,
): Promise<PricingDiscount[]> {
  const rows = await db
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.businessId, businessId),
        eq(discounts.type, type),
        isNull(discounts.deletedAt),
        lte(discounts.startDate, day),
        gte(discounts.endDate, day),
      ),
    )
  return rows
}

/** The business's today (its zone's wall clock). */
export async function hotelToday(db: Db | Tx, businessId: string, now = Date.now()) {
  return todayIn(await zoneOfBusiness(db, businessId), now)
}

interface PricedRow {
  _id: string
  business_id: string
  price: number
}

/**
 * Rows (menu items or treatments) priced for `day` (default: each business's today): a
 * discounted one gets its new `price` and the old one as `full_price`; others are unchanged.
 */
export async function withDiscounts<R extends PricedRow>(
  db: Db | Tx,
  type: DiscountType,
  rows: readonly R[],
  day?: string,
): Promise<(R & { full_price?: number })[]> {
  const businesses = [...new Set(rows.map((r) => r.business_id))]
  const byBusiness = new Map<string, { day: string; list: PricingDiscount[] }>()
  for (const businessId of businesses) {
    const on = day ?? (await hotelToday(db, businessId))
    byBusiness.set(businessId, { day: on, list: await discountsOn(db, businessId, type, on) })
  }
  return rows.map((row) => {
    const found = byBusiness.get(row.business_id)
    if (!found || found.list.length === 0) return row
    const percent = discountPercent(found.list, type, row._id, found.day)
    if (percent <= 0) return row
    return { ...row, price: discountedPrice(row.price, percent), full_price: row.price }
  })
}
