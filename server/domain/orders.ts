import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import {
  mergeByBaseOrder,
  type CreateOrderBody,
  type Order,
  type OrderEventName,
  type OrderStatus,
  type Origin,
  type Service,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { articles, orders } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { articleToWire, orderToWire } from './serialize.ts'
import { priceLines } from './order-pricing.ts'
import { businessWrite } from './versioning.ts'
import { applyOrderStep, EVENT_OF, lockOrder, orderChange, type OrderStep } from './order-step.ts'

export { orderChange }

export function emitOrder(ctx: AppContext, event: OrderEventName, order: Order): void {
  ctx.realtime.emitOrder(event, orderChange(order), {
    serviceId: order.service_id,
    stayId: order.stay_id,
    // Stay orders reach the guest through the stay's room (joined with the room-code cookie);
    // the user room is for table guests' own device ids.
    userId: order.stay_id ? null : order.user_id,
  })
}

export interface NewOrder {
  body: CreateOrderBody
  service: Service
  status: OrderStatus
  origin: Origin
  roomNumber: string | null
  /** The table's name (table orders), for the printed ticket. */
  tableName?: string | null
  userId: string | null
  baseOrderId?: string | null
  reservationId?: string | null
  actor: string | null
}

/**
 * Prices and stores a new order, then tells the service's staff and the guest, and sends it to the
 * local print endpoint (fire-and-forget: the reply never waits for the printer).
 */
export async function createOrder(ctx: AppContext, input: NewOrder): Promise<Order> {
  const { body, service } = input
  const ids = [...new Set(body.content.map((line) => line.article_id))]
  const rows = await ctx.db
    .select()
    .from(articles)
    .where(
      and(
        inArray(articles.id, ids),
        eq(articles.businessId, service.business_id),
        isNull(articles.deletedAt),
      ),
    )
  const content = priceLines(
    body.content,
    new Map(rows.map((r) => [r.id, articleToWire(r)])),
    service,
  )
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
  void ctx.printer.newOrder(order, {
    serviceName: service.name,
    tableName: input.tableName ?? null,
  })
  return order
}

export interface ActionRequest extends OrderStep {
  businessId: string
  orderIds: readonly string[]
}

/**
 * Applies one action to one or more orders of a business, all or nothing. An order already in the
 * action's target status is left as it is (a repeat or a second tablet doing the same succeeds);
 * an illegal transition is a 409 carrying the server's row, and nothing is written.
 */
export async function applyOrderAction(ctx: AppContext, request: ActionRequest): Promise<Order[]> {
  const changed: Order[] = []
  const result = await businessWrite(ctx.db, request.businessId, async (tx) => {
    const out: Order[] = []
    for (const orderId of request.orderIds) {
      const current = await lockOrder(tx, request.businessId, orderId)
      const step = await applyOrderStep(tx, current, request)
      out.push(step.order)
      if (step.changed) changed.push(step.order)
    }
    return out
  })
  emitChangedOrders(ctx, changed)
  return result
}

/** After commit: one socket event per changed order, in the order they changed. */
export function emitChangedOrders(ctx: AppContext, changed: readonly Order[]): void {
  for (const order of changed) emitOrder(ctx, EVENT_OF[order.status], order)
}

export async function findOrder(
  ctx: AppContext,
  businessId: string,
  orderId: string,
): Promise<Order> {
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
