import { eq } from 'drizzle-orm'
import { DEFAULT_TIME_ZONE } from '../../sync/protocol/index.ts'
import type { Db, Tx } from '../db/client.ts'
import { businesses } from '../db/schema.ts'

/**
 * The business's time zone: every day, hour and slot of its services is that zone's wall clock
 * (sync/protocol/rules/hotel-clock.ts). One small read per request that needs it.
 */
export async function zoneOfBusiness(db: Db | Tx, businessId: string): Promise<string> {
  const [row] = await db
    .select({ zone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return row?.zone ?? DEFAULT_TIME_ZONE
}
