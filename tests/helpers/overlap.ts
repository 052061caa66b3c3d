import { expect } from 'vitest'
import type pg from 'pg'
import type { Database } from '../../server/db/client.ts'

/**
 * Counts the transactions open at once on a PostgreSQL test database: each pooled connection's
 * `begin` to its `commit` or `rollback`. The 20-claim race tests use it to show that on
 * PostgreSQL the claims really were in flight together (each on its own connection, the
 * database deciding), while on PGlite (one connection, no pool) they run one after another and
 * there is nothing to count (null).
 */
export interface TransactionOverlap {
  /** The most transactions that were open at the same moment since the watch began. */
  maxOpen(): number
}

type Query = pg.PoolClient['query']

function statementOf(args: unknown[]): string {
  const first = args[0]
  const text =
    typeof first === 'string'
      ? first
      : typeof first === 'object' && first !== null && 'text' in first
        ? String(first.text)
        : ''
  return text.trim().toLowerCase()
}

export function watchTransactions(database: Database): TransactionOverlap | null {
  const pool = database.pool
  if (!pool) return null
  let open = 0
  let max = 0
  const watched = new WeakSet<pg.PoolClient>()
  const inTransaction = new WeakSet<pg.PoolClient>()
  pool.on('acquire', (client) => {
    if (watched.has(client)) return
    watched.add(client)
    const query = client.query.bind(client) as (...args: unknown[]) => unknown
    // Wraps the pool's own client (a third-party object) to observe, not to change, its queries.
    client.query = ((...args: unknown[]) => {
      const statement = statementOf(args)
      if (statement.startsWith('begin') && !inTransaction.has(client)) {
        inTransaction.add(client)
        max = Math.max(max, ++open)
      } else if (
        (statement === 'commit' || statement === 'rollback') &&
        inTransaction.has(client)
      ) {
        inTransaction.delete(client)
        open--
      }
      return query(...args)
    }) as Query
  })
  return { maxOpen: () => max }
}

/** With DATABASE_URL (npm run test:pg): at least two claims were open in the database at once. */
export function expectOverlapOnPostgres(overlap: TransactionOverlap | null): void {
  if (!process.env.DATABASE_URL) return
  expect(overlap, 'a PostgreSQL pool to watch').not.toBeNull()
  expect(overlap!.maxOpen(), 'transactions open at the same time').toBeGreaterThanOrEqual(2)
}
