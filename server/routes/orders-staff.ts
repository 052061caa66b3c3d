import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm'
import { z } from 'zod'
import {
  ClientId,
  CreateOrderBody,
  BillStayBody,
  addDaysTo,
  dayStartIn,
  DeclineOrderBody,
  HISTORY_STATUSES,
  Id,
  OrderIdBody,
  OrderStatus,
  Origin,
  PaidOrdersBody,
  ReadDay,
  ServiceIdsBody,
  type Order,
  type OrderAction,
  type OrderStatus as OrderStatusType,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { orders } from '../db/schema.ts'
import { notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { orderServiceIds, type StaffContext } from '../domain/permissions.ts'
import { applyOrderAction, listOrders } from '../domain/orders.ts'
import { staffAuthorizer } from '../domain/staff-actions.ts'
import { orderToWire } from '../domain/serialize.ts'
import { commitWrite } from '../domain/writes/run.ts'
import { createStaffOrder } from '../domain/writes/orders.ts'
import { reservationOrders } from '../domain/reservations/orders.ts'
import { zoneOfBusiness } from '../domain/business-zone.ts'

export const ORDER_BASE = '/api/v2/restaraunt-bar/order'
export const OLD_ORDER_BASE = '/api/restaraunt-bar/order'

const BusinessParams = z.object({ id: Id })
const ClientIdBody = z.object({ _id: z.optional(ClientId) })

function readableIds(staff: StaffContext, wanted?: readonly string[]): string[] {
  const readable = orderServiceIds(staff)
  return wanted ? wanted.filter((id) => readable.has(id)) : [...readable]
}

function ownBusiness(staff: StaffContext, businessId: string): void {
  if (staff.businessId !== businessId) throw notFound('Business')
}

/** Staff order endpoints: lists, state changes, orders taken by staff. */
export function staffOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const list = (statuses: readonly OrderStatusType[]) => async (request: FastifyRequest) => {
    const { id } = parse(BusinessParams, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    ownBusiness(staff, id)
    return listOrders(ctx, {
      businessId: staff.businessId,
      serviceIds: readableIds(staff),
      statuses,
    })
  }
  const listByServices =
    (statuses: readonly OrderStatusType[]) => async (request: FastifyRequest) => {
      const body = parse(ServiceIdsBody, request.body, 'body')
      const staff = await requireStaff(ctx, request)
      return listOrders(ctx, {
        businessId: staff.businessId,
        serviceIds: readableIds(staff, body.serviceIds),
        statuses,
      })
    }

  app.get(`${ORDER_BASE}/getPendingOrder/:id`, list(['Pending']))
  app.post(`${ORDER_BASE}/getPendingOrdersByServiceIds`, listByServices(['Pending']))
  app.get(`${ORDER_BASE}/getAcceptedOrders/:id`, list(['Accepted']))
  app.post(`${ORDER_BASE}/getAcceptedOrdersByServiceIds`, listByServices(['Accepted']))
  app.get(`${ORDER_BASE}/getFinishedOrders/:id`, list(['Finished']))

  const act =
    (action: OrderAction, schema: typeof OrderIdBody | typeof DeclineOrderBody) =>
    async (request: FastifyRequest): Promise<Order> => {
      const body = parse(schema, request.body, 'body') as { order_id: string; reason?: string }
      const staff = await requireStaff(ctx, request)
      const [order] = await applyOrderAction(ctx, {
        businessId: staff.businessId,
        orderIds: [body.order_id],
        action,
        actor: staff.accountId,
        ...(body.reason !== undefined ? { declineReason: body.reason } : {}),
        authorize: staffAuthorizer(staff, action),
      })
      return order!
    }

  app.put(`${ORDER_BASE}/acceptOrder`, act('accept', OrderIdBody))
  app.put(`${ORDER_BASE}/declineOrder`, act('decline', DeclineOrderBody))
  app.put(`${ORDER_BASE}/finishOrder`, act('finish', OrderIdBody))
  app.put(`${ORDER_BASE}/roomServiceFinished`, act('roomServiceFinished', OrderIdBody))

  app.put(`${OLD_ORDER_BASE}/paidOrders/`, async (request) => {
    const body = parse(PaidOrdersBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    const paid = await applyOrderAction(ctx, {
      businessId: staff.businessId,
      orderIds: [...new Set(body.ids)],
      action: 'pay',
      actor: staff.accountId,
      authorize: staffAuthorizer(staff, 'pay'),
    })
    return { orders: paid }
  })

  /**
   * An order taken by staff (reception, a waiter at the table): accepted, or finished at once. The
   * same write as the push's order.createForTable; `_id` takes the device's id.
   */
  app.post(`${ORDER_BASE}/createAcceptedOrder`, async (request) => {
    const body = parse(CreateOrderBody, request.body, 'body')
    const { _id } = parse(ClientIdBody, request.body, 'body')
    const { bill_stay_id } = parse(BillStayBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) =>
      createStaffOrder(tx, staff, { ...body, _id, bill_stay_id }),
    )
  })

  app.get(`${OLD_ORDER_BASE}/getPaidOrdersByDate/:id`, async (request) => {
    const { id } = parse(BusinessParams, request.params, 'params')
    const { date } = parse(z.object({ date: ReadDay }), request.query, 'query')
    const staff = await requireStaff(ctx, request)
    ownBusiness(staff, id)
    const serviceIds = readableIds(staff)
    if (serviceIds.length === 0) return []
    // The hotel's day (its midnight to the next), not UTC's.
    const zone = await zoneOfBusiness(ctx.db, staff.businessId)
    const start = new Date(dayStartIn(date, zone))
    const end = new Date(dayStartIn(addDaysTo(date, 1), zone))
    const rows = await ctx.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.businessId, staff.businessId),
          inArray(orders.serviceId, serviceIds),
          eq(orders.status, 'Paid'),
          isNull(orders.deletedAt),
          gte(orders.updatedAt, start.toISOString()),
          lt(orders.updatedAt, end.toISOString()),
        ),
      )
      .orderBy(desc(orders.time))
    return rows.map(orderToWire)
  })

  app.get(`${ORDER_BASE}/getOrderByReservationID/:id`, async (request) => {
    const { id } = parse(BusinessParams, request.params, 'params')
    return reservationOrders(ctx, request, id)
  })

  const HistoryQuery = z.object({
    service: z.optional(Id),
    status: z.optional(OrderStatus),
    origin: z.optional(Origin),
    startDate: z.optional(ReadDay),
    endDate: z.optional(ReadDay),
    /** table: orders of a table; room: orders of a stay (the history's type filter). */
    type: z.enum(['table', 'room']).optional(),
  })
  app.get(`${ORDER_BASE}/getOrdersPaginated/:id/:page/:limit`, async (request) => {
    const params = parse(
      z.object({
        id: Id,
        page: z.coerce.number().int().min(1),
        limit: z.coerce.number().int().min(1).max(100),
      }),
      request.params,
      'params',
    )
    const query = parse(HistoryQuery, request.query, 'query')
    const staff = await requireStaff(ctx, request)
    ownBusiness(staff, params.id)
    const serviceIds = readableIds(staff, query.service ? [query.service] : undefined)
    if (serviceIds.length === 0) return { count: 0, orders: [] }
    // Days are the hotel's: from its midnight of startDate to its midnight of endDate.
    const zone = await zoneOfBusiness(ctx.db, staff.businessId)
    const where = and(
      eq(orders.businessId, staff.businessId),
      inArray(orders.serviceId, serviceIds),
      isNull(orders.deletedAt),
      query.status
        ? eq(orders.status, query.status)
        : inArray(orders.status, [...HISTORY_STATUSES, 'Paid']),
      query.origin ? eq(orders.origin, query.origin) : undefined,
      query.startDate
        ? gte(orders.time, new Date(dayStartIn(query.startDate, zone)).toISOString())
        : undefined,
      query.endDate
        ? lt(orders.time, new Date(dayStartIn(query.endDate, zone)).toISOString())
        : undefined,
      query.type === 'table' ? isNotNull(orders.tableId) : undefined,
      query.type === 'room' ? isNotNull(orders.stayId) : undefined,
    )
    const [total] = await ctx.db.select({ n: count() }).from(orders).where(where)
    const rows = await ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.time))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit)
    return { count: total?.n ?? 0, orders: rows.map(orderToWire) }
  })
}
