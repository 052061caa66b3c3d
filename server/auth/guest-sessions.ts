import { randomUUID } from 'node:crypto'
import { and, eq, gt, inArray, lt } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { authSessions, guestSessions } from '../db/schema.ts'

/*
 * Guest sessions: the room code (`stay`, cookie guest_access) and the guest profile (`profile`,
 * cookie guest_user). Their tokens carry the session id; guestLogout deletes the row, so a copy of
 * the cookie stops working at once instead of living out its 14 or 30 days.
 */

export type GuestSessionKind = 'stay' | 'profile'

export async function startGuestSession(
  ctx: AppContext,
  kind: GuestSessionKind,
  subjectId: string,
  ttlSeconds: number,
): Promise<string> {
  const sid = randomUUID()
  await ctx.db.insert(guestSessions).values({
    id: sid,
    kind,
    subjectId,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000).toISOString(),
  })
  return sid
}

/** Whether the session exists, is of that kind and for that subject, and has not expired. */
export async function guestSessionLive(
  ctx: AppContext,
  sid: string,
  kind: GuestSessionKind,
  subjectId: string,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: guestSessions.id })
    .from(guestSessions)
    .where(
      and(
        eq(guestSessions.id, sid),
        eq(guestSessions.kind, kind),
        eq(guestSessions.subjectId, subjectId),
        gt(guestSessions.expiresAt, new Date().toISOString()),
      ),
    )
  return Boolean(row)
}

/** Ends guest sessions: their tokens stop working and their sockets are closed. */
export async function endGuestSessions(ctx: AppContext, sids: string[]): Promise<void> {
  if (sids.length === 0) return
  await ctx.db.delete(guestSessions).where(inArray(guestSessions.id, sids))
  for (const sid of sids) ctx.realtime.disconnectSession(sid)
}

/** Drops expired staff and guest sessions (run hourly beside the idempotency prune). */
export async function pruneSessions(ctx: AppContext): Promise<void> {
  const now = new Date().toISOString()
  await ctx.db.delete(guestSessions).where(lt(guestSessions.expiresAt, now))
  await ctx.db.delete(authSessions).where(lt(authSessions.expiresAt, now))
}
