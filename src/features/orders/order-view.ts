import type { DiningTable, Order } from '../../../sync/protocol/index.ts'

export type OrderPlace =
  { kind: 'room'; number: string } | { kind: 'table'; name: string } | { kind: 'unknown' }

/** Where an order goes: the room number, else the table's name (or its id if not synced yet). */
export function orderPlace(
  order: Pick<Order, 'room_number' | 'table_id'>,
  tables: ReadonlyMap<string, Pick<DiningTable, 'name'>>,
): OrderPlace {
  if (order.room_number) return { kind: 'room', number: order.room_number }
  if (order.table_id) {
    return { kind: 'table', name: tables.get(order.table_id)?.name ?? order.table_id }
  }
  return { kind: 'unknown' }
}
