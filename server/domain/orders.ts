import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import {
  mergeByBaseOrder,
  type Article,
  type CreateOrderBody,
  type Order,
  type OrderLine,
  type OrderEventName,
  type OrderStatus,
  type Origin,
  type Service,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import type { Db, Tx } from '../db/client.ts'
import { articles, orders } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { articleToWire, orderToWire } from './serialize.ts'
import { priceLines } from './order-pricing.ts'
import { withDiscounts } from './promotions/pricing.ts'
import { orderAllergies } from './order-allergies.ts'
import { assertRequestWindow, kindsOf, openRepairTickets } from './guest-requests.ts'
import { emitNotices } from './writes/run.ts'
import { businessWrite, nextVersionSql } from './versioning.ts'
import { applyOrderStep, EVENT_OF, lockOrder, orderChange, type OrderStep } from './order-step.ts'

export { orderChange }

export function emitOrder(ctx: AppContext, event: OrderEventName, order: Order): void {
  ctx.realtime.emitOrder(event, orderChange(order), {
    serviceId: order.service_id,
    stayId: order.stay_id,
    // Stay orders reach the guest through the stay's room (joined with the room-code cookie);
    // the user room is for table guests' own device ids (a table order on a room bill too).
    userId: order.stay_id && !order.table_id ? null : order.user_id,
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
  /** A table order put on a room's bill: the stay it is charged to (else the body's stay_id). */
  stayId?: string | null
  baseOrderId?: string | null
  reservationId?: string | null
  /** The guest profile signed in on the ordering phone, whose allergies the order carries. */
  guestAccountId?: string | null
  actor: string | null
}

/**
 * The menu's items of an order's lines, read in `db` (a business write's transaction too), each
 * at today's price: a running discount's (promotions/pricing.ts), never the phone's.
 */
async function articlesOf(
  db: Db | Tx,
  businessId: string,
  lines: CreateOrderBody['content'],
): Promise<Map<string, Article>> {
  const ids = [...new Set(lines.map((line) => line.article_id))]
  const rows = await db
    .select()
    .from(articles)
    .where(
      and(
        inArray(articles.id, ids),
        eq(articles.businessId, businessId),
        isNull(articles.deletedAt),
      ),
    )
  const priced = await withDiscounts(db, 'menu', rows.map(articleToWire))
  return new Map(priced.map((r) => [r._id, r]))
}

/**
 * An order's lines priced from the menu as it is now (order-pricing.ts): what a guest or staff
 * device sent is never trusted for names or prices.
 */
export async function priceOrder(
  db: Db | Tx,
  lines: CreateOrderBody['content'],
  service: Service,
): Promise<OrderLine[]> {
  return priceLines(lines, await articlesOf(db, service.business_id, lines), service)
}

/**
 * Stores a new, priced order inside a business write, with `id` (a device's, or a new one);
 * null when a row has that id already (ON CONFLICT DO NOTHING on the primary key).
 */
export async function insertOrder(
  tx: Tx,
  input: NewOrder & { id: string; content: OrderLine[] },
): Promise<Order | null> {
  const { body, service } = input
  const now = new Date().toISOString()
  const stayId = input.stayId ?? body.stay_id ?? null
  const allergies = await orderAllergies(tx, {
    businessId: service.business_id,
    stayId,
    accountId: input.guestAccountId ?? null,
  })
  const [row] = await tx
    .insert(orders)
    .values({
      id: input.id,
      businessId: service.business_id,
      version: nextVersionSql(),
      serviceId: service._id,
      status: input.status,
      time: now,
      tableId: body.table_id ?? null,
      stayId,
      roomNumber: input.roomNumber,
      reservationId: input.reservationId ?? null,
      baseOrderId: input.baseOrderId ?? null,
      userId: input.userId,
      note: body.note,
      source: body.table_id ?? null,
      origin: input.origin,
      content: input.content,
      payment: body.payment,
      declineReason: null,
      windowStart: body.window?.start ?? null,
      windowEnd: body.window?.end ?? null,
      allergies,
      updatedAt: now,
      updatedBy: input.actor,
    })
    .onConflictDoNothing()
    .returning()
  return row ? orderToWire(row) : null
}

/** The live event of a new order: created (pending, for the board) or changed (taken by staff). */
export const newOrderEvent = (order: Order): OrderEventName =>
  order.status === 'Pending' ? 'orderCreated' : 'orderChanged'

/**
 * Prices and stores a new order, then tells the service's staff and the guest, and sends it to the
 * local print endpoint (fire-and-forget: the reply never waits for the printer).
 */
export async function createOrder(ctx: AppContext, input: NewOrder): Promise<Order> {
  const { service } = input
  const items = await articlesOf(ctx.db, service.business_id, input.body.content)
  const content = priceLines(input.body.content, items, service)
  assertRequestWindow(input.body, kindsOf(input.body.content, items))
  const { order, tickets } = await businessWrite(ctx.db, service.business_id, async (tx) => {
    const row = await insertOrder(tx, { ...input, id: randomUUID(), content })
    if (!row) throw new Error('A new order id was taken.')
    return { order: row, tickets: await openRepairTickets(tx, row, items) }
  })
  emitOrder(ctx, newOrderEvent(order), order)
  emitNotices(ctx, tickets)
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
