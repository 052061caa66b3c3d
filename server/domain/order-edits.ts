import { and, eq, isNull } from 'drizzle-orm'
import {
  LIVE_STATUSES,
  type LineState,
  type Order,
  type OrderLine,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { guestAccounts, orders } from '../db/schema.ts'
import { HttpError, badRequest, notFound } from '../http/errors.ts'
import { orderToWire } from './serialize.ts'
import { emitOrder } from './orders.ts'
import { lockOrder, orderChange } from './order-step.ts'
import { nextVersionSql, businessWrite } from './versioning.ts'
import { assertOrderAccess, type StaffContext } from './permissions.ts'

/*
 * Staff edits to an order that are not status changes: the kitchen's progress of one line and the
 * guest account linked to an order. Each bumps the order's version and is emitted as orderChanged,
 * like any other write to a synced row; a repeat that changes nothing writes and emits nothing.
 */

export interface LineStateRequest {
  staff: StaffContext
  orderId: string
  /** Index into the stored order's own `content` (not into a view merged by base order). */
  line: number
  state: LineState
}

export async function setLineState(ctx: AppContext, request: LineStateRequest): Promise<Order> {
  const { staff } = request
  let changed = false
  const order = await businessWrite(ctx.db, staff.businessId, async (tx) => {
    const current = await lockOrder(tx, staff.businessId, request.orderId)
    assertOrderAccess(staff, current.service_id)
    if (!LIVE_STATUSES.includes(current.status)) {
      throw new HttpError(
        409,
        'order.illegal_transition',
        `Order is already ${current.status}; its lines cannot change.`,
        { current: orderChange(current) },
      )
    }
    const target = current.content[request.line]
    if (!target) {
      throw badRequest(
        'line',
        `line: the order has ${current.content.length} lines (0 to ${current.content.length - 1})`,
      )
    }
    if ((target.state ?? 'pending') === request.state) return current
    const content: OrderLine[] = current.content.map((l, i) =>
      i === request.line ? { ...l, state: request.state } : l,
    )
    const [row] = await tx
      .update(orders)
      .set({
        content,
        version: nextVersionSql(),
        updatedAt: new Date().toISOString(),
        updatedBy: staff.accountId,
      })
      .where(eq(orders.id, current._id))
      .returning()
    changed = true
    return orderToWire(row!)
  })
  if (changed) emitOrder(ctx, 'orderChanged', order)
  return order
}

/** The reply of addGuestToOrder: the order and the guest account now linked to it. */
export type OrderWithGuest = Order & { guest_id: string }

/**
 * Links a guest account to an order (for the guest's history). The guest must be one of this
 * business, or registered without a business; another business's guest is a 404 like a missing one.
 */
export async function linkGuest(
  ctx: AppContext,
  request: { staff: StaffContext; orderId: string; guestId: string },
): Promise<OrderWithGuest> {
  const { staff } = request
  const [guest] = await ctx.db
    .select({ id: guestAccounts.id, businessId: guestAccounts.businessId })
    .from(guestAccounts)
    .where(eq(guestAccounts.id, request.guestId))
  if (!guest || (guest.businessId !== null && guest.businessId !== staff.businessId))
    throw notFound('Guest')
  let changed = false
  const order = await businessWrite(ctx.db, staff.businessId, async (tx) => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, request.orderId),
          eq(orders.businessId, staff.businessId),
          isNull(orders.deletedAt),
        ),
      )
      .for('update')
    if (!current) throw notFound('Order')
    assertOrderAccess(staff, current.serviceId)
    if (current.guestId === guest.id) return current
    const [row] = await tx
      .update(orders)
      .set({
        guestId: guest.id,
        version: nextVersionSql(),
        updatedAt: new Date().toISOString(),
        updatedBy: staff.accountId,
      })
      .where(eq(orders.id, current.id))
      .returning()
    changed = true
    return row!
  })
  const wire = orderToWire(order)
  if (changed) emitOrder(ctx, 'orderChanged', wire)
  return { ...wire, guest_id: guest.id }
}
