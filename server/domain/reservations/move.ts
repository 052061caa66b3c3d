import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  holdsTables,
  isOpenOrder,
  type ReservationMovePayload,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { orders, reservations } from '../../db/schema.ts'
import { HttpError, badRequest, notFound } from '../../http/errors.ts'
import { orderChange } from '../order-step.ts'
import { orderToWire } from '../serialize.ts'
import type { StaffContext } from '../permissions.ts'
import { nextVersionSql } from '../versioning.ts'
import type { ChangeNotice, WriteResult } from '../writes/types.ts'
import { serviceOf } from './access.ts'
import { lockTables } from './booking.ts'
import { claimTables, releaseTables } from './claims.ts'
import { reservationNotice } from './notices.ts'
import { lockReservation } from './status.ts'
import { reservationToWire } from './wire.ts'

/**
 * moveReservationTables/{id}: a pending, accepted or seated party moves to other tables of its
 * service for its booked time. The old tables are let go and the new ones claimed in the same
 * transaction, so a table another booking holds refuses the move (409 reservation.taken naming
 * the table and that booking's time) and nothing changes. The listed orders (the party's open
 * orders on its old tables) move to the first new table; one paid meanwhile stays where it was.
 */
export async function moveReservation(
  tx: Tx,
  staff: StaffContext,
  body: ReservationMovePayload,
): Promise<WriteResult> {
  const current = await lockReservation(tx, staff, body.reservation_id)
  const { row } = current
  if (!holdsTables(row.status)) {
    throw new HttpError(
      409,
      'reservation.illegal_transition',
      `The reservation is ${row.status}: it cannot be moved.`,
    )
  }
  const service = await serviceOf(tx, staff.businessId, row.serviceId)
  await lockTables(tx, service, body.table_ids)
  const moving = await partyOrders(tx, staff.businessId, row, body.order_ids)

  await releaseTables(tx, row.id)
  await claimTables(tx, {
    reservationId: row.id,
    businessId: staff.businessId,
    tableIds: body.table_ids,
    start: Date.parse(row.time),
    minutes: row.length,
  })
  const [moved] = await tx
    .update(reservations)
    .set({
      tableIds: [...body.table_ids],
      version: nextVersionSql(),
      updatedAt: sql`now()`,
      updatedBy: staff.accountId,
    })
    .where(eq(reservations.id, row.id))
    .returning()
  const reservation = reservationToWire(moved!, current.serviceName)
  const changes: ChangeNotice[] = [reservationNotice(reservation, 'reservationChanged')]
  const movedOrders = []
  for (const id of moving) {
    const [order] = await tx
      .update(orders)
      .set({
        tableId: body.table_ids[0]!,
        version: nextVersionSql(),
        updatedAt: new Date().toISOString(),
        updatedBy: staff.accountId,
      })
      .where(eq(orders.id, id))
      .returning()
    const wire = orderToWire(order!)
    movedOrders.push(wire)
    changes.push({
      change: orderChange(wire),
      businessId: staff.businessId,
      audience: 'all',
      order: { event: 'orderChanged' },
    })
  }
  return { status: 200, body: { reservation, orders: movedOrders }, changes }
}

/**
 * The listed orders that move: each must be an order of the party's service on one of its old
 * tables (400 naming `order_ids` otherwise; another business's is 404); those no longer open are
 * left out.
 */
async function partyOrders(
  tx: Tx,
  businessId: string,
  reservation: { serviceId: string; tableIds: string[] },
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.id, [...ids]),
        eq(orders.businessId, businessId),
        isNull(orders.deletedAt),
      ),
    )
    .orderBy(orders.id)
    .for('update')
  const out: string[] = []
  for (const id of ids) {
    const order = rows.find((o) => o.id === id)
    if (!order) throw notFound('Order')
    if (
      order.serviceId !== reservation.serviceId ||
      !order.tableId ||
      !reservation.tableIds.includes(order.tableId)
    ) {
      throw badRequest('order_ids', `order_ids: order ${id} is not at the party’s tables`)
    }
    if (isOpenOrder(order)) out.push(id)
  }
  return out
}
