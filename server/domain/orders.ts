import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import {
  mergeByBaseOrder,
  targetStatus,
  transition,
  type Change,
  type CreateOrderBody,
  type Order,
  type OrderAction,
  type OrderEventName,
  type OrderStatus,
  type Origin,
  type Service,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import type { Tx } from '../db/client.ts'
import { articles, orders } from '../db/schema.ts'
import { HttpError, notFound } from '../http/errors.ts'
import { articleToWire, orderToWire } from './serialize.ts'
import { priceLines } from './order-pricing.ts'
import { businessWrite } from './versioning.ts'

export const orderChange = (order: Order): Change => ({
  table: 'orders',
  id: order._id,
  version: order.version,
  deleted: false,
  row: order as unknown as Record<string, unknown>,
})

export function emitOrder(ctx: AppContext, event: OrderEventName, order: Order): void {
  ctx.realtime.emitOrder(event, orderChange(order), {
    serviceId: order.service_id,
    stayId: order.stay_id,
    userId: order.user_id,
  })
}

export interface NewOrder {
  body: CreateOrderBody
  service: Service
  status: OrderStatus
  origin: Origin
  roomNumber: string | null
  userId: string | null
  baseOrderId?: string | null
  reservationId?: string | null
  actor: string | null
}

/** Prices and stores a new order, then tells the service's staff and the guest. */
export async function createOrder(ctx: AppContext, input: NewOrder): Promise<Order> {
  const { body, service } = input
  const ids = [...new Set(body.content.map((line) => line.article_id))]
  const rows = await ctx.db
    .select()
    .from(articles)
    .where(and(inArray(articles.id, ids), eq(articles.businessId, service.business_id), isNull(articles.deletedAt)))
  const content = priceLines(body.content, new Map(rows.map((r) => [r.id, articleToWire(r)])), service)
  const now = new Date().toISOString()
  const order = await businessWrite(ctx.db, service.business_id, async (tx, nextVersion) => {
    const [row] = await tx
      .insert(orders)
      .values({
        id: randomUUID(),
        businessId: service.business_id,
        version: await nextVersion(),
        serviceId: service._id,
        status: input.status,
        time: now,
        tableId: body.table_id ?? null,
        stayId: body.stay_id ?? null,
        roomNumber: input.roomNumber,
        reservationId: input.reservationId ?? null,
        baseOrderId: input.baseOrderId ?? null,
        userId: input.userId,
        note: body.note,
        source: body.table_id ?? null,
        origin: input.origin,
        content,
        payment: body.payment,
        declineReason: null,
        updatedAt: now,
        updatedBy: input.actor,
      })
      .returning()
    return orderToWire(row!)
  })
  emitOrder(ctx, order.status === 'Pending' ? 'orderCreated' : 'orderChanged', order)
  return order
}

const EVENT_OF: Record<OrderStatus, OrderEventName> = {
  Pending: 'orderUpdatePending',
  Accepted: 'orderAccepted',
  Declined: 'orderDeclined',
  Finished: 'orderFinished',
  Paid: 'orderPaid',
  Room: 'orderChanged',
}

async function lockOrder(tx: Tx, businessId: string, orderId: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.businessId, businessId), isNull(orders.deletedAt)))
    .for('update')
  if (!row) throw notFound('Order')
  return row
}

export interface ActionRequest {
  businessId: string
  orderIds: readonly string[]
  action: OrderAction
  actor: string
  /** Checked inside the transaction, on the locked row, before anything changes. */
  authorize: (order: Order) => void
  declineReason?: string
  /** billToRoom: the stay charged and its room's name. */
  stay?: { id: string; roomNumber: string }
}

/**
 * Applies one action to one or more orders of a business, all or nothing. An order already in the
 * action's target status is left as it is (a repeat or a second tablet doing the same succeeds);
 * an illegal transition is a 409 carrying the server's row, and nothing is written.
 */
export async function applyOrderAction(ctx: AppContext, request: ActionRequest): Promise<Order[]> {
  const changed: Order[] = []
  const result = await businessWrite(ctx.db, request.businessId, async (tx, nextVersion) => {
    const out: Order[] = []
    for (const orderId of request.orderIds) {
      const current = orderToWire(await lockOrder(tx, request.businessId, orderId))
      request.authorize(current)
      const target = targetStatus(current, request.action)
      if (current.status === target) {
        out.push(current)
        continue
      }
      const step = transition(current, request.action)
      if (!step.ok) {
        throw new HttpError(
          409,
          'order.illegal_transition',
          `Order is already ${current.status}; it cannot be ${ACTION_PAST[request.action]}.`,
          { current: orderChange(current) },
        )
      }
      const now = new Date().toISOString()
      const [row] = await tx
        .update(orders)
        .set({
          status: step.status,
          version: await nextVersion(),
          updatedAt: now,
          updatedBy: request.actor,
          ...(request.action === 'decline' ? { declineReason: request.declineReason ?? '' } : {}),
          ...(request.action === 'billToRoom' && request.stay
            ? { payment: 'room' as const, stayId: request.stay.id, roomNumber: request.stay.roomNumber }
            : {}),
        })
        .where(eq(orders.id, orderId))
        .returning()
      const updated = orderToWire(row!)
      out.push(updated)
      changed.push(updated)
    }
    return out
  })
  for (const order of changed) emitOrder(ctx, EVENT_OF[order.status], order)
  return result
}

const ACTION_PAST: Record<OrderAction, string> = {
  accept: 'accepted',
  decline: 'declined',
  finish: 'finished',
  roomServiceFinished: 'finished',
  pay: 'paid',
  billToRoom: 'billed to a room',
}

export async function findOrder(ctx: AppContext, businessId: string, orderId: string): Promise<Order> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.businessId, businessId), isNull(orders.deletedAt)))
  if (!row) throw notFound('Order')
  return orderToWire(row)
}

/** Orders of some services in some statuses, merged by base order and newest first. */
export async function listOrders(
  ctx: AppContext,
  filter: { businessId: string; serviceIds: readonly string[]; statuses?: readonly OrderStatus[] },
): Promise<Order[]> {
  if (filter.serviceIds.length === 0) return []
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.businessId, filter.businessId),
        inArray(orders.serviceId, [...filter.serviceIds]),
        isNull(orders.deletedAt),
        filter.statuses ? inArray(orders.status, [...filter.statuses]) : undefined,
      ),
    )
  return mergeByBaseOrder(rows.map(orderToWire))
}
