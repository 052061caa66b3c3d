/**
 * Which order a table phone adds to: the order it joined (rejoin accepted), else its own open
 * order at this table, else none (a new order). Pure, so the rules are tested without a page.
 */
import type { Order } from '../../../sync/protocol/orders.ts'

const OPEN: readonly Order['status'][] = ['Pending', 'Accepted', 'Finished']

export function baseOrderFor(
  tableId: string,
  joined: string | null,
  mine: readonly Pick<Order, '_id' | 'table_id' | 'base_order_id' | 'status'>[],
): string | null {
  if (joined) return joined
  const own = mine.find(
    (o) => o.table_id === tableId && o.base_order_id === null && OPEN.includes(o.status),
  )
  return own?._id ?? null
}

/** Whether the table's open order is another phone's, so this phone may ask to join it. */
export function canAskToJoin(
  openOrderId: string | null,
  joined: string | null,
  mine: readonly Pick<Order, '_id' | 'base_order_id'>[],
): boolean {
  if (!openOrderId || joined === openOrderId) return false
  return !mine.some((o) => o._id === openOrderId || o.base_order_id === openOrderId)
}

const JOINED_KEY = (tableId: string) => `guest-joined:${tableId}`

export function readJoined(tableId: string): string | null {
  try {
    return sessionStorage.getItem(JOINED_KEY(tableId))
  } catch {
    return null
  }
}

export function saveJoined(tableId: string, baseOrderId: string | null): void {
  try {
    if (baseOrderId) sessionStorage.setItem(JOINED_KEY(tableId), baseOrderId)
    else sessionStorage.removeItem(JOINED_KEY(tableId))
  } catch {
    // Storage unavailable: joined for this page only.
  }
}

const ORDERED_KEY = (tableId: string) => `guest-table-ordered:${tableId}`

/** Whether this phone has ordered at this table (its orders are then followed on every visit). */
export function hasOrderedHere(tableId: string): boolean {
  try {
    return localStorage.getItem(ORDERED_KEY(tableId)) !== null
  } catch {
    return false
  }
}

export function markOrderedHere(tableId: string): void {
  try {
    localStorage.setItem(ORDERED_KEY(tableId), '1')
  } catch {
    // Storage unavailable: followed for this page only.
  }
}
