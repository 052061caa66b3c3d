import { and, eq, isNull } from 'drizzle-orm'
import {
  LIVE_STATUSES,
  type LineState,
  type Order,
  type OrderLine,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import type { Tx } from '../db/client.ts'
import { guestAccounts, orders } from '../db/schema.ts'
import { HttpError, badRequest, forbidden, notFound } from '../http/errors.ts'
import { orderToWire } from './serialize.ts'
import { emitOrder } from './orders.ts'
import { lockOrder, orderChange } from './order-step.ts'
import { nextVersionSql, businessWrite } from './versioning.ts'
import { assertOrderAccess, type StaffContext } from './permissions.ts'

/*
 * Edits to an order that are not status changes: the kitchen's progress of one line and the
 * guest account linked to an order (by staff, or by the guest from their phone). Each bumps the order's version and is emitted as orderChanged,
 * like any other write to a synced row; a repeat that changes nothing writes and emits nothing.
 */

export interface LineStateRequest {
  staff: StaffContext
  orderId: string
  /**
   * Index into the stored order's own `content` (not into a view merged by base order); left out,
   * every line takes the state (the kitchen's "ready" on a whole order).
   */
  line?: number | undefined
  state: LineState
}

/**
 * A line's (or every line's) kitchen state, in the caller's transaction: the order as it is
 * after, and whether it changed (a repeat that changes nothing writes nothing).
 */
export async function writeLineState(
  tx: Tx,
  request: LineStateRequest,
): Promise<{ order: Order; changed: boolean }> {
  const { staff, line } = request
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
  if (line !== undefined && !current.content[line]) {
    throw badRequest(
      'line',
      `line: the order has ${current.content.length} lines (0 to ${current.content.length - 1})`,
    )
  }
  const touched = (i: number) => line === undefined || i === line
  if (current.content.every((l, i) => !touched(i) || (l.state ?? 'pending') === request.state)) {
    return { order: current, changed: false }
  }
  const content: OrderLine[] = current.content.map((l, i) =>
    touched(i) ? { ...l, state: request.state } : l,
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
  return { order: orderToWire(row!), changed: true }
}

/** itemStateForOrder: one business write, then the order's event when it changed. */
export async function setLineState(ctx: AppContext, request: LineStateRequest): Promise<Order> {
  const { order, changed } = await businessWrite(ctx.db, request.staff.businessId, (tx) =>
    writeLineState(tx, request),
  )
  if (changed) emitOrder(ctx, 'orderChanged', order)
  return order
}

/** The reply of addGuestToOrder: the order and the guest account now linked to it. */
export type OrderWithGuest = Order & { guest_id: string }

/**
 * Who links a guest to an order: staff with order access to the order's service, or the guest
 * themself from their phone (signed in to their profile) for an order that is theirs: one of the
 * stay whose room code the phone holds (`stayId`), or a table order the phone placed or added to
 * (`deviceId`: its own device id, the order's `user_id` or that of one of its additions).
 */
export type GuestLinker =
  | { kind: 'staff'; staff: StaffContext }
  | { kind: 'guest'; stayId: string | null; deviceId: string | null }

type OrderRow = typeof orders.$inferSelect

/** The business of a live order, for a guest who names only the order (404 when missing). */
async function orderBusiness(ctx: AppContext, orderId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ businessId: orders.businessId })
    .from(orders)
    .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)))
  if (!row) throw notFound('Order')
  return row.businessId
}

async function assertMayLink(tx: Tx, who: GuestLinker, order: OrderRow): Promise<void> {
  if (who.kind === 'staff') return assertOrderAccess(who.staff, order.serviceId)
  if (who.stayId !== null && order.stayId === who.stayId) return
  if (who.deviceId !== null && order.tableId !== null) {
    if (order.userId === who.deviceId) return
    const [addition] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.baseOrderId, order.id),
          eq(orders.userId, who.deviceId),
          isNull(orders.deletedAt),
        ),
      )
      .limit(1)
    if (addition) return
  }
  throw forbidden('You can add yourself only to an order of your room or of your phone.')
}

/**
 * Links a guest account to an order (for the guest's history). The guest must be one of the
 * order's business, or registered without a business; another business's guest is a 404 like a
 * missing one.
 */
export async function linkGuest(
  ctx: AppContext,
  request: { who: GuestLinker; orderId: string; guestId: string },
): Promise<OrderWithGuest> {
  const { who } = request
  const businessId =
    who.kind === 'staff' ? who.staff.businessId : await orderBusiness(ctx, request.orderId)
  const [guest] = await ctx.db
    .select({
      id: guestAccounts.id,
      businessId: guestAccounts.businessId,
      allergies: guestAccounts.allergies,
    })
    .from(guestAccounts)
    .where(eq(guestAccounts.id, request.guestId))
  if (!guest || (guest.businessId !== null && guest.businessId !== businessId))
    throw notFound('Guest')
  let changed = false
  const order = await businessWrite(ctx.db, businessId, async (tx) => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.id, request.orderId),
          eq(orders.businessId, businessId),
          isNull(orders.deletedAt),
        ),
      )
      .for('update')
    if (!current) throw notFound('Order')
    await assertMayLink(tx, who, current)
    if (current.guestId === guest.id) return current
    const [row] = await tx
      .update(orders)
      .set({
        guestId: guest.id,
        // The kitchen now knows whose order it is: their allergies replace the stay's.
        allergies: guest.allergies,
        version: nextVersionSql(),
        updatedAt: new Date().toISOString(),
        updatedBy: who.kind === 'staff' ? who.staff.accountId : `guest:${guest.id}`,
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
