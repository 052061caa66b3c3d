import { LIVE_STATUSES } from './protocol/rules/index.ts'
import type { Order } from './protocol/index.ts'
import { shadowKey, type LocalDb } from './db.ts'

/**
 * Recent finished orders (Declined, Paid, Room) on this device: the pulled history pages and the
 * finished orders in `orders` (those this device acted on, or that changed by event), newest copy
 * of each order once, none the server deleted since. Newest first. For history and shift screens
 * (read it in a live query); the board and the kitchen read `orders` only.
 */
export async function recentHistoryOrders(db: LocalDb): Promise<Order[]> {
  const [pages, finished, liveRows, tombstones] = await Promise.all([
    db.orderHistory.toArray(),
    db.orders
      .where('status')
      .noneOf([...LIVE_STATUSES])
      .toArray(),
    db.orders
      .where('status')
      .anyOf([...LIVE_STATUSES])
      .toArray(),
    db.tombstones.where('key').startsWith('orders:').toArray(),
  ])
  const newest = new Map<string, Order>()
  const offer = (order: Order) => {
    const seen = newest.get(order._id)
    if (!seen || order.version > seen.version) newest.set(order._id, order)
  }
  for (const page of pages) page.rows.forEach(offer)
  finished.forEach(offer)
  const deleted = new Map(tombstones.map((t) => [t.key, t.version]))
  // A history copy is stale when the order is live again in `orders` (newer there) or deleted.
  const live = new Map(liveRows.map((o) => [o._id, o]))
  return [...newest.values()]
    .filter((o) => {
      const current = live.get(o._id)
      if (current && current.version > o.version) return false
      return (deleted.get(shadowKey('orders', o._id)) ?? 0) < o.version
    })
    .sort((a, b) => b.time.localeCompare(a.time))
}
