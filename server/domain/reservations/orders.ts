import type { FastifyRequest } from 'fastify'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { holdsTables, mergeByBaseOrder, type Order } from '../../../sync/protocol/index.ts'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { orders, reservations } from '../../db/schema.ts'
import { HttpError, badRequest, notFound, unauthorized } from '../../http/errors.ts'
import { guestFromRequest } from '../../auth/request-auth.ts'
import { optionalStaff } from './access.ts'
import { emitOrder } from '../orders.ts'
import { assertPermission, orderServiceIds } from '../permissions.ts'
import { orderToWire } from '../serialize.ts'
import { businessWrite } from '../versioning.ts'
import type { ReservationRow } from './wire.ts'

/**
 * The reservation a guest orders ahead for (createOrderReservation, addOrder): of the business,
 * still holding its table (pending, accepted or active), and the guest's own when a stay orders.
 */
export async function reservationForOrder(
  db: Db,
  reservationId: string,
  businessId: string,
  stay: { stayId: string; roomId: string } | null,
): Promise<ReservationRow> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.id, reservationId),
        eq(reservations.businessId, businessId),
        isNull(reservations.deletedAt),
      ),
    )
  if (!row) throw notFound('Reservation')
  // the stay's own, not one an earlier guest of the room made
  if (stay && row.stayId !== stay.stayId) throw notFound('Reservation')
  if (!holdsTables(row.status))
    throw new HttpError(409, 'conflict', `The reservation is ${row.status}: no orders for it.`)
  return row
}

/**
 * addOrder/{id}: links an order to the reservation (the guest who ordered from their room, or
 * staff with reservationsWrite on its service). An order of another reservation is a 409.
 */
export async function addOrderToReservation(
  ctx: AppContext,
  request: FastifyRequest,
  reservationId: string,
  orderId: string,
): Promise<Order> {
  const staff = await optionalStaff(ctx, request)
  const guest = staff ? null : await guestFromRequest(ctx, request)
  const businessId = staff?.businessId ?? guest?.business_id
  if (!businessId) throw notFound('Reservation')
  const reservation = await reservationForOrder(
    ctx.db,
    reservationId,
    businessId,
    guest ? { stayId: guest.stay_id, roomId: guest.room_id } : null,
  )
  if (staff) assertPermission(staff, reservation.serviceId, 'reservationsWrite')
  const order = await businessWrite(ctx.db, businessId, async (tx) => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(
        and(eq(orders.id, orderId), eq(orders.businessId, businessId), isNull(orders.deletedAt)),
      )
      .for('update')
    if (!current || (guest && current.stayId !== guest.stay_id)) throw notFound('Order')
    if (current.serviceId !== reservation.serviceId)
      throw badRequest('order', 'order: the order must be for the reserved service')
    if (current.reservationId === reservationId) return orderToWire(current)
    if (current.reservationId !== null)
      throw new HttpError(409, 'conflict', 'The order belongs to another reservation.')
    const [row] = await tx
      .update(orders)
      .set({ reservationId, version: sql`nextval('sync_version')`, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning()
    return { ...orderToWire(row!), changed: true as const }
  })
  if ('changed' in order) {
    const { changed: _, ...wire } = order
    emitOrder(ctx, 'orderChanged', wire)
    return wire
  }
  return order
}

/**
 * getOrderByReservationID: the orders placed for a reservation, merged by base order. Staff see
 * those of services whose orders they read; the room guest the reservation was made for sees
 * their stay's; anyone else gets 401 (no session) or an empty list.
 */
export async function reservationOrders(
  ctx: AppContext,
  request: FastifyRequest,
  reservationId: string,
): Promise<Order[]> {
  const staff = await optionalStaff(ctx, request)
  const guest = staff ? null : await guestFromRequest(ctx, request)
  if (!staff && !guest) throw unauthorized()
  const businessId = staff?.businessId ?? guest!.business_id
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        eq(orders.reservationId, reservationId),
        isNull(orders.deletedAt),
        staff
          ? inArray(orders.serviceId, [...orderServiceIds(staff), ''])
          : eq(orders.stayId, guest!.stay_id),
      ),
    )
  return mergeByBaseOrder(rows.map(orderToWire))
}
