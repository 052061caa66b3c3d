import type { DiningTable, Order } from '../../../sync/protocol/index.ts'

export type OrderPlace =
  | { kind: 'room'; number: string }
  | { kind: 'table'; name: string; roomBill?: string }
  | { kind: 'unknown' }

/**
 * Where an order goes: its table (by name, or its id if not synced yet), with the room whose bill
 * it is charged to, if any, so the waiter knows where to bring it; else the room of a room order.
 */
export function orderPlace(
  order: Pick<Order, 'room_number' | 'table_id'>,
  tables: ReadonlyMap<string, Pick<DiningTable, 'name'>>,
): OrderPlace {
  if (order.table_id) {
    const name = tables.get(order.table_id)?.name ?? order.table_id
    return order.room_number
      ? { kind: 'table', name, roomBill: order.room_number }
      : { kind: 'table', name }
  }
  if (order.room_number) return { kind: 'room', number: order.room_number }
  return { kind: 'unknown' }
}
