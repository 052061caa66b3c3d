import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { z } from 'zod'
import {
  Id,
  LOGIN_REPLY,
  LoginBody,
  StayAccessBody,
  TEXT,
  type Me,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { accounts, businesses, rooms, stays } from '../db/schema.ts'
import { HttpError, unauthorized } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { dummyHash } from '../auth/passwords.ts'
import { passwordLogin } from '../auth/login.ts'
import { COOKIE, clearCookie, cookieOptions, setCookie } from '../auth/cookies.ts'
import { accessClaims, guestFromRequest, requireStaff } from '../auth/request-auth.ts'
import { endSession, sessionIdOf, startSession, useRefreshToken } from '../auth/session-tokens.ts'
import { endGuestSessions, startGuestSession } from '../auth/guest-sessions.ts'
import { businessToWire, serviceToWire } from '../domain/serialize.ts'
import { sameCode } from '../domain/order-target.ts'
import { services } from '../db/schema.ts'
import { guestPlaceRoutes } from './guest-places.ts'

const BASE = '/api/v2/access'
const GUEST_TTL_SECONDS = 14 * 24 * 3600

async function trialExpired(ctx: AppContext, businessId: string | null): Promise<boolean> {
  if (!businessId) return false
  const [business] = await ctx.db.select().from(businesses).where(eq(businesses.id, businessId))
  return Boolean(business?.trialEndsAt && new Date(business.trialEndsAt).getTime() < Date.now())
}

/** A deactivated or deleted business (spec 001 §4 Business) signs in no more. */
async function businessClosed(ctx: AppContext, businessId: string | null): Promise<boolean> {
  if (!businessId) return false
  const [business] = await ctx.db.select().from(businesses).where(eq(businesses.id, businessId))
  return !business || !business.active || business.deletedAt !== null
}

export function accessRoutes(app: FastifyInstance, ctx: AppContext): void {
  guestPlaceRoutes(app, ctx)
  const codeThrottle = ctx.throttles.roomCode
  void dummyHash() // ready before the first login for an unknown user

  app.post(`${BASE}/login/`, async (request, reply) => {
    const body = parse(LoginBody, request.body, 'body')
    const account = await passwordLogin(ctx, request, reply, {
      userKey: `staff:${body.username.toLowerCase()}`,
      password: body.password,
      find: async () =>
        (await ctx.db.select().from(accounts).where(eq(accounts.username, body.username)))[0],
    })
    if (await businessClosed(ctx, account.businessId))
      throw new HttpError(403, 'forbidden', 'This business is deactivated.')
    if (await trialExpired(ctx, account.businessId)) {
      return reply.type('text/plain; charset=utf-8').send(LOGIN_REPLY.trialExpired)
    }
    await startSession(ctx, request, reply, account)
    return reply.type('text/plain; charset=utf-8').send(LOGIN_REPLY[account.role])
  })

  app.get(`${BASE}/me`, async (request): Promise<Me> => {
    const claims = await accessClaims(ctx, request)
    if (claims.role === 'admin') {
      return {
        role: 'admin',
        username: claims.username,
        business_id: null,
        employee_id: null,
        account_id: claims.accountId,
        employee_role: null,
        manager: false,
        permissions: {},
      }
    }
    const staff = await requireStaff(ctx, request)
    return {
      role: staff.role,
      username: staff.username,
      business_id: staff.businessId,
      employee_id: staff.employeeId,
      account_id: staff.accountId,
      employee_role: staff.employeeRole,
      manager: staff.manager,
      permissions: staff.permissions,
    }
  })

  app.post(`${BASE}/isAuthenticated`, async (request) => {
    try {
      const claims = await accessClaims(ctx, request)
      return { authenticated: true, role: claims.role }
    } catch {
      return { authenticated: false, role: null }
    }
  })

  // The refresh token rotates: new access and refresh cookies, the used token never works again.
  app.get(`${BASE}/refreshToken`, async (request, reply) => {
    const outcome = await useRefreshToken(ctx, request, reply, request.cookies[COOKIE.refresh])
    if (outcome === 'refused') throw unauthorized()
    return { ok: true }
  })

  app.post('/api/user/auth/', async (request, reply) => {
    const body = parse(z.object({ token: z.string().min(1).max(4000) }), request.body, 'body')
    if ((await useRefreshToken(ctx, request, reply, body.token)) !== 'rotated') throw unauthorized()
    return { ok: true }
  })

  /** Ends the session of both cookies (access and refresh tokens stop working at once). */
  app.get(`${BASE}/logout`, async (request, reply) => {
    const sids = new Set([
      await sessionIdOf(ctx, request.cookies[COOKIE.refresh], 'refresh'),
      await sessionIdOf(ctx, request.cookies[COOKIE.access], 'access'),
    ])
    for (const sid of sids) if (sid) await endSession(ctx, sid)
    clearCookie(request, reply, COOKIE.access)
    clearCookie(request, reply, COOKIE.refresh)
    return { ok: true }
  })

  // ---- guests: the room code (stay password) opens a guest session for that stay ----

  async function openStay(
    request: FastifyRequest,
    roomId: string,
    businessId: string | null,
    password: string,
  ) {
    const [room] = await ctx.db
      .select()
      .from(rooms)
      .where(
        and(
          eq(rooms.id, roomId),
          isNull(rooms.deletedAt),
          businessId ? eq(rooms.businessId, businessId) : undefined,
        ),
      )
    if (!room) throw new HttpError(404, 'not_found', 'Room not found')
    const [stay] = await ctx.db
      .select()
      .from(stays)
      .where(and(eq(stays.roomId, room.id), isNotNull(stays.checkIn), isNull(stays.deletedAt)))
    if (!stay) throw new HttpError(404, 'stay.not_checked_in', 'This room has no guest checked in.')
    // Checked after the lookups, with nothing awaited up to the count: parallel guesses see each
    // other's failures.
    const key = `${room.id}|${request.ip}`
    if (codeThrottle.blocked(key))
      throw new HttpError(429, 'rate_limited', 'Too many wrong codes. Try again in a few minutes.')
    if (!sameCode(stay.password, password)) {
      codeThrottle.fail(key)
      throw new HttpError(401, 'stay.wrong_code', TEXT.incorrectCode)
    }
    codeThrottle.succeed(key)
    return { room, stay }
  }

  async function replyStayToken(
    request: FastifyRequest,
    reply: FastifyReply,
    found: Awaited<ReturnType<typeof openStay>>,
  ) {
    if (await trialExpired(ctx, found.room.businessId)) {
      return reply.status(403).type('text/plain; charset=utf-8').send(TEXT.trialExpired)
    }
    const sid = await startGuestSession(ctx, 'stay', found.stay.id, GUEST_TTL_SECONDS)
    const token = await ctx.tokens.sign(
      { stay_id: found.stay.id, room_id: found.room.id, business_id: found.room.businessId, sid },
      'guest',
      GUEST_TTL_SECONDS,
    )
    setCookie(request, reply, COOKIE.guest, token, GUEST_TTL_SECONDS)
    setCookie(request, reply, COOKIE.guestRoom, found.room.id, GUEST_TTL_SECONDS, {
      readable: true,
    })
    return {
      ok: true,
      stay_id: found.stay.id,
      room_id: found.room.id,
      business_id: found.room.businessId,
      lang: found.stay.lang,
    }
  }

  app.post(`${BASE}/getStayAccessToken`, async (request, reply) => {
    const body = parse(StayAccessBody, request.body, 'body')
    return replyStayToken(
      request,
      reply,
      await openStay(request, body.room_id, null, body.password),
    )
  })

  app.post(`${BASE}/getStayAccessTokenRoomNumber`, async (request, reply) => {
    const body = parse(
      z.object({
        business_id: Id,
        room_number: z.string().trim().min(1).max(20),
        password: z.string().trim().min(1).max(32),
      }),
      request.body,
      'body',
    )
    const [room] = await ctx.db
      .select()
      .from(rooms)
      .where(
        and(
          eq(rooms.businessId, body.business_id),
          eq(rooms.name, body.room_number),
          isNull(rooms.deletedAt),
        ),
      )
    if (!room)
      throw new HttpError(404, 'stay.wrong_room', 'Incorrect room number.', {
        field: 'room_number',
      })
    return replyStayToken(
      request,
      reply,
      await openStay(request, room.id, body.business_id, body.password),
    )
  })

  app.get(`${BASE}/getRoom`, async (request) => {
    const guest = await guestFromRequest(ctx, request)
    if (!guest) throw unauthorized()
    const [stay] = await ctx.db
      .select()
      .from(stays)
      .where(and(eq(stays.id, guest.stay_id), isNotNull(stays.checkIn), isNull(stays.deletedAt)))
    const [room] = await ctx.db.select().from(rooms).where(eq(rooms.id, guest.room_id))
    const [business] = await ctx.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, guest.business_id))
    if (!stay || !room || !business) throw unauthorized('Your stay has ended.')
    const b = businessToWire(business)
    return {
      room: { _id: room.id, name: room.name },
      stay: { _id: stay.id, checkout: stay.checkout, lang: stay.lang },
      business: { _id: b._id, name: b.name, currency: b.currency, languages: b.languages },
    }
  })

  app.get(`${BASE}/getServices`, async (request) => {
    const guest = await guestFromRequest(ctx, request)
    let businessId = guest?.business_id ?? null
    if (!businessId) businessId = (await requireStaff(ctx, request)).businessId
    const rows = await ctx.db
      .select()
      .from(services)
      .where(and(eq(services.businessId, businessId), isNull(services.deletedAt)))
    const list = rows.map(serviceToWire)
    return guest ? list.filter((s) => s.type !== 'manage' && s.options.active !== false) : list
  })

  /**
   * Ends both guest sessions: the room code (guest_access) and the guest profile (guest_user).
   * `?only=profile` ends the profile session alone (the guest profile screen's sign-out keeps the
   * room code).
   */
  app.get(`${BASE}/guestLogout`, async (request, reply) => {
    const { only } = parse(
      z.object({ only: z.enum(['profile']).optional() }),
      request.query,
      'query',
    )
    const sids = [
      only ? null : await sessionIdOf(ctx, request.cookies[COOKIE.guest], 'guest'),
      await sessionIdOf(ctx, request.cookies[COOKIE.guestUser], 'guestUser'),
    ]
    await endGuestSessions(
      ctx,
      sids.filter((sid): sid is string => sid !== null),
    )
    if (!only) {
      clearCookie(request, reply, COOKIE.guest)
      void reply.clearCookie(COOKIE.guestRoom, { ...cookieOptions(request), httpOnly: false })
    }
    clearCookie(request, reply, COOKIE.guestUser)
    return { ok: true }
  })
}
