import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm'
import { stayStatus, type OwnGuestHistory } from '../../../sync/protocol/index.ts'
import type { AppContext } from '../../context.ts'
import { businesses, orders, rooms, stays } from '../../db/schema.ts'
import { orderToWire } from '../serialize.ts'
import { reservationsOfStays } from '../reservations/reads.ts'

const isoOrNull = (value: string | null): string | null =>
  value ? new Date(value).toISOString() : null

/**
 * A guest's own history (the guest profile, guest_user cookie): the stays their account is
 * named on at every hotel with the orders and reservations of those stays, and the orders linked
 * to the account, newest first.
 * Never a room code.
 */
export async function ownGuestHistory(
  ctx: AppContext,
  accountId: string,
): Promise<OwnGuestHistory> {
  const stayRows = await ctx.db
    .select({ stay: stays, roomName: rooms.name, businessName: businesses.name })
    .from(stays)
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .innerJoin(businesses, eq(businesses.id, stays.businessId))
    .where(and(eq(stays.guestId, accountId), isNull(stays.deletedAt)))
  const stayIds = stayRows.map((r) => r.stay.id)
  const orderRows = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        isNull(orders.deletedAt),
        or(
          eq(orders.guestId, accountId),
          stayIds.length > 0 ? inArray(orders.stayId, stayIds) : undefined,
        ),
      ),
    )
    .orderBy(desc(orders.time))
  const all = orderRows.map(orderToWire)
  const booked = await reservationsOfStays(ctx.db, null, stayIds)
  const list = stayRows
    .map(({ stay, roomName, businessName }) => {
      const wire = {
        _id: stay.id,
        room_id: stay.roomId,
        room_name: roomName,
        arrival: stay.arrival,
        checkout: stay.checkout,
        check_in: isoOrNull(stay.checkIn),
        checked_out_at: isoOrNull(stay.checkedOutAt),
      }
      return {
        ...wire,
        status: stayStatus(wire),
        business_id: stay.businessId,
        business_name: businessName,
        orders: all.filter((o) => o.stay_id === stay.id),
        reservations: booked.filter((r) => r.stay_id === stay.id),
        appointments: [],
      }
    })
    .sort((a, b) => (b.arrival ?? b.checkout).localeCompare(a.arrival ?? a.checkout))
  const inStays = new Set(stayIds)
  return {
    stays: list,
    orders: all.filter((o) => o.stay_id === null || !inStays.has(o.stay_id)),
    reservations: [],
    appointments: [],
  }
}
