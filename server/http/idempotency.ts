import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, eq, lt, sql } from 'drizzle-orm'
import { IDEMPOTENCY_HEADER } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { idempotencyKeys } from '../db/schema.ts'
import { COOKIE } from '../auth/cookies.ts'
import { HttpError, badRequest } from './errors.ts'
import { bodyHash } from './body-hash.ts'

/** Status of a claimed key whose answer is not stored yet (also used by the batched push). */
export const PENDING = 0
const WAIT_FOR_FIRST_MS = 15_000
/** A claim older than this was left by a crashed process: it may be taken over. */
export const TAKE_OVER_AFTER_MS = 60_000
const KEEP_DAYS = 7

interface Claimed {
  scope: string
  key: string
}
const claimed = new WeakMap<FastifyRequest, Claimed>()

/** The same key sent again with another body: refused, never replayed (docs/api.md). */
export const keyReused = () =>
  new HttpError(
    422,
    'idempotency.key_reused',
    `${IDEMPOTENCY_HEADER} was already used with a different request body.`,
  )

/**
 * Idempotency-Key on every mutating request: the first answer below 500 is stored per caller and
 * key with a fingerprint of the body; a repeat with the same body gets the same status and body
 * (header Idempotent-Replay) and never acts again; a repeat with another body is a 422. A repeat
 * arriving while the first still runs waits for it (across processes too: the claim is a row). A
 * claim left by a crashed process is taken over after a minute.
 */
export function installIdempotency(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!['POST', 'PUT', 'DELETE', 'PATCH'].includes(request.method)) return
    const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()]
    if (key === undefined) return
    if (typeof key !== 'string' || key.length < 8 || key.length > 100) {
      throw badRequest(IDEMPOTENCY_HEADER, `${IDEMPOTENCY_HEADER} must be 8 to 100 characters`)
    }
    const scope = await callerScope(ctx, request)
    const path = request.url.split('?')[0] ?? request.url
    const hash = bodyHash(request.body)
    const deadline = Date.now() + WAIT_FOR_FIRST_MS
    for (;;) {
      const inserted = await ctx.db
        .insert(idempotencyKeys)
        .values({
          scope,
          key,
          method: request.method,
          path,
          statusCode: PENDING,
          body: '',
          contentType: '',
          bodyHash: hash,
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key })
      if (inserted.length > 0) {
        claimed.set(request, { scope, key })
        return
      }
      const [stored] = await ctx.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      if (!stored) continue // removed after a 5xx: claim it again
      if (stored.method !== request.method || stored.path !== path) {
        throw badRequest(
          IDEMPOTENCY_HEADER,
          `${IDEMPOTENCY_HEADER} was already used for ${stored.method} ${stored.path}`,
        )
      }
      if (stored.bodyHash !== hash) throw keyReused()
      if (stored.statusCode !== PENDING) {
        return reply
          .status(stored.statusCode)
          .header('content-type', stored.contentType)
          .header('idempotent-replay', 'true')
          .send(stored.body)
      }
      if (Date.now() - new Date(stored.createdAt).getTime() > TAKE_OVER_AFTER_MS) {
        await ctx.db
          .delete(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.scope, scope),
              eq(idempotencyKeys.key, key),
              eq(idempotencyKeys.statusCode, PENDING),
            ),
          )
        continue
      }
      if (Date.now() > deadline) {
        throw new HttpError(
          409,
          'idempotency.in_progress',
          'The same request is still being processed. Try again shortly.',
        )
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claimed.get(request)
    if (!claim) return payload
    claimed.delete(request)
    const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key))
    // A 5xx or a 429 (try later) is not an answer to keep: the key is free for the retry.
    if (reply.statusCode >= 500 || reply.statusCode === 429) {
      await ctx.db.delete(idempotencyKeys).where(where)
      return payload
    }
    const body =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : ''
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8')
    await ctx.db
      .update(idempotencyKeys)
      .set({ statusCode: reply.statusCode, body, contentType })
      .where(where)
    return payload
  })
}

/**
 * Whose keys these are. Staff: the account, not the session — the outbox keeps a tablet's queued
 * actions across a sign-out and replays them when the same account signs in again, with the
 * same keys, and they must still be answered from the store. A guest's phone: its own room-code
 * token (each phone that entered the code has its own), so two phones of one room never share
 * keys (its guest session). Anyone else: the client address. A key is a random uuid and a reuse with another body is
 * refused, so a shared scope cannot be used to read someone else's answer.
 */
export async function callerScope(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const access = request.cookies[COOKIE.access]
  if (access) {
    const result = await ctx.tokens.verify(access, 'access')
    if (result.ok) return `account:${String(result.claims.sub)}`
  }
  const guest = request.cookies[COOKIE.guest]
  if (guest) {
    const result = await ctx.tokens.verify(guest, 'guest')
    if (result.ok) {
      // Each phone that entered the room code has its own guest session (`sid`).
      const device =
        typeof result.claims.sid === 'string'
          ? result.claims.sid
          : createHash('sha256').update(guest).digest('base64url').slice(0, 22)
      return `stay:${String(result.claims.stay_id)}:${device}`
    }
  }
  return `anonymous:${request.ip}`
}

export async function pruneIdempotencyKeys(ctx: AppContext): Promise<void> {
  await ctx.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${KEEP_DAYS})`))
}
