import { and, eq, inArray, ne } from 'drizzle-orm'
import { claimedSlots } from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { diningTables, reservations, tableClaims } from '../../db/schema.ts'
import { HttpError } from '../../http/errors.ts'
import { heldWhen } from '../booking/held.ts'
import { zoneOfBusiness } from '../business-zone.ts'

/** The refusal of a table another booking holds: which table, and from when to when. */
export function tableTaken(
  tableName: string,
  from: number,
  minutes: number,
  zone: string,
): HttpError {
  return new HttpError(
    409,
    'reservation.taken',
    `Table ${tableName} is already reserved ${heldWhen(from, minutes, zone)}.`,
    {
      field: 'table_ids',
      held: {
        table: tableName,
        from: new Date(from).toISOString(),
        to: new Date(from + minutes * 60_000).toISOString(),
      },
    },
  )
}

/**
 * Claims every quarter hour of [start, start + minutes) on each table for the reservation, all
 * or none: the (table, slot) primary key refuses a slot another reservation holds, on PGlite
 * and PostgreSQL alike. A refusal throws 409 reservation.taken naming the table and the other
 * booking's time; the caller's transaction (or the push's savepoint) then undoes the claim.
 */
export async function claimTables(
  tx: Tx,
  claim: {
    reservationId: string
    businessId: string
    tableIds: readonly string[]
    start: number
    minutes: number
  },
): Promise<void> {
  if (claim.tableIds.length === 0) return
  const slots = claimedSlots(claim.start, claim.minutes)
  const rows = claim.tableIds.flatMap((tableId) =>
    slots.map((at) => ({
      tableId,
      slot: new Date(at).toISOString(),
      reservationId: claim.reservationId,
      businessId: claim.businessId,
    })),
  )
  const inserted = await tx
    .insert(tableClaims)
    .values(rows)
    .onConflictDoNothing()
    .returning({ tableId: tableClaims.tableId })
  if (inserted.length === rows.length) return
  throw await takenBy(
    tx,
    claim.businessId,
    claim.tableIds,
    rows.map((r) => r.slot),
    claim.reservationId,
  )
}

/** Names the first table and the other reservation that holds one of the wanted slots. */
async function takenBy(
  tx: Tx,
  businessId: string,
  tableIds: readonly string[],
  slots: string[],
  own: string,
): Promise<HttpError> {
  const [held] = await tx
    .select({
      tableName: diningTables.name,
      time: reservations.time,
      length: reservations.length,
      reservationId: tableClaims.reservationId,
    })
    .from(tableClaims)
    .innerJoin(diningTables, eq(diningTables.id, tableClaims.tableId))
    .innerJoin(reservations, eq(reservations.id, tableClaims.reservationId))
    .where(
      and(
        inArray(tableClaims.tableId, [...tableIds]),
        inArray(tableClaims.slot, slots),
        ne(tableClaims.reservationId, own),
      ),
    )
    .orderBy(tableClaims.slot)
    .limit(1)
  if (!held) {
    return new HttpError(409, 'reservation.taken', 'The table is already reserved for that time.', {
      field: 'table_ids',
    })
  }
  const zone = await zoneOfBusiness(tx, businessId)
  return tableTaken(held.tableName, Date.parse(held.time), held.length, zone)
}

/** The reservation lets its tables go (declined, canceled, no-show, finished, deleted). */
export async function releaseTables(tx: Tx, reservationId: string): Promise<void> {
  await tx.delete(tableClaims).where(eq(tableClaims.reservationId, reservationId))
}
