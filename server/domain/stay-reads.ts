import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Stay, StayStatus } from '../../sync/protocol/index.ts'
import type { Db } from '../db/client.ts'
import { rooms, stays } from '../db/schema.ts'
import { stayToWire } from './serialize.ts'

/** The day a stay starts, as SQL text YYYY-MM-DD (its arrival, else its check-in day). */
export const stayStartSql = sql<string>`coalesce(${stays.arrival}, to_char(${stays.checkIn} AT TIME ZONE 'UTC', 'YYYY-MM-DD'))`

export function stayStatusSql(status: StayStatus): SQL {
  switch (status) {
    case 'active':
      return isNotNull(stays.checkIn)
    case 'planned':
      return and(isNull(stays.checkIn), isNull(stays.checkedOutAt))!
    case 'checked_out':
      return and(isNull(stays.checkIn), isNotNull(stays.checkedOutAt))!
  }
}

/** Live stays of a business matching `where`, with their room names, newest start first. */
export async function listStays(
  db: Db,
  businessId: string,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<Stay[]> {
  let query = db
    .select({ stay: stays, roomName: rooms.name })
    .from(stays)
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .where(and(eq(stays.businessId, businessId), isNull(stays.deletedAt), where))
    .orderBy(desc(stayStartSql), desc(stays.version))
    .$dynamic()
  if (page) query = query.limit(page.limit).offset(page.offset)
  const rows = await query
  return rows.map((r) => stayToWire(r.stay, r.roomName, true))
}

export async function countStays(db: Db, businessId: string, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(stays)
    .where(and(eq(stays.businessId, businessId), isNull(stays.deletedAt), where))
  return row?.n ?? 0
}

/** The stays checked in now of these rooms (at most one per room). */
export async function activeStaysOf(db: Db, businessId: string, roomIds?: string[]) {
  return listStays(
    db,
    businessId,
    and(isNotNull(stays.checkIn), roomIds ? inArray(stays.roomId, roomIds) : undefined),
  )
}
