import type { Order, OrderStatus } from '../../../sync/protocol/index.ts'

/**
 * The board shows a staff action in the same frame as the click: the status the action leads to
 * is kept here, in memory, until IndexedDB (read through the live query) says the same. The
 * outbox write is the record; this only hides the tens of milliseconds its round trips take.
 */
export type Overlay = ReadonlyMap<string, { status: OrderStatus; until: number }>

/** How long an entry may stand at most: after that the live query's row is always shown. */
export const OVERLAY_MS = 1000

/** The live rows with the actions still in flight shown (expired entries are pruned by the store). */
export function withOverlay<T extends Pick<Order, '_id' | 'status'>>(
  orders: readonly T[],
  overlay: Overlay,
): readonly T[] {
  if (overlay.size === 0) return orders
  return orders.map((order) => {
    const entry = overlay.get(order._id)
    return entry && entry.status !== order.status ? { ...order, status: entry.status } : order
  })
}

/** Entries still needed: not expired, and not yet agreed by the live rows. */
export function pruneOverlay(
  overlay: Overlay,
  orders: readonly Pick<Order, '_id' | 'status'>[],
  now: number,
): Overlay {
  const statusOf = new Map(orders.map((o) => [o._id, o.status]))
  const kept = new Map<string, { status: OrderStatus; until: number }>()
  for (const [id, entry] of overlay) {
    if (entry.until > now && statusOf.get(id) !== entry.status) kept.set(id, entry)
  }
  return kept.size === overlay.size ? overlay : kept
}
