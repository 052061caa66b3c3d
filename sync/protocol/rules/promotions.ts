/*
 * Promotions and discounts (spec 001 §3, §5, §9): what server, staff screens and guest pages
 * share. Days are the hotel's wall-clock days (YYYY-MM-DD, hotel-clock.ts); a discount or a
 * promotion runs from its startDate to its endDate, both included.
 */
import { roundMoney } from './common.ts'
import { isBookableSpa } from './reservable.ts'
import { orderingServices } from './service.ts'
import type { Service } from '../service.ts'

export const PROMOTION_TYPES = ['service', 'external'] as const
export type PromotionType = (typeof PROMOTION_TYPES)[number]
export const DISCOUNT_TYPES = ['menu', 'spa'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

/** Spec §9: a discount is a percentage from 0 to 100, 10 unless chosen. */
export const DISCOUNT_DEFAULT_AMOUNT = 10
export const DISCOUNT_MIN_AMOUNT = 0
export const DISCOUNT_MAX_AMOUNT = 100
/** Items one discount may name. */
export const DISCOUNT_MAX_ITEMS = 500

/** The paths (spec 001 §7). Unprefixed ones answer on both of the discounts' bases (docs/api.md). */
export const DISCOUNT_BASE = '/api/hotel/discount'
export const DISCOUNT_V2_BASE = '/api/v2/business/discount'
export const PROMOTION_BASE = '/api/hotel/promotion'

/** What the rules read of a dated row. */
export interface Dated {
  startDate: string
  endDate: string
}

/** On `day` the row runs (start and end included). */
export const runsOn = (row: Dated, day: string): boolean =>
  row.startDate <= day && day <= row.endDate

/** Current or still to come on `today` (the staff list); otherwise past (the expandable list). */
export const isCurrentOrFuture = (row: Dated, today: string): boolean => row.endDate >= today

/** The current/future rows first by start day, the past ones newest first. */
export function splitByToday<R extends Dated & { name: string }>(
  rows: readonly R[],
  today: string,
): { current: R[]; past: R[] } {
  const current = rows
    .filter((r) => isCurrentOrFuture(r, today))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name))
  const past = rows
    .filter((r) => !isCurrentOrFuture(r, today))
    .sort((a, b) => b.endDate.localeCompare(a.endDate) || a.name.localeCompare(b.name))
  return { current, past }
}

/**
 * Spec §5: an external promotion's link begins with http:// (or https://) or is a page of this
 * host (a path beginning with one "/").
 */
export function isPromotionLink(link: string): boolean {
  const text = link.trim()
  if (/\s/.test(text)) return false
  return /^https?:\/\/[^/]+/i.test(text) || /^\/(?!\/)/.test(text)
}

/** What the pricing reads of a discount. */
export interface PricingDiscount extends Dated {
  type: DiscountType
  items: readonly string[]
  amount: number
}

/**
 * The percentage off `itemId` (a menu item for `menu`, a treatment for `spa`) on `day`: the
 * biggest of the discounts that name it and run that day (two discounts never add up); 0 when
 * none does.
 */
export function discountPercent(
  discounts: readonly PricingDiscount[],
  type: DiscountType,
  itemId: string,
  day: string,
): number {
  let best = 0
  for (const d of discounts) {
    if (d.type === type && runsOn(d, day) && d.items.includes(itemId) && d.amount > best)
      best = d.amount
  }
  return Math.min(best, DISCOUNT_MAX_AMOUNT)
}

/** A price with `percent` off, rounded to cents (spec §9). */
export const discountedPrice = (price: number, percent: number): number =>
  percent <= 0 ? price : roundMoney((price * (100 - percent)) / 100)

/**
 * Where a service promotion takes a guest: the service's menu (an ordering service) or its spa
 * booking; null for a service a guest has no page of (a promotion cannot lead there).
 */
export function promotionTarget(service: Service): 'menu' | 'spa' | null {
  if (orderingServices([service]).length > 0) return 'menu'
  if (isBookableSpa(service) && service.options.active !== false) return 'spa'
  return null
}
