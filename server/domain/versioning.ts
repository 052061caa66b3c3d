import { isDeepStrictEqual } from 'node:util'
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.ts'

export type NextVersion = () => Promise<number>

/**
 * The next version as an SQL expression, for a write inside businessWrite that takes its version
 * in the same statement (one round trip less than `nextVersion()`; same sequence, same lock).
 */
export const nextVersionSql = () => sql`nextval('sync_version')`

/**
 * Runs a write for one business in a transaction that first takes that business's advisory lock.
 * Writes of one business are therefore serialised, so versions become visible in the order they
 * were taken: a pull with cursor N can never later miss a row with a version below N.
 */
export function businessWrite<T>(
  db: Db,
  businessId: string,
  fn: (tx: Tx, nextVersion: NextVersion) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${businessId}))`)
    const nextVersion: NextVersion = async () => {
      // Both drivers (PGlite, node-postgres) answer with `rows`.
      const result: unknown = await tx.execute(sql`select nextval('sync_version') as v`)
      return Number((result as { rows: { v: string | number }[] }).rows[0]!.v)
    }
    return fn(tx, nextVersion)
  })
}

/**
 * The fields of `patch` whose values differ from the row's (`current`; jsonb fields compare by
 * value), or null when none does. An update that changes nothing takes no new version and tells
 * no device: the write answers the row as it is (docs/api.md, Conventions).
 */
export function changedFields<R extends object>(
  current: R,
  patch: { [K in keyof R]?: R[K] | undefined },
): Partial<R> | null {
  const changed: Partial<R> = {}
  let any = false
  for (const key of Object.keys(patch) as (keyof R)[]) {
    const value = patch[key]
    if (value === undefined || isDeepStrictEqual(value, current[key])) continue
    changed[key] = value
    any = true
  }
  return any ? changed : null
}
