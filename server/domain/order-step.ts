import { and, eq, inArray, isNull } from 'drizzle-orm'
import {
  targetStatus,
  transition,
  type Change,
  type Order,
  type OrderAction,
  type OrderEventName,
  type OrderStatus,
} from '../../sync/protocol/index.ts'
import type { Tx } from '../db/client.ts'
import { orders } from '../db/schema.ts'
import { HttpError, notFound } from '../http/errors.ts'
import { orderToWire } from './serialize.ts'
import { nextVersionSql } from './versioning.ts'

/*
 * One order action on one order, inside a business write (businessWrite): shared by the single
 * REST endpoints (applyOrderAction) and the batched push (push.ts).
 */

export const orderChange = (order: Order): Change => ({
  table: 'orders',
  id: order._id,
  version: order.version,
  deleted: false,
  row: order,
})

/** The socket event for an order that changed to this status. */
export const EVENT_OF: Record<OrderStatus, OrderEventName> = {
  Pending: 'orderUpdatePending',
  Accepted: 'orderAccepted',
  Declined: 'orderDeclined',
  Finished: 'orderFinished',
  Paid: 'orderPaid',
  Room: 'orderChanged',
}

const ACTION_PAST: Record<OrderAction, string> = {
  accept: 'accepted',
  decline: 'declined',
  finish: 'finished',
  roomServiceFinished: 'finished',
  pay: 'paid',
  billToRoom: 'billed to a room',
}

/** Locks one live order of the business (FOR UPDATE); 404 when missing or another business's. */
export async function lockOrder(tx: Tx, businessId: string, orderId: string): Promise<Order> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.businessId, businessId), isNull(orders.deletedAt)))
    .for('update')
  if (!row) throw notFound('Order')
  return orderToWire(row)
}

/** Locks several orders of the business in one query; missing ones are absent from the map. */
export async function lockOrders(
  tx: Tx,
  businessId: string,
  orderIds: readonly string[],
): Promise<Map<string, Order>> {
  if (orderIds.length === 0) return new Map()
  const rows = await tx
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.id, [...orderIds]),
        eq(orders.businessId, businessId),
        isNull(orders.deletedAt),
      ),
    )
    .orderBy(orders.id)
    .for('update')
  return new Map(rows.map((row) => [row.id, orderToWire(row)]))
}

export interface OrderStep {
  action: OrderAction
  actor: string
  /** Checked on the locked row before anything changes (throws 403, or 409 with `current`). */
  authorize: (order: Order) => void
  declineReason?: string
  /** billToRoom: the stay charged and its room's name. */
  stay?: { id: string; roomNumber: string }
}

/**
 * Applies one action to one order the transaction holds locked, and returns the order after it.
 * An order already in the action's target status is left as it is (`changed: false`: a repeat or
 * a second tablet doing the same succeeds); an illegal transition throws 409 carrying the row.
 */
export async function applyOrderStep(
  tx: Tx,
  current: Order,
  step: OrderStep,
): Promise<{ order: Order; changed: boolean }> {
  step.authorize(current)
  if (current.status === targetStatus(current, step.action))
    return { order: current, changed: false }
  const next = transition(current, step.action)
  if (!next.ok) {
    throw new HttpError(
      409,
      'order.illegal_transition',
      `Order is already ${current.status}; it cannot be ${ACTION_PAST[step.action]}.`,
      { current: orderChange(current) },
    )
  }
  const [row] = await tx
    .update(orders)
    .set({
      status: next.status,
      version: nextVersionSql(),
      updatedAt: new Date().toISOString(),
      updatedBy: step.actor,
      ...(step.action === 'decline' ? { declineReason: step.declineReason ?? '' } : {}),
      ...(step.action === 'billToRoom' && step.stay
        ? { payment: 'room' as const, stayId: step.stay.id, roomNumber: step.stay.roomNumber }
        : {}),
    })
    .where(eq(orders.id, current._id))
    .returning()
  return { order: orderToWire(row!), changed: true }
}
