import { orderTotal, roundMoney } from '../../../sync/protocol/rules/index.ts'
import type { Order } from '../../../sync/protocol/index.ts'

/** How long a paid order stays on a device (docs/sync.md: older history is not pulled). */
export const PAID_KEPT_MS = 48 * 60 * 60 * 1000

export interface ShiftEarnings {
  /** Count times price (modifier answers included) over the orders paid since the start. */
  total: number
  /** How many orders that is. */
  orders: number
  /** The shift started before the oldest paid orders this device keeps: the total may be short. */
  partial: boolean
}

/**
 * What the shift earned (spec 000 §8): the paid orders whose payment (their last change) is at or
 * after `since`. `orders` may hold several copies of an order (board and history pages): each
 * counts once, by id.
 */
export function shiftEarnings(orders: readonly Order[], since: Date, now: Date): ShiftEarnings {
  const from = since.getTime()
  const paid = new Map<string, Order>()
  for (const order of orders) {
    if (order.status !== 'Paid' || Date.parse(order.updated_at) < from) continue
    paid.set(order._id, order)
  }
  let total = 0
  for (const order of paid.values()) total += orderTotal(order)
  return {
    total: roundMoney(total),
    orders: paid.size,
    partial: now.getTime() - from > PAID_KEPT_MS,
  }
}
