import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import * as t from '../../db/schema.ts'
import { HttpError } from '../../http/errors.ts'

/**
 * Creates take the client's own id (the outbox makes it, so a replay can never create twice).
 * An id any row already has — of any kind, in this business or another, alive or deleted — is
 * refused: assertIdFree looks in every table of rows with ids before the insert, and the insert's
 * ON CONFLICT DO NOTHING on the primary key (an empty result) still catches a race in its table.
 */
export function idTaken(what: string, id: string): HttpError {
  return new HttpError(
    409,
    'conflict',
    `${what} id ${id} is already in use: create it with a new id.`,
    {
      field: '_id',
    },
  )
}

/** Every table whose rows carry an id a client could reuse (all keyed by `id`). */
const ROW_TABLES = [
  t.businesses,
  t.services,
  t.employees,
  t.rooms,
  t.stays,
  t.guests,
  t.tickets,
  t.diningTables,
  t.reservations,
  t.articleCategories,
  t.articles,
  t.orders,
  t.spaRooms,
  t.spaTreatments,
  t.spaAppointments,
  t.employeeShifts,
  t.discounts,
  t.promotions,
  t.infos,
  t.infoStores,
  t.infoOffers,
  t.surveys,
  t.surveyAnswers,
] as const

/** 409 `conflict` naming `_id` when any row of any kind already has `id` (one indexed probe each). */
export async function assertIdFree(tx: Tx, what: string, id: string): Promise<void> {
  const probes = ROW_TABLES.map((table) => sql`select 1 from ${table} where ${table.id} = ${id}`)
  // Both drivers (PGlite, node-postgres) answer with `rows`.
  const result: unknown = await tx.execute(sql`${sql.join(probes, sql` union all `)} limit 1`)
  if ((result as { rows: unknown[] }).rows.length > 0) throw idTaken(what, id)
}
