import type { Order } from '../orders.ts'

/** Newest first. */
export function sortNewestFirst<T extends Pick<Order, 'time'>>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0))
}

/**
 * Orders sharing a base order id are merged into the base order: lines appended, non-empty notes
 * joined with a slash, guests' allergies united. Orders whose base is not in the list stay on their own. Result newest first.
 */
export function mergeByBaseOrder<T extends Order>(orders: readonly T[]): T[] {
  const byId = new Map(orders.map((o) => [o._id, o]))
  const merged = new Map<string, T>()
  const ordered = [...orders].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0))
  for (const order of ordered) {
    const baseId =
      order.base_order_id && byId.has(order.base_order_id) ? order.base_order_id : order._id
    if (!merged.has(baseId)) {
      const base = byId.get(baseId) ?? order
      merged.set(baseId, { ...base, content: [...base.content] })
    }
    if (baseId === order._id) continue
    const target = merged.get(baseId)!
    target.content = [...target.content, ...order.content]
    target.note = [target.note, order.note].filter((n) => n.trim() !== '').join(' / ')
    // An addition by another guest at the table brings their allergies to the same card.
    const allergies = [...new Set([...(target.allergies ?? []), ...(order.allergies ?? [])])]
    if (allergies.length > 0) target.allergies = allergies
  }
  return sortNewestFirst([...merged.values()])
}
