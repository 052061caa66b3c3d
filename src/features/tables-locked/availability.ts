import {
  HOLDING_STATUSES,
  LIVE_STATUSES,
  rangesOverlap,
  tableLengthMinutes,
} from '../../../sync/protocol/rules/index.ts'
import type { DiningTable, Order, Reservation } from '../../../sync/protocol/index.ts'

export type TableState =
  | { kind: 'free' }
  | { kind: 'reserved'; reservation: Reservation }
  | { kind: 'occupied'; orders: Order[] }

export interface TableAvailability {
  table: DiningTable
  state: TableState
  /** Finished (served, not paid) orders of the table: what the tablet marks paid. */
  finished: Order[]
}

/**
 * Each active table of the service at the slot starting `start` (ms), held for the table's own
 * length (spec §9): occupied when the slot is the current one and the table has an open order
 * (pending, accepted or finished and not paid); else reserved when a pending, accepted or active
 * reservation holds it for part of that time; else free. Tables by name.
 */
export function tableAvailability(
  tables: readonly DiningTable[],
  reservations: readonly Reservation[],
  orders: readonly Order[],
  start: number,
  now: number,
): TableAvailability[] {
  const current = isCurrentSlot(start, now)
  const holding = reservations.filter((r) => HOLDING_STATUSES.includes(r.status))
  return tables
    .filter((t) => t.active)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }))
    .map((table) => {
      const own = orders.filter((o) => o.table_id === table._id)
      const open = own.filter((o) => LIVE_STATUSES.includes(o.status))
      const finished = own.filter((o) => o.status === 'Finished')
      const minutes = tableLengthMinutes(table.length)
      const reservation = holding
        .filter((r) => r.table_ids.includes(table._id))
        .filter((r) => rangesOverlap(start, minutes, Date.parse(r.time), r.length))
        .sort((a, b) => Date.parse(a.time) - Date.parse(b.time))[0]
      let state: TableState = { kind: 'free' }
      if (current && open.length > 0) state = { kind: 'occupied', orders: open }
      else if (reservation) state = { kind: 'reserved', reservation }
      return { table, state, finished }
    })
}

/** The slot being served right now: [start, start + 15 min) holds `now`. */
export function isCurrentSlot(start: number, now: number): boolean {
  return start <= now && now < start + 15 * 60_000
}
