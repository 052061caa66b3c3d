import type { FastifyRequest } from 'fastify'
import { GuestClaims, TEXT } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { HttpError, forbidden, unauthorized } from '../http/errors.ts'
import { loadStaffContext, type StaffContext } from '../domain/permissions.ts'
import { COOKIE } from './cookies.ts'

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

/** The guest of a stay, from the guest_access cookie, or null. */
export async function guestFromRequest(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<GuestClaims | null> {
  const token = request.cookies[COOKIE.guest]
  if (!token) return null
  const result = await ctx.tokens.verify(token, 'guest')
  if (!result.ok) return null
  const parsed = GuestClaims.safeParse(result.claims)
  return parsed.success ? parsed.data : null
}
