import { randomUUID } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { accounts, authSessions } from '../db/schema.ts'
import { COOKIE, setCookie } from './cookies.ts'
import type { TokenKind } from './tokens.ts'

type Account = typeof accounts.$inferSelect

export function accessClaimsOf(account: Account, sid: string): Record<string, unknown> {
  return {
    sub: account.id,
    role: account.role,
    username: account.username,
    business_id: account.businessId,
    employee_id: account.employeeId,
    sid,
  }
}

/** Starts a session and sets the access and refresh cookies. */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  account: Account,
): Promise<void> {
  const sid = randomUUID()
  const jti = randomUUID()
  await ctx.db.insert(authSessions).values({
    id: sid,
    accountId: account.id,
    expiresAt: new Date(Date.now() + ctx.env.REFRESH_TOKEN_TTL_SECONDS * 1000).toISOString(),
    refreshJti: jti,
  })
  await setSessionCookies(ctx, request, reply, account, sid, jti)
}

async function setSessionCookies(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  account: Account,
  sid: string,
  jti: string,
): Promise<void> {
  const ttl = ctx.env.REFRESH_TOKEN_TTL_SECONDS
  const access = await ctx.tokens.sign(
    accessClaimsOf(account, sid),
    'access',
    ctx.env.ACCESS_TOKEN_TTL_SECONDS,
  )
  const refresh = await ctx.tokens.sign({ sub: account.id, sid, jti }, 'refresh', ttl)
  // The access cookie outlives its token, so an expired token reaches the server and gets
  // "Token expired" (the client then refreshes once).
  setCookie(request, reply, COOKIE.access, access, ttl)
  setCookie(request, reply, COOKIE.refresh, refresh, ttl)
}

/**
 * A refresh token used within this long after it was rotated is taken for a twin request of the
 * same browser (two tabs refreshing at once): answered without new tokens, since the browser
 * already holds those the first request set. Used later, it is taken for a stolen copy.
 */
export const TWIN_REFRESH_MS = 30_000

export type RefreshOutcome = 'rotated' | 'twin' | 'refused'

/**
 * Uses a refresh token: the session's current one is replaced (new access and refresh cookies;
 * the used token never works again). A token rotated moments ago is a twin ('twin', nothing set).
 * Any other used token ends the session (reuse means a copy is around).
 */
export async function useRefreshToken(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string | undefined,
): Promise<RefreshOutcome> {
  if (!token) return 'refused'
  const result = await ctx.tokens.verify(token, 'refresh')
  if (!result.ok || typeof result.claims.sid !== 'string') return 'refused'
  const sid = result.claims.sid
  const jti = typeof result.claims.jti === 'string' ? result.claims.jti : null
  const next = randomUUID()
  // One statement: of two requests with the same token, exactly one rotates.
  const [session] = await ctx.db
    .update(authSessions)
    .set({ refreshJti: next, previousJti: jti, rotatedAt: new Date().toISOString() })
    .where(
      and(
        eq(authSessions.id, sid),
        gt(authSessions.expiresAt, new Date().toISOString()),
        // a token from before rotation existed has no jti: it works once, on such a session
        jti ? eq(authSessions.refreshJti, jti) : isNull(authSessions.refreshJti),
      ),
    )
    .returning()
  if (!session) return refusedOrTwin(ctx, sid, jti)
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, session.accountId))
  if (!account) return 'refused'
  await setSessionCookies(ctx, request, reply, account, sid, next)
  return 'rotated'
}

async function refusedOrTwin(
  ctx: AppContext,
  sid: string,
  jti: string | null,
): Promise<RefreshOutcome> {
  const [session] = await ctx.db.select().from(authSessions).where(eq(authSessions.id, sid))
  if (!session) return 'refused'
  const rotatedAgo = session.rotatedAt ? Date.now() - new Date(session.rotatedAt).getTime() : null
  if (jti && session.previousJti === jti && rotatedAgo !== null && rotatedAgo < TWIN_REFRESH_MS) {
    return 'twin'
  }
  await endSession(ctx, sid)
  return 'refused'
}

/** Whether a session still exists (not logged out, not expired). Checked on every access token. */
export async function sessionLive(ctx: AppContext, sid: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sid), gt(authSessions.expiresAt, new Date().toISOString())))
  return Boolean(row)
}

/** Ends a session: its access and refresh tokens stop working, its sockets are closed. */
export async function endSession(ctx: AppContext, sid: string): Promise<void> {
  await ctx.db.delete(authSessions).where(eq(authSessions.id, sid))
  ctx.realtime.disconnectSession(sid)
}

/** The session id inside a token of the given kind, if the token is genuine (even if expired). */
export async function sessionIdOf(
  ctx: AppContext,
  token: string | undefined,
  kind: TokenKind,
): Promise<string | null> {
  if (!token) return null
  const result = await ctx.tokens.verify(token, kind, { allowExpired: true })
  return result.ok && typeof result.claims.sid === 'string' ? result.claims.sid : null
}
