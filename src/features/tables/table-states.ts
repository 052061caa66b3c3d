import { isOpenOrder, orderTotal, roundMoney } from '../../../sync/protocol/rules/index.ts'
import type { DiningTable, Order, Reservation } from '../../../sync/protocol/index.ts'

/**
 * What a waiter needs to know of a table now, most urgent first: an open order (its total and
 * since when), a party seated (their booking arrived), a booking within the next two hours (its
 * time), or free.
 */
export type TableStateKind = 'order' | 'seated' | 'reserved' | 'free'

export interface TableState {
  kind: TableStateKind
  /** The open orders at the table (placed, accepted, or finished and not paid yet). */
  orders: Order[]
  /** Their sum. */
  total: number
  /** When the first of them was placed (ms), or null. */
  openSince: number | null
  /** The arrived booking holding the table now, if any. */
  seated: Reservation | null
  /** The next booking not arrived yet, starting within the next two hours (late ones too). */
  next: Reservation | null
}

/** A booking is shown on its table this long before it starts. */
export const RESERVED_AHEAD_MS = 2 * 60 * 60_000

const WAITING: readonly Reservation['status'][] = ['Pending', 'Accepted']

const FREE: TableState = {
  kind: 'free',
  orders: [],
  total: 0,
  openSince: null,
  seated: null,
  next: null,
}

/** The state of each of `tables` at `now` (ms) from the service's orders and bookings. */
export function tableStates(
  tables: readonly Pick<DiningTable, '_id'>[],
  orders: readonly Order[],
  reservations: readonly Reservation[],
  now: number,
): Map<string, TableState> {
  const ids = new Set(tables.map((t) => t._id))
  const open = new Map<string, Order[]>()
  for (const order of orders) {
    if (!order.table_id || !ids.has(order.table_id) || !isOpenOrder(order)) continue
    open.set(order.table_id, [...(open.get(order.table_id) ?? []), order])
  }
  const seated = new Map<string, Reservation>()
  const next = new Map<string, Reservation>()
  for (const r of reservations) {
    const start = Date.parse(r.time)
    for (const id of r.table_ids) {
      if (!ids.has(id)) continue
      if (r.status === 'Active') {
        const held = seated.get(id)
        if (!held || Date.parse(held.time) < start) seated.set(id, r)
      } else if (
        WAITING.includes(r.status) &&
        start < now + RESERVED_AHEAD_MS &&
        start + r.length * 60_000 > now
      ) {
        const held = next.get(id)
        if (!held || Date.parse(held.time) > start) next.set(id, r)
      }
    }
  }
  const states = new Map<string, TableState>()
  for (const { _id } of tables) {
    const mine = (open.get(_id) ?? []).sort((a, b) => a.time.localeCompare(b.time))
    const party = seated.get(_id) ?? null
    const coming = next.get(_id) ?? null
    if (mine.length === 0 && !party && !coming) {
      states.set(_id, FREE)
      continue
    }
    const kind: TableStateKind = mine.length > 0 ? 'order' : party ? 'seated' : 'reserved'
    states.set(_id, {
      kind,
      orders: mine,
      total: roundMoney(mine.reduce((sum, o) => sum + orderTotal(o), 0)),
      openSince: mine.length > 0 ? Date.parse(mine[0]!.time) : null,
      seated: party,
      next: coming,
    })
  }
  return states
}

/** How many tables are in each state (the legend's counts). */
export function countStates(
  states: ReadonlyMap<string, TableState>,
): Record<TableStateKind, number> {
  const counts: Record<TableStateKind, number> = { order: 0, seated: 0, reserved: 0, free: 0 }
  for (const state of states.values()) counts[state.kind] += 1
  return counts
}
