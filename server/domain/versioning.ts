import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.ts'

export type NextVersion = () => Promise<number>

/**
 * Runs a write for one business in a transaction that first takes that business's advisory lock.
 * Writes of one business are therefore serialised, so versions become visible in the order they
 * were taken: a pull with cursor N can never later miss a row with a version below N.
 */
export function businessWrite<T>(db: Db, businessId: string, fn: (tx: Tx, nextVersion: NextVersion) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${businessId}))`)
    const nextVersion: NextVersion = async () => {
      const result = (await tx.execute(sql`select nextval('sync_version') as v`)) as unknown as { rows: { v: string | number }[] }
      return Number(result.rows[0]!.v)
    }
    return fn(tx, nextVersion)
  })
}
