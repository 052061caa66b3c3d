import { eq } from 'drizzle-orm'
import { localized, type UserMemory } from '../../../sync/protocol/index.ts'
import type { AppContext } from '../../context.ts'
import { guestAccounts } from '../../db/schema.ts'
import { forbidden } from '../../http/errors.ts'
import { orderServiceIds, type StaffContext } from '../permissions.ts'
import { isReception } from '../reception-access.ts'
import { findGuest, ordersOfGuest } from './history.ts'

/** How many of the guest's most ordered items the memory names. */
export const FAVOURITES = 5

/**
 * User memory (POST user_memory/guest): what the hotel remembers of a guest, for the staff who
 * serve them: the allergies, food preferences and preferences of the guest's own profile (empty
 * for a guest only named on stays), how often and when they last stayed, and their most ordered
 * items here (declined orders left out; service-fee lines too). Reception and every staff member
 * who handles orders of some service may read it (a waiter must know an allergy).
 */
export async function userMemory(
  ctx: AppContext,
  staff: StaffContext,
  guestId: string,
): Promise<UserMemory> {
  if (!isReception(staff) && orderServiceIds(staff).size === 0) {
    throw forbidden('The guest memory is for reception and the staff who serve orders.')
  }
  const guest = await findGuest(ctx, staff.businessId, guestId)
  const [account] = guest.accountId
    ? await ctx.db.select().from(guestAccounts).where(eq(guestAccounts.id, guest.accountId))
    : []
  const counts = new Map<string, number>()
  for (const order of await ordersOfGuest(ctx, staff.businessId, guest)) {
    if (order.status === 'Declined') continue
    for (const line of order.content) {
      if (line.operatingPrice) continue
      const name = localized(line.name, 'en')
      counts.set(name, (counts.get(name) ?? 0) + line.count)
    }
  }
  const favourites = [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, FAVOURITES)
    .map(([name, count]) => ({ name, count }))
  return {
    guest_id: guest.id,
    name: guest.name,
    has_profile: account !== undefined,
    allergies: account?.allergies ?? [],
    food_preferences: account?.foodPreferences ?? [],
    preferences: account?.preferences ?? {},
    stays: guest.stays.length,
    last_stay: guest.lastStay,
    favourites,
  }
}
