import type { FastifyRequest } from 'fastify'
import { GuestClaims, TEXT } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { HttpError, forbidden, unauthorized } from '../http/errors.ts'
import { loadStaffContext, type StaffContext } from '../domain/permissions.ts'
import { COOKIE } from './cookies.ts'
import { sessionLive } from './session-tokens.ts'
import { guestSessionLive } from './guest-sessions.ts'

export interface AccessClaims {
  accountId: string
  role: 'business' | 'employee' | 'admin'
  username: string
  businessId: string | null
  employeeId: string | null
  sid: string
}

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; error: HttpError }

/** Checks an access token: expired tokens get the spec's exact text so clients refresh once. */
export async function checkAccessToken(
  ctx: AppContext,
  token: string | undefined,
): Promise<AccessCheck> {
  if (!token) return { ok: false, error: unauthorized() }
  const result = await ctx.tokens.verify(token, 'access')
  if (!result.ok) {
    return {
      ok: false,
      error:
        result.reason === 'expired'
          ? new HttpError(401, 'token_expired', TEXT.tokenExpired)
          : unauthorized(),
    }
  }
  const c = result.claims
  // A logged-out (or expired) session ends its access tokens at once, not when they expire.
  if (typeof c.sid !== 'string' || !(await sessionLive(ctx, c.sid))) {
    return { ok: false, error: unauthorized() }
  }
  return {
    ok: true,
    claims: {
      accountId: String(c.sub),
      role: c.role as AccessClaims['role'],
      username: String(c.username),
      businessId: typeof c.business_id === 'string' ? c.business_id : null,
      employeeId: typeof c.employee_id === 'string' ? c.employee_id : null,
      sid: String(c.sid),
    },
  }
}

export async function accessClaims(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<AccessClaims> {
  const check = await checkAccessToken(ctx, request.cookies[COOKIE.access])
  if (!check.ok) throw check.error
  return check.claims
}

const staffCache = new WeakMap<FastifyRequest, Promise<StaffContext>>()

/** The signed-in staff member of a business (owner or employee), or 401/403. */
export function requireStaff(ctx: AppContext, request: FastifyRequest): Promise<StaffContext> {
  let pending = staffCache.get(request)
  if (!pending) {
    pending = (async () => {
      const claims = await accessClaims(ctx, request)
      if (claims.role === 'admin' || !claims.businessId)
        throw forbidden('This account has no business.')
      return loadStaffContext(ctx.db, {
        accountId: claims.accountId,
        role: claims.role,
        username: claims.username,
        businessId: claims.businessId,
        employeeId: claims.employeeId,
      })
    })()
    staffCache.set(request, pending)
  }
  return pending
}

/** A room-code guest: the stay, room and business, and the guest session's id. */
export type GuestSession = GuestClaims & { sid: string }

/** The guest of a stay, from the guest_access cookie, or null. */
export function guestFromRequest(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<GuestSession | null> {
  return guestFromToken(ctx, request.cookies[COOKIE.guest])
}

/** A room-code token whose session is live (not ended by guestLogout), or null. */
export async function guestFromToken(
  ctx: AppContext,
  token: string | undefined,
): Promise<GuestSession | null> {
  if (!token) return null
  const result = await ctx.tokens.verify(token, 'guest')
  if (!result.ok || typeof result.claims.sid !== 'string') return null
  const parsed = GuestClaims.safeParse(result.claims)
  if (!parsed.success) return null
  const sid = result.claims.sid
  return (await guestSessionLive(ctx, sid, 'stay', parsed.data.stay_id))
    ? { ...parsed.data, sid }
    : null
}

/** The guest account id of a live guest_user session (guest profile), or null. */
export async function guestUserFromRequest(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<string | null> {
  const token = request.cookies[COOKIE.guestUser]
  if (!token) return null
  const result = await ctx.tokens.verify(token, 'guestUser')
  if (!result.ok) return null
  const { sub, sid } = result.claims
  if (typeof sub !== 'string' || typeof sid !== 'string') return null
  return (await guestSessionLive(ctx, sid, 'profile', sub)) ? sub : null
}
