/**
 * Moving a party to other tables (the table panel's "Move the party"): which tables of the
 * service can take it for its booked time, and which of its orders go with it.
 */
import { holdsTables, isOpenOrder, rangesOverlap } from '../../../sync/protocol/rules/index.ts'
import type { DiningTable, Order, Reservation } from '../../../sync/protocol/index.ts'

export interface MoveChoice {
  table: DiningTable
  /** One of the party's own tables now. */
  current: boolean
  /** Another booking holds it during the party's time, or someone else is eating there now. */
  busy: boolean
}

/**
 * Every table in use, in the plan's order, with whether it is the party's and whether it is
 * busy for the party's time: another pending, accepted or seated booking overlaps it there, or
 * (for a seated party) an open order stands on it.
 */
export function moveChoices(
  party: Reservation,
  tables: readonly DiningTable[],
  reservations: readonly Reservation[],
  orders: readonly Order[],
): MoveChoice[] {
  const start = Date.parse(party.time)
  const held = new Set<string>()
  for (const other of reservations) {
    if (other._id === party._id || !holdsTables(other.status)) continue
    if (rangesOverlap(start, party.length, Date.parse(other.time), other.length))
      for (const id of other.table_ids) held.add(id)
  }
  if (party.status === 'Active') {
    for (const order of orders) {
      if (order.table_id && isOpenOrder(order) && !party.table_ids.includes(order.table_id))
        held.add(order.table_id)
    }
  }
  return tables
    .filter((t) => t.active)
    .map((table) => ({
      table,
      current: party.table_ids.includes(table._id),
      busy: held.has(table._id),
    }))
}

/** The orders that move with the party: a seated party's open orders on its tables. */
export function ordersMovingWith(party: Reservation, orders: readonly Order[]): string[] {
  if (party.status !== 'Active') return []
  return orders
    .filter((o) => o.table_id && party.table_ids.includes(o.table_id) && isOpenOrder(o))
    .map((o) => o._id)
}

/** Seats of the chosen tables. */
export const seatsOf = (tables: readonly DiningTable[], ids: readonly string[]): number =>
  tables.reduce((sum, t) => (ids.includes(t._id) ? sum + t.capacity : sum), 0)
