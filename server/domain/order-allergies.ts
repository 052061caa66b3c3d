import { and, eq, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.ts'
import { guestAccounts, stays } from '../db/schema.ts'

/**
 * The allergies the kitchen sees on a new order: those of the ordering guest's own profile (a
 * guest signed in to it), else of the profile that holds the order's stay. Empty when neither
 * is known. A snapshot: the order keeps what the profile said when it was placed or linked.
 */
export async function orderAllergies(
  db: Db | Tx,
  order: { businessId: string; stayId: string | null; accountId: string | null },
): Promise<string[]> {
  let accountId = order.accountId
  if (!accountId && order.stayId) {
    const [stay] = await db
      .select({ guestId: stays.guestId })
      .from(stays)
      .where(
        and(
          eq(stays.id, order.stayId),
          eq(stays.businessId, order.businessId),
          isNull(stays.deletedAt),
        ),
      )
    accountId = stay?.guestId ?? null
  }
  if (!accountId) return []
  const [account] = await db
    .select({ allergies: guestAccounts.allergies })
    .from(guestAccounts)
    .where(eq(guestAccounts.id, accountId))
  return account?.allergies ?? []
}
