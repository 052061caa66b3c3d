import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm'
import type { GuestHistory, GuestHistoryStay, Order } from '../../../sync/protocol/index.ts'
import type { AppContext } from '../../context.ts'
import { guests, orders } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'
import { orderToWire } from '../serialize.ts'
import { orderServiceIds, reservationServiceIds, type StaffContext } from '../permissions.ts'
import { reservationsOfStays } from '../reservations/reads.ts'
import { ensureGuests, guestToWire, type GuestRow } from './refresh.ts'

/** A live guest of the business (the guests table brought up to date first); 404 otherwise. */
export async function findGuest(
  ctx: AppContext,
  businessId: string,
  guestId: string,
): Promise<GuestRow> {
  await ensureGuests(ctx, businessId)
  const [row] = await ctx.db
    .select()
    .from(guests)
    .where(and(eq(guests.businessId, businessId), eq(guests.id, guestId), isNull(guests.deletedAt)))
  if (!row) throw notFound('Guest')
  return row
}

/**
 * The orders of a guest at one business: those of the guest's stays, and those staff linked to
 * the guest's account (addGuestToOrder), newest first.
 */
export async function ordersOfGuest(
  ctx: AppContext,
  businessId: string,
  guest: GuestRow,
): Promise<Order[]> {
  const stayIds = guest.stays.map((s) => s._id)
  const mine = or(
    stayIds.length > 0 ? inArray(orders.stayId, stayIds) : undefined,
    guest.accountId ? eq(orders.guestId, guest.accountId) : undefined,
  )
  if (!mine) return []
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, businessId), isNull(orders.deletedAt), mine))
    .orderBy(desc(orders.time))
  return rows.map(orderToWire)
}

/**
 * The guest history of a guest at the staff member's business, grouped per stay (newest stay
 * first): each stay with its orders, reservations and appointments; what belongs to none of the
 * guest's stays in the top-level lists (reservations always belong to a stay; appointments are
 * empty until the spa exists). `strict` (security roomnumber) keeps only the orders and
 * reservations of services the staff member may read; otherwise reception sees every order and
 * reservation of the guest's stays, as on the invoice.
 */
export async function guestHistory(
  ctx: AppContext,
  staff: StaffContext,
  guestId: string,
  strict: boolean,
): Promise<GuestHistory> {
  const guest = await findGuest(ctx, staff.businessId, guestId)
  const readable = orderServiceIds(staff)
  const all = await ordersOfGuest(ctx, staff.businessId, guest)
  const visible = strict ? all.filter((o) => readable.has(o.service_id)) : all
  const booked = await reservationsOfStays(
    ctx.db,
    staff.businessId,
    guest.stays.map((s) => s._id),
  )
  const readableBookings = new Set(reservationServiceIds(staff))
  const bookings = strict ? booked.filter((r) => readableBookings.has(r.service_id)) : booked
  const stays: GuestHistoryStay[] = guest.stays.map((stay) => ({
    ...stay,
    orders: visible.filter((o) => o.stay_id === stay._id),
    reservations: bookings.filter((r) => r.stay_id === stay._id),
    appointments: [],
  }))
  const inStays = new Set(guest.stays.map((s) => s._id))
  return {
    guest: guestToWire(guest),
    strict,
    stays,
    orders: visible.filter((o) => o.stay_id === null || !inStays.has(o.stay_id)),
    reservations: [],
    appointments: [],
  }
}
