import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm'
import { HOLDING_STATUSES, type Holding, type SlotTable } from '../../../sync/protocol/index.ts'
import type { Db, Tx } from '../../db/client.ts'
import { diningTables, reservations } from '../../db/schema.ts'

const DAY_MS = 86_400_000

/**
 * A service's active tables and the bookings that hold seats between `from` and `to` (widened by
 * a day before, so a long booking from the evening before is seen): one query each, so a day's
 * free slots of a large restaurant are computed in memory.
 */
export async function holdingsBetween(
  db: Db | Tx,
  serviceId: string,
  from: number,
  to: number,
): Promise<{ tables: (SlotTable & { name: string })[]; holdings: Holding[] }> {
  const tableRows = await db
    .select({
      _id: diningTables.id,
      name: diningTables.name,
      capacity: diningTables.capacity,
      length: diningTables.length,
    })
    .from(diningTables)
    .where(
      and(
        eq(diningTables.serviceId, serviceId),
        eq(diningTables.active, true),
        isNull(diningTables.deletedAt),
      ),
    )
    .orderBy(diningTables.name)
  const rows = await db
    .select({
      time: reservations.time,
      length: reservations.length,
      tableIds: reservations.tableIds,
      number: reservations.number,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.serviceId, serviceId),
        isNull(reservations.deletedAt),
        inArray(reservations.status, [...HOLDING_STATUSES]),
        gt(reservations.time, new Date(from - DAY_MS).toISOString()),
        lt(reservations.time, new Date(to).toISOString()),
      ),
    )
  return {
    tables: tableRows,
    holdings: rows.map((r) => ({ ...r, time: Date.parse(r.time) })),
  }
}

/** Around one instant (a booking's start): the day before and the day after. */
export const holdingsAround = (db: Db | Tx, serviceId: string, at: number) =>
  holdingsBetween(db, serviceId, at, at + DAY_MS)
