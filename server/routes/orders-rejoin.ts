import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { Id } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { diningTables, orders } from '../db/schema.ts'
import { HttpError, badRequest, forbidden, notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { assertOrderAccess } from '../domain/permissions.ts'
import { ORDER_BASE } from './orders-staff.ts'
import { sameCode } from '../domain/order-target.ts'

/*
 * A second phone at a table asks to join the table's open order; the phone that placed it (its
 * random device id is the order's user_id) or the service's staff answer. Nothing is stored: the
 * server only relays both messages over the socket. A phone that was let in adds to the order
 * with updateOrder/{base_order_id} under its own user_id.
 */

/** A table guest's own random device id (as in the socket's Guest init). */
const DeviceId = z.string().min(16, 'must be the device id (16 to 64 characters)').max(64)

const RejoinRequestBody = z.object({ base_order_id: Id, user_id: DeviceId })
const RejoinResponseBody = z.object({
  base_order_id: Id,
  /** The phone that asked (the `user_id` of the rejoinRequest event). */
  user_id: DeviceId,
  accepted: z.boolean(),
  /** The answering phone's own device id: must be the order's user_id (staff leave it out). */
  owner_id: DeviceId.optional(),
})

const CLOSED = ['Declined', 'Paid', 'Room']

export function orderRejoinRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The open table order a request names (a later addition leads to its base order). */
  async function openTableOrder(orderId: string) {
    const find = async (id: string) => {
      const [row] = await ctx.db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), isNull(orders.deletedAt)))
      return row
    }
    let order = await find(orderId)
    if (order?.baseOrderId) order = await find(order.baseOrderId)
    if (!order?.tableId) throw notFound('Order')
    if (CLOSED.includes(order.status)) {
      throw new HttpError(409, 'conflict', 'That order is closed; place a new order.')
    }
    const [table] = await ctx.db
      .select({ name: diningTables.name })
      .from(diningTables)
      .where(eq(diningTables.id, order.tableId))
    return { order, tableId: order.tableId, tableName: table?.name ?? '' }
  }

  async function assertMayAnswer(
    request: FastifyRequest,
    order: { userId: string | null; businessId: string; serviceId: string },
    ownerId: string | undefined,
  ): Promise<void> {
    if (ownerId !== undefined && order.userId !== null && sameCode(ownerId, order.userId)) return
    if (request.cookies.access) {
      const staff = await requireStaff(ctx, request)
      if (staff.businessId !== order.businessId) throw notFound('Order')
      assertOrderAccess(staff, order.serviceId)
      return
    }
    throw forbidden('Only the phone that placed this order, or staff, can answer.')
  }

  app.post(`${ORDER_BASE}/rejoinRequest`, async (request) => {
    const body = parse(RejoinRequestBody, request.body, 'body')
    const { order, tableId, tableName } = await openTableOrder(body.base_order_id)
    if (order.userId === body.user_id)
      throw badRequest('user_id', 'user_id: this phone placed the order already')
    ctx.realtime.emitRejoinRequest(
      {
        base_order_id: order.id,
        user_id: body.user_id,
        table_id: tableId,
        table_name: tableName,
        service_id: order.serviceId,
        time: new Date().toISOString(),
      },
      order.userId,
    )
    return { ok: true }
  })

  app.post(`${ORDER_BASE}/rejoinResponse`, async (request) => {
    const body = parse(RejoinResponseBody, request.body, 'body')
    const { order, tableId } = await openTableOrder(body.base_order_id)
    await assertMayAnswer(request, order, body.owner_id)
    ctx.realtime.emitRejoinResponse({
      base_order_id: order.id,
      user_id: body.user_id,
      accepted: body.accepted,
      table_id: tableId,
      service_id: order.serviceId,
      time: new Date().toISOString(),
    })
    return { ok: true }
  })
}
