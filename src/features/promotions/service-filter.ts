/*
 * The screens' service filter (the route's `{service}` presets it, as on the orders and
 * reservations boards): all, or the promotions leading to one service, or the discounts on one
 * service's items. The sidebar's own segment (the Manage section's) names no such service: all.
 */
import type { Discount, Promotion } from '../../../sync/protocol/index.ts'
import type { ServiceFilter } from '../orders/board.ts'

export function promotionsFor(rows: readonly Promotion[], filter: ServiceFilter): Promotion[] {
  if (filter === 'all') return [...rows]
  return rows.filter((p) => p.type === 'service' && p.link === filter)
}

/** `serviceOf`: each discountable item's service (menu item or treatment). */
export function discountsFor(
  rows: readonly Discount[],
  filter: ServiceFilter,
  serviceOf: ReadonlyMap<string, string>,
): Discount[] {
  if (filter === 'all') return [...rows]
  return rows.filter((d) => d.items.some((id) => serviceOf.get(id) === filter))
}
