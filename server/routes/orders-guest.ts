import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import { z } from 'zod'
import {
  BillToRoomBody,
  CallWaiterBody,
  CreateOrderBody,
  Id,
  TEXT,
  type Order,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { diningTables, orders, stays } from '../db/schema.ts'
import { HttpError, badRequest, forbidden, notFound, unauthorized } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { guestFromRequest, guestUserFromRequest, requireStaff } from '../auth/request-auth.ts'
import { applyOrderAction, createOrder, findOrder, listOrders } from '../domain/orders.ts'
import { orderServiceIds } from '../domain/permissions.ts'
import { orderToWire } from '../domain/serialize.ts'
import { ORDER_BASE, OLD_ORDER_BASE } from './orders-staff.ts'
import { billingTarget, resolveOrderTarget, sameCode } from '../domain/order-target.ts'
import { reservationForOrder } from '../domain/reservations/orders.ts'

/** A guest orders for their own stay (room code cookie) or for a table (the table link is the key). */
async function guestOrder(
  ctx: AppContext,
  request: FastifyRequest,
  extra: { baseOrderId?: string; reservationId?: string } = {},
): Promise<Order> {
  const body = parse(CreateOrderBody, request.body, 'body')
  let businessId: string | undefined
  if (body.stay_id) {
    const guest = await guestFromRequest(ctx, request)
    if (!guest) throw unauthorized('Enter the room code first.')
    if (guest.stay_id !== body.stay_id) throw forbidden('You can order only for your own room.')
    businessId = guest.business_id
  }
  const target = await resolveOrderTarget(ctx, body, businessId)
  let roomNumber = target.roomNumber
  let billedStay: string | null = null
  if (body.payment === 'room' && !body.stay_id) {
    // A table order on the room bill: the room number and its code are checked before anything
    // is written (wrong ones are 404 / 401 as in billToRoom, counted per room). It becomes a
    // charge on that room's stay (its check-out invoice lists it) and stays a table order.
    const bill = parse(TableRoomBill, request.body, 'body')
    const found = await checkRoomCode(
      ctx,
      { businessId: target.service.business_id, stayId: null },
      bill.room_number,
      bill.password,
    )
    roomNumber = found.room.name
    billedStay = found.stay.id
  }
  if (extra.reservationId) {
    // Ordering ahead is the room guest's, for their own reservation of this service. From a
    // table link, only the seated party orders for it: the reservation is Active on that table
    // (a table link alone proves nothing about whose reservation it is before then).
    const stay = target.stayId && businessId ? await guestFromRequest(ctx, request) : null
    const reservation = await reservationForOrder(
      ctx.db,
      extra.reservationId,
      target.service.business_id,
      stay ? { stayId: stay.stay_id, roomId: stay.room_id } : null,
    )
    const seatedHere =
      target.tableId !== null &&
      reservation.status === 'Active' &&
      reservation.tableIds.includes(target.tableId)
    if (!stay && !seatedHere)
      throw badRequest(
        'stay_id',
        'stay_id: an order ahead is placed from the room that booked, or at the table once seated',
      )
    if (reservation.serviceId !== target.service._id)
      throw badRequest('service_id', 'service_id: the order must be for the reserved service')
  }
  if (extra.baseOrderId) {
    const base = await findOrder(ctx, target.service.business_id, extra.baseOrderId)
    if (
      base.service_id !== target.service._id ||
      ['Declined', 'Paid', 'Room'].includes(base.status)
    ) {
      throw new HttpError(409, 'conflict', 'That order is closed; place a new order.')
    }
  }
  return createOrder(ctx, {
    body,
    service: target.service,
    status: 'Pending',
    origin: target.stayId ? 'Room' : 'External',
    roomNumber,
    tableName: target.tableName,
    userId: target.stayId ?? body.user_id ?? null,
    stayId: billedStay,
    baseOrderId: extra.baseOrderId ?? null,
    reservationId: extra.reservationId ?? null,
    guestAccountId: await guestUserFromRequest(ctx, request),
    actor: null,
  })
}

async function isStayId(ctx: AppContext, id: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: stays.id }).from(stays).where(eq(stays.id, id))
  return Boolean(row)
}

/** The room and code a table guest gives to put an order on the room bill. */
const TableRoomBill = z.looseObject({
  room_number: z
    .string({ error: 'room_number: the room number is required for the room bill' })
    .trim()
    .min(1, 'room_number: the room number is required for the room bill')
    .max(20),
  password: z
    .string({ error: 'password: the room code is required for the room bill' })
    .trim()
    .min(1, 'password: the room code is required for the room bill')
    .max(32),
})

/**
 * The checked-in stay a room bill goes to, if the code is right. Counted per resolved room, from
 * any address: guests share the hotel's public IP, and the code is the room's. Checked after the
 * lookups, with nothing awaited up to the count: no race.
 */
async function checkRoomCode(
  ctx: AppContext,
  order: { businessId: string; stayId: string | null },
  roomNumber: string | undefined,
  password: string,
) {
  const { roomKey, found } = await billingTarget(ctx, order, roomNumber)
  const key = `bill|${roomKey}`
  if (ctx.throttles.roomCode.blocked(key)) {
    throw new HttpError(429, 'rate_limited', 'Too many wrong codes. Try again in a few minutes.')
  }
  if (!found || !sameCode(found.stay.password, password)) {
    ctx.throttles.roomCode.fail(key)
    throw new HttpError(401, 'stay.wrong_code', TEXT.incorrectCode, { field: 'password' })
  }
  ctx.throttles.roomCode.succeed(key)
  return found
}

export function guestOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(`${ORDER_BASE}/createOrder`, (request) => guestOrder(ctx, request))

  app.post(`${ORDER_BASE}/createOrderReservation`, async (request) => {
    const { reservation_id } = parse(z.looseObject({ reservation_id: Id }), request.body, 'body')
    return guestOrder(ctx, request, { reservationId: reservation_id })
  })

  app.post(`${OLD_ORDER_BASE}/updateOrder/:baseId`, async (request) => {
    const { baseId } = parse(z.object({ baseId: Id }), request.params, 'params')
    return guestOrder(ctx, request, { baseOrderId: baseId })
  })

  /**
   * A guest's orders: a stay guest reads their stay's; staff read any of their business; a
   * device id (16+ characters) reads that device's table orders, whether or not the phone also
   * holds a room code (a room guest ordering at the restaurant's table).
   */
  app.get(`${ORDER_BASE}/getOrderByUserId/:businessId/:userId`, async (request) => {
    const params = parse(
      z.object({ businessId: Id, userId: z.string().min(1).max(64) }),
      request.params,
      'params',
    )
    const guest = await guestFromRequest(ctx, request)
    let serviceIds: string[] | null = null
    let tableOrdersOnly = false
    if (guest && guest.stay_id === params.userId) {
      if (guest.business_id !== params.businessId) throw forbidden()
    } else if (guest) {
      // Another id than the stay's: only a device id (never a stay's), and only its table orders.
      if (params.userId.length < 16 || (await isStayId(ctx, params.userId))) throw forbidden()
      tableOrdersOnly = true
    } else if (request.cookies.access) {
      const staff = await requireStaff(ctx, request)
      if (staff.businessId !== params.businessId) throw notFound('Business')
      serviceIds = [...orderServiceIds(staff)]
    } else if (params.userId.length < 16) {
      throw unauthorized()
    } else {
      // A table guest's own random device id: their table orders only, never a stay's.
      tableOrdersOnly = true
    }
    const rows = await ctx.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.businessId, params.businessId),
          eq(orders.userId, params.userId),
          isNull(orders.deletedAt),
          // Table orders (one on a room bill too), never a stay's own.
          tableOrdersOnly ? isNotNull(orders.tableId) : undefined,
        ),
      )
      .orderBy(desc(orders.time))
      .limit(100)
    const list = rows.map(orderToWire)
    return serviceIds ? list.filter((o) => serviceIds.includes(o.service_id)) : list
  })

  app.get(`${OLD_ORDER_BASE}/getOrdersByBaseID/:id`, async (request) => {
    const { id } = parse(z.object({ id: Id }), request.params, 'params')
    const staff = await requireStaff(ctx, request)
    const readable = orderServiceIds(staff)
    const rows = await ctx.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.businessId, staff.businessId),
          eq(orders.baseOrderId, id),
          isNull(orders.deletedAt),
        ),
      )
    return rows.map(orderToWire).filter((o) => readable.has(o.service_id))
  })

  app.get(`${OLD_ORDER_BASE}/getFinishedOrdersOfTable/:id`, async (request) => {
    const { id } = parse(z.object({ id: Id }), request.params, 'params')
    const staff = await requireStaff(ctx, request)
    const all = await listOrders(ctx, {
      businessId: staff.businessId,
      serviceIds: [...orderServiceIds(staff)],
      statuses: ['Finished'],
    })
    return all.filter((o) => o.table_id === id)
  })

  /** A table order charged to a room: the room number and its code must match a checked-in stay. */
  app.put(`${ORDER_BASE}/billToRoom`, async (request) => {
    const body = parse(BillToRoomBody, request.body, 'body')
    const [row] = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, body.order_id), isNull(orders.deletedAt)))
    if (!row) throw notFound('Order')
    const found = await checkRoomCode(ctx, row, body.room_number, body.password)
    const [order] = await applyOrderAction(ctx, {
      businessId: row.businessId,
      orderIds: [row.id],
      action: 'billToRoom',
      actor: `stay:${found.stay.id}`,
      stay: { id: found.stay.id, roomNumber: found.room.name },
      authorize: () => undefined,
    })
    return order!
  })

  app.post(`${ORDER_BASE}/callWaiter/`, async (request) => {
    const body = parse(CallWaiterBody, request.body, 'body')
    const [table] = await ctx.db
      .select()
      .from(diningTables)
      .where(and(eq(diningTables.id, body.table_id), isNull(diningTables.deletedAt)))
    if (!table) throw badRequest('table_id', 'table_id: no such table')
    ctx.realtime.emitCallWaiter({
      source: table.id,
      table_name: table.name,
      service_id: table.serviceId,
      time: new Date().toISOString(),
    })
    return { ok: true }
  })
}
