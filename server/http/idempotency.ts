import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, eq, lt, sql } from 'drizzle-orm'
import { IDEMPOTENCY_HEADER } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { idempotencyKeys } from '../db/schema.ts'
import { COOKIE } from '../auth/cookies.ts'
import { HttpError, badRequest } from './errors.ts'

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

/**
 * Idempotency-Key on every mutating request: the first answer below 500 is stored per caller and
 * key; a repeat gets the same status and body (header Idempotent-Replay) and never acts again.
 * A repeat arriving while the first still runs waits for it (across processes too: the claim is a
 * row). A claim left by a crashed process is taken over after a minute.
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
    if (reply.statusCode >= 500) {
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

async function callerScope(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const access = request.cookies[COOKIE.access]
  if (access) {
    const result = await ctx.tokens.verify(access, 'access')
    if (result.ok) return `account:${String(result.claims.sub)}`
  }
  const guest = request.cookies[COOKIE.guest]
  if (guest) {
    const result = await ctx.tokens.verify(guest, 'guest')
    if (result.ok) return `stay:${String(result.claims.stay_id)}`
  }
  return 'anonymous'
}

export async function pruneIdempotencyKeys(ctx: AppContext): Promise<void> {
  await ctx.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${KEEP_DAYS})`))
}
