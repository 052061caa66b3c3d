/**
 * Category limits (spec section 5): a category is in limits if it has no min or max, or the count
 * of distinct cart lines in it lies between min and max. A missing bound is open (min only: at
 * least min; max only: at most max). Finishing an order is allowed only when every category is
 * in limits; otherwise the menu scrolls to the first violating category (by position).
 */
import type { ArticleCategory } from '../../../sync/protocol/menu.ts'
import type { Cart } from './cart.ts'

export type LimitedCategory = Pick<ArticleCategory, '_id' | 'position' | 'min' | 'max'>

export type LimitViolation = {
  category_id: string
  /** `min`: too few distinct lines; `max`: too many. */
  kind: 'min' | 'max'
  count: number
  min: number | null
  max: number | null
}

/** Distinct lines (not items): two lines of one article with other answers count twice. */
export function distinctLinesIn(cart: Cart, categoryId: string): number {
  return cart.filter((l) => l.category_id === categoryId).length
}

export function limitViolation(category: LimitedCategory, cart: Cart): LimitViolation | null {
  const { min, max } = category
  if (min === null && max === null) return null
  const count = distinctLinesIn(cart, category._id)
  const base = { category_id: category._id, count, min, max }
  if (min !== null && count < min) return { ...base, kind: 'min' }
  if (max !== null && count > max) return { ...base, kind: 'max' }
  return null
}

export function isInLimits(category: LimitedCategory, cart: Cart): boolean {
  return limitViolation(category, cart) === null
}

/** Every violation, the categories in menu order (position, then id). */
export function limitViolations(
  categories: readonly LimitedCategory[],
  cart: Cart,
): LimitViolation[] {
  return [...categories]
    .sort((a, b) => a.position - b.position || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
    .flatMap((c) => {
      const violation = limitViolation(c, cart)
      return violation ? [violation] : []
    })
}
