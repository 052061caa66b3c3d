import { and, eq, isNull, or } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { guestAccounts, guests } from '../../db/schema.ts'
import { HttpError } from '../../http/errors.ts'

/**
 * A stay's `guest_id` (check-in, add stay) names a guest account the business may link: one
 * registered at the business or without one (as addGuestToOrder takes), or already a guest of it
 * (a row of its guests). Anything else (unknown, another hotel's guest): 404 naming `guest_id`,
 * nothing written; another hotel's guest is not told apart from a missing one.
 */
export async function assertGuestOfBusiness(
  tx: Tx,
  businessId: string,
  guestId: string | null | undefined,
): Promise<void> {
  if (guestId === null || guestId === undefined) return
  const [account] = await tx
    .select({ id: guestAccounts.id })
    .from(guestAccounts)
    .where(
      and(
        eq(guestAccounts.id, guestId),
        or(eq(guestAccounts.businessId, businessId), isNull(guestAccounts.businessId)),
      ),
    )
  if (account) return
  const [known] = await tx
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.businessId, businessId), eq(guests.id, guestId), isNull(guests.deletedAt)))
  if (known && !known.id.startsWith('n-')) return
  throw new HttpError(404, 'not_found', 'Guest not found', { field: 'guest_id' })
}
