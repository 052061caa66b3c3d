import { ReservationMovePayload } from '../../protocol/action-schemas.ts'
import { holdsTables, isOpenOrder, type ReservationStatus } from '../../protocol/rules/index.ts'
import type { Change, Order } from '../../protocol/index.ts'
import type { ActionDefinition } from './definition.ts'
import { endpointRequest, rowChange } from './kinds.ts'

/**
 * The party moves to other tables (PUT moveReservationTables/{id}): the reservation takes the new
 * tables at once, and its open orders named in the payload (a seated party's, on the old tables)
 * go to the first of them; one the server finds paid or gone meanwhile stays where it is. The
 * server claims the new tables for the booked time; a lost race is refused with the reason.
 */
export const moveReservation: ActionDefinition<'reservation.moveTables'> = {
  type: 'reservation.moveTables',
  payload: ReservationMovePayload,
  entities: (p) => [
    { table: 'reservations', id: p.reservation_id },
    ...p.order_ids.map((id) => ({ table: 'orders' as const, id })),
  ],
  apply: (entity, row, p, at) => {
    if (!row) {
      return { ok: false, code: 'not_found', message: `No ${entity.table} row ${entity.id}.` }
    }
    if (entity.table === 'orders') {
      const order = row as unknown as Order
      return { ok: true, row: isOpenOrder(order) ? { ...row, table_id: p.table_ids[0] } : row }
    }
    const status = row.status as ReservationStatus
    if (!holdsTables(status)) {
      return { ok: false, code: 'conflict', message: `A ${status} reservation cannot be moved.` }
    }
    return { ok: true, row: { ...row, table_ids: [...p.table_ids], updated_at: at } }
  },
  request: endpointRequest('reservation.moveTables'),
  serverRows: (body) => {
    if (typeof body !== 'object' || body === null) return []
    const { reservation, orders } = body as { reservation?: unknown; orders?: unknown }
    const changes: Change[] = []
    const moved = rowChange('reservations', reservation)
    if (moved) changes.push(moved)
    for (const order of Array.isArray(orders) ? orders : []) {
      const change = rowChange('orders', order)
      if (change) changes.push(change)
    }
    return changes
  },
}
