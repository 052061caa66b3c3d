import { randomUUID } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import { eq } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { accounts, authSessions } from '../db/schema.ts'
import { COOKIE, cookieOptions } from './cookies.ts'

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

/** Starts a refresh session and sets the access and refresh cookies. */
export async function startSession(
  ctx: AppContext,
  reply: FastifyReply,
  account: Account,
  secure: boolean,
): Promise<void> {
  const sid = randomUUID()
  const ttl = ctx.env.REFRESH_TOKEN_TTL_SECONDS
  await ctx.db.insert(authSessions).values({
    id: sid,
    accountId: account.id,
    expiresAt: new Date(Date.now() + ttl * 1000).toISOString(),
  })
  const refresh = await ctx.tokens.sign({ sub: account.id, sid }, 'refresh', ttl)
  await setAccessCookie(ctx, reply, account, sid, secure)
  void reply.setCookie(COOKIE.refresh, refresh, cookieOptions(ttl, secure))
}

export async function setAccessCookie(
  ctx: AppContext,
  reply: FastifyReply,
  account: Account,
  sid: string,
  secure: boolean,
): Promise<void> {
  const ttl = ctx.env.ACCESS_TOKEN_TTL_SECONDS
  const access = await ctx.tokens.sign(accessClaimsOf(account, sid), 'access', ttl)
  // The cookie outlives the token so an expired token reaches the server and gets "Token expired".
  void reply.setCookie(
    COOKIE.access,
    access,
    cookieOptions(ctx.env.REFRESH_TOKEN_TTL_SECONDS, secure),
  )
}

/** The account and session behind a refresh token, if both still exist. */
export async function refreshSession(
  ctx: AppContext,
  token: string | undefined,
): Promise<{ account: Account; sid: string } | null> {
  if (!token) return null
  const result = await ctx.tokens.verify(token, 'refresh')
  if (!result.ok) return null
  const sid = String(result.claims.sid)
  const [session] = await ctx.db.select().from(authSessions).where(eq(authSessions.id, sid))
  if (!session || new Date(session.expiresAt).getTime() < Date.now()) return null
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, session.accountId))
  return account ? { account, sid } : null
}

export async function endSession(ctx: AppContext, sid: string): Promise<void> {
  await ctx.db.delete(authSessions).where(eq(authSessions.id, sid))
}
