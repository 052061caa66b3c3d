import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../db/client.ts'
import { idempotencyKeys } from '../db/schema.ts'
import { PENDING, TAKE_OVER_AFTER_MS } from './idempotency.ts'

/*
 * Idempotency keys of a batch (the sync push), in the batch's own write transaction: the same
 * table and scope as the Idempotency-Key hook (idempotency.ts), so a key is answered once whether
 * it came through a single endpoint or a push. Claims are inserted before acting and the answers
 * stored before commit, so an action and its stored answer commit together (no window between
 * them). A single request with the same key meanwhile blocks on the uncommitted claim and then
 * replays the stored answer.
 */

/** The route a key stands for (the single endpoint of the action) and its body's fingerprint. */
export interface BatchKey {
  key: string
  method: string
  path: string
  bodyHash: string
}

export type KeyClaim =
  /** New key, claimed by this transaction: act, then store the answer. */
  | { kind: 'claimed' }
  /** Answered before: replay this answer, do not act. */
  | { kind: 'stored'; status: number; body: unknown }
  /** Another request with this key is still running. */
  | { kind: 'in_progress' }
  /** The key was used for another route. */
  | { kind: 'other_route'; method: string; path: string }
  /** The key was used with another body. */
  | { kind: 'other_body' }

export interface StoredAnswer {
  key: string
  status: number
  body: unknown
}

const JSON_TYPE = 'application/json; charset=utf-8'

function storedBody(text: string, contentType: string): unknown {
  if (text === '') return null
  if (!contentType.includes('json')) return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

async function insertClaims(
  tx: Tx,
  scope: string,
  keys: readonly BatchKey[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const inserted = await tx
    .insert(idempotencyKeys)
    .values(
      keys.map((k) => ({
        scope,
        key: k.key,
        method: k.method,
        path: k.path,
        statusCode: PENDING,
        body: '',
        contentType: '',
        bodyHash: k.bodyHash,
      })),
    )
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  return new Set(inserted.map((r) => r.key))
}

/** Claims every key of the batch (one insert; one select for the keys seen before). */
export async function claimKeys(
  tx: Tx,
  scope: string,
  keys: readonly BatchKey[],
): Promise<Map<string, KeyClaim>> {
  const claims = new Map<string, KeyClaim>()
  const mine = await insertClaims(tx, scope, keys)
  for (const key of mine) claims.set(key, { kind: 'claimed' })
  const seen = keys.filter((k) => !mine.has(k.key))
  if (seen.length === 0) return claims
  const rows = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        inArray(
          idempotencyKeys.key,
          seen.map((k) => k.key),
        ),
      ),
    )
  const byKey = new Map(rows.map((r) => [r.key, r]))
  const again: BatchKey[] = []
  for (const k of seen) {
    const row = byKey.get(k.key)
    if (!row)
      again.push(k) // removed after a 5xx answer: claim it again
    else if (row.method !== k.method || row.path !== k.path) {
      claims.set(k.key, { kind: 'other_route', method: row.method, path: row.path })
    } else if (row.bodyHash !== k.bodyHash) {
      claims.set(k.key, { kind: 'other_body' })
    } else if (row.statusCode !== PENDING) {
      claims.set(k.key, {
        kind: 'stored',
        status: row.statusCode,
        body: storedBody(row.body, row.contentType),
      })
    } else if (Date.now() - new Date(row.createdAt).getTime() > TAKE_OVER_AFTER_MS) {
      again.push(k) // left by a crashed process
    } else claims.set(k.key, { kind: 'in_progress' })
  }
  if (again.length > 0) {
    await releaseClaims(
      tx,
      scope,
      again.map((k) => k.key),
    )
    const taken = await insertClaims(tx, scope, again)
    for (const k of again)
      claims.set(k.key, taken.has(k.key) ? { kind: 'claimed' } : { kind: 'in_progress' })
  }
  return claims
}

/** Stores the answers of claimed keys (one statement), in the caller's transaction. */
export async function storeAnswers(
  tx: Tx,
  scope: string,
  answers: readonly StoredAnswer[],
): Promise<void> {
  if (answers.length === 0) return
  const values = sql.join(
    answers.map((a) => sql`(${a.key}, ${a.status}::int, ${JSON.stringify(a.body)})`),
    sql`, `,
  )
  await tx.execute(sql`
    update ${idempotencyKeys} set status_code = v.status, body = v.body, content_type = ${JSON_TYPE}
    from (values ${values}) as v(key, status, body)
    where ${idempotencyKeys.scope} = ${scope} and ${idempotencyKeys.key} = v.key`)
}

/** Drops unanswered claims (actions not processed): a later request may claim them again. */
export async function releaseClaims(tx: Tx, scope: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        inArray(idempotencyKeys.key, [...keys]),
        eq(idempotencyKeys.statusCode, PENDING),
      ),
    )
}
