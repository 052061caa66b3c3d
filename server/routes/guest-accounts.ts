import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { Id } from '../../sync/protocol/index.ts'
import { isValidEmail, isValidPhone } from '../../sync/protocol/validators.ts'
import type { AppContext } from '../context.ts'
import { businesses, guestAccounts } from '../db/schema.ts'
import { HttpError, badRequest, unauthorized } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { hashPassword } from '../auth/passwords.ts'
import { passwordLogin } from '../auth/login.ts'
import { COOKIE, setCookie } from '../auth/cookies.ts'
import { guestFromRequest, guestUserFromRequest } from '../auth/request-auth.ts'
import { startGuestSession } from '../auth/guest-sessions.ts'

/*
 * Guest accounts: a guest's own profile (guest profile screen), signed in with e-mail and
 * password through the `guest_user` cookie. Independent of the room-code session (`guest_access`):
 * a guest may hold either, both or none.
 */

const BASE = '/api/v2/access'

export const GENDERS = ['Male', 'Female', 'Non-binary', 'Prefer not to say', 'Other'] as const

/** A guest account as replied (never the password hash). */
export interface GuestAccount {
  _id: string
  business_id: string | null
  email: string
  first_name: string
  last_name: string
  phone: string | null
  country: string | null
  gender: string | null
  createdAt: string
}

type Row = typeof guestAccounts.$inferSelect

export const guestAccountToWire = (r: Row): GuestAccount => ({
  _id: r.id,
  business_id: r.businessId,
  email: r.email,
  first_name: r.firstName,
  last_name: r.lastName,
  phone: r.phone,
  country: r.country,
  gender: r.gender,
  createdAt: new Date(r.createdAt).toISOString(),
})

export const Email = z
  .string()
  .trim()
  .max(254)
  .refine(isValidEmail, 'must be an e-mail address like name@hotel.com')
export const NewPassword = z
  .string()
  .min(8, 'must have at least 8 characters')
  .max(200, 'must have at most 200 characters')
/** An optional text where an empty string means "not given". */
const optionalText = (max: number, check?: (v: string) => boolean, message?: string) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || !check || check(v), message)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()

const RegisterBody = z.object({
  email: Email,
  password: NewPassword,
  first_name: z.string().trim().max(100).default(''),
  last_name: z.string().trim().max(100).default(''),
  phone: optionalText(40, isValidPhone, 'must be a phone number like +381 641 234567'),
  country: optionalText(100),
  gender: z.enum(GENDERS).nullable().optional(),
  /** The hotel the guest registers at (ignored when a room-code session names one). */
  business_id: z.optional(z.nullable(Id)),
})
type RegisterBody = z.infer<typeof RegisterBody>

const GuestLoginBody = z.object({
  email: z.string().trim().min(1, 'email is required').max(254),
  password: z.string().min(1, 'password is required').max(200),
})

const sameEmail = (email: string) => sql`lower(${guestAccounts.email}) = lower(${email})`
const emailTaken = () =>
  new HttpError(409, 'conflict', 'An account with this e-mail already exists.', {
    field: 'email',
  })

export function guestAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ttl = ctx.env.REFRESH_TOKEN_TTL_SECONDS

  async function registrationBusiness(
    request: FastifyRequest,
    body: RegisterBody,
  ): Promise<string | null> {
    const stay = await guestFromRequest(ctx, request)
    if (stay) return stay.business_id
    if (!body.business_id) return null
    const [business] = await ctx.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(eq(businesses.id, body.business_id), isNull(businesses.deletedAt)))
    if (!business) throw badRequest('business_id', 'business_id: no such business')
    return business.id
  }

  async function register(request: FastifyRequest): Promise<Row> {
    const body = parse(RegisterBody, request.body, 'body')
    const businessId = await registrationBusiness(request, body)
    const [existing] = await ctx.db
      .select({ id: guestAccounts.id })
      .from(guestAccounts)
      .where(sameEmail(body.email))
    if (existing) throw emailTaken()
    const [row] = await ctx.db
      .insert(guestAccounts)
      .values({
        id: randomUUID(),
        businessId,
        email: body.email,
        passwordHash: await hashPassword(body.password),
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone ?? null,
        country: body.country ?? null,
        gender: body.gender ?? null,
      })
      .onConflictDoNothing()
      .returning()
    // A registration with the same e-mail committed in between (the unique index on lower(email)).
    if (!row) throw emailTaken()
    return row
  }

  async function signIn(request: FastifyRequest, reply: FastifyReply, row: Row): Promise<void> {
    const sid = await startGuestSession(ctx, 'profile', row.id, ttl)
    const token = await ctx.tokens.sign({ sub: row.id, sid }, 'guestUser', ttl)
    setCookie(request, reply, COOKIE.guestUser, token, ttl)
  }

  /** Registration from the guest profile screen: 201, the guest then signs in with loginGuest. */
  app.post(`${BASE}/registerGuest`, async (request, reply) => {
    await register(request)
    return reply.status(201).send({ ok: true })
  })

  /** Registration that signs the guest in at once and answers with the new account. */
  app.post(`${BASE}/registerNewGuest`, async (request, reply) => {
    const row = await register(request)
    await signIn(request, reply, row)
    return guestAccountToWire(row)
  })

  app.post(`${BASE}/loginGuest/`, async (request, reply) => {
    const body = parse(GuestLoginBody, request.body, 'body')
    const row = await passwordLogin(ctx, request, reply, {
      userKey: `guest:${body.email.toLowerCase()}`,
      password: body.password,
      find: async () => (await ctx.db.select().from(guestAccounts).where(sameEmail(body.email)))[0],
    })
    await signIn(request, reply, row)
    return guestAccountToWire(row)
  })

  /** The signed-in guest; 401 without a valid guest_user cookie (the client forgets guestEmail). */
  app.get(`${BASE}/getGuest`, async (request) => {
    const guestId = await guestUserFromRequest(ctx, request)
    if (!guestId) throw unauthorized()
    const [row] = await ctx.db.select().from(guestAccounts).where(eq(guestAccounts.id, guestId))
    if (!row) throw unauthorized()
    return guestAccountToWire(row)
  })
}
