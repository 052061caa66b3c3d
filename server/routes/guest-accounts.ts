import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { Id } from '../../sync/protocol/index.ts'
import {
  ALLERGIES,
  FOOD_PREFERENCES,
  GENDERS,
  PREFERENCE_CHOICES,
  PREFERENCE_TEXT_MAX,
  type GuestProfile,
} from '../../sync/protocol/rules/guest-profile.ts'
import { isValidEmail } from '../../sync/protocol/validators.ts'
import { isRealPhone, PHONE_MESSAGE } from '../domain/phone.ts'
import { linkStayAndRefresh } from '../domain/guests/link-stay.ts'
import { refreshGuestsOfAccount } from '../domain/guests/refresh.ts'
import type { AppContext } from '../context.ts'
import { businesses, guestAccounts } from '../db/schema.ts'
import { HttpError, badRequest, unauthorized } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
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

export { GENDERS }

/** A guest account as replied (never the password hash). */
export type GuestAccount = GuestProfile

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
  date_of_birth: r.dateOfBirth,
  place_of_origin: r.placeOfOrigin,
  allergies: r.allergies,
  food_preferences: r.foodPreferences,
  preferences: r.preferences,
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

/** YYYY-MM-DD of a real day between 1900-01-01 and today. */
const DateOfBirth = z
  .string()
  .trim()
  .refine((v) => v === '' || isPastDate(v), 'must be a date like 1990-04-23, not in the future')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional()

function isPastDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    value >= '1900-01-01' &&
    date.getTime() <= Date.now()
  )
}

/** A list of choices from `values`, each once. */
const choices = (values: readonly string[]) =>
  z
    .array(z.enum(values as [string, ...string[]]))
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, 'lists a choice twice')

const choice = (values: readonly string[]) =>
  z
    .union([z.enum(values as [string, ...string[]]), z.literal('')])
    .nullable()
    .optional()
const prefText = z.string().trim().max(PREFERENCE_TEXT_MAX).nullable().optional()

const Preferences = z.strictObject({
  order_time: choice(PREFERENCE_CHOICES.order_time),
  restaurant: prefText,
  spa: prefText,
  room_service: prefText,
  drinks: prefText,
  spending_habits: choice(PREFERENCE_CHOICES.spending_habits),
  pairing: choice(PREFERENCE_CHOICES.pairing),
  promotion_recommendation: choice(PREFERENCE_CHOICES.promotion_recommendation),
})

/** The profile fields a guest fills in (registration and updateGuest). */
const ProfileFields = {
  first_name: z.string().trim().max(100),
  last_name: z.string().trim().max(100),
  phone: optionalText(40, isRealPhone, PHONE_MESSAGE),
  country: optionalText(100),
  // "Not specified" in the form sends "": every optional field may stay empty (issue 16).
  gender: z
    .union([z.enum(GENDERS), z.literal('')])
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  date_of_birth: DateOfBirth,
  place_of_origin: optionalText(100),
  allergies: choices(ALLERGIES),
  food_preferences: choices(FOOD_PREFERENCES),
  preferences: Preferences,
}

const RegisterBody = z.object({
  email: Email,
  password: NewPassword,
  ...ProfileFields,
  first_name: ProfileFields.first_name.default(''),
  last_name: ProfileFields.last_name.default(''),
  allergies: ProfileFields.allergies.optional(),
  food_preferences: ProfileFields.food_preferences.optional(),
  preferences: ProfileFields.preferences.optional(),
  /** The hotel the guest registers at (ignored when a room-code session names one). */
  business_id: z.optional(z.nullable(Id)),
})
type RegisterBody = z.infer<typeof RegisterBody>

/** updateGuest: only the fields given change; a new password needs the current one. */
const UpdateGuestBody = z
  .strictObject({
    email: Email.optional(),
    first_name: ProfileFields.first_name.optional(),
    last_name: ProfileFields.last_name.optional(),
    phone: ProfileFields.phone,
    country: ProfileFields.country,
    gender: ProfileFields.gender,
    date_of_birth: ProfileFields.date_of_birth,
    place_of_origin: ProfileFields.place_of_origin,
    allergies: ProfileFields.allergies.optional(),
    food_preferences: ProfileFields.food_preferences.optional(),
    preferences: ProfileFields.preferences.optional(),
    password: NewPassword.optional(),
    old_password: z.string().max(200).optional(),
  })
  .refine((b) => b.password === undefined || (b.old_password ?? '') !== '', {
    message: 'old_password is required to set a new password',
    path: ['old_password'],
  })

/** Stored preferences: empty answers are left out. */
function cleanPreferences(p: z.infer<typeof Preferences>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(p).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  )
}

/** PostgreSQL's unique_violation, bare or wrapped by Drizzle (DrizzleQueryError.cause). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null
  return e?.code === '23505' || e?.cause?.code === '23505'
}

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
        dateOfBirth: body.date_of_birth ?? null,
        placeOfOrigin: body.place_of_origin ?? null,
        allergies: body.allergies ?? [],
        foodPreferences: body.food_preferences ?? [],
        preferences: cleanPreferences(body.preferences ?? {}),
      })
      .onConflictDoNothing()
      .returning()
    // A registration with the same e-mail committed in between (the unique index on lower(email)).
    if (!row) throw emailTaken()
    await linkStayAndRefresh(ctx, row.id, await guestFromRequest(ctx, request))
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
    await linkStayAndRefresh(ctx, row.id, await guestFromRequest(ctx, request))
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

  /**
   * The signed-in guest saves profile edits: only the fields in the body change. 400 names the
   * first bad field and nothing is written; a taken e-mail is 409; a wrong old_password is 401.
   */
  app.put(`${BASE}/updateGuest`, async (request) => {
    const guestId = await guestUserFromRequest(ctx, request)
    if (!guestId) throw unauthorized()
    const body = parse(UpdateGuestBody, request.body, 'body')
    const [current] = await ctx.db.select().from(guestAccounts).where(eq(guestAccounts.id, guestId))
    if (!current) throw unauthorized()
    if (body.password !== undefined) {
      if (!(await verifyPassword(current.passwordHash, body.old_password ?? ''))) {
        throw new HttpError(401, 'unauthorized', 'Incorrect old password', {
          field: 'old_password',
        })
      }
    }
    if (body.email !== undefined && body.email.toLowerCase() !== current.email.toLowerCase()) {
      const [taken] = await ctx.db
        .select({ id: guestAccounts.id })
        .from(guestAccounts)
        .where(sameEmail(body.email))
      if (taken) throw emailTaken()
    }
    const changes: Partial<typeof guestAccounts.$inferInsert> = {}
    if (body.email !== undefined) changes.email = body.email
    if (body.first_name !== undefined) changes.firstName = body.first_name
    if (body.last_name !== undefined) changes.lastName = body.last_name
    if (body.phone !== undefined) changes.phone = body.phone
    if (body.country !== undefined) changes.country = body.country
    if (body.gender !== undefined) changes.gender = body.gender
    if (body.date_of_birth !== undefined) changes.dateOfBirth = body.date_of_birth
    if (body.place_of_origin !== undefined) changes.placeOfOrigin = body.place_of_origin
    if (body.allergies !== undefined) changes.allergies = body.allergies
    if (body.food_preferences !== undefined) changes.foodPreferences = body.food_preferences
    if (body.preferences !== undefined) changes.preferences = cleanPreferences(body.preferences)
    if (body.password !== undefined) changes.passwordHash = await hashPassword(body.password)
    if (Object.keys(changes).length === 0) return guestAccountToWire(current)
    const [row] = await ctx.db
      .update(guestAccounts)
      .set(changes)
      .where(eq(guestAccounts.id, guestId))
      .returning()
      .catch((error: unknown) => {
        // Another account took the e-mail in between (the unique index on lower(email)).
        if (isUniqueViolation(error)) throw emailTaken()
        throw error
      })
    // The hotels that list this guest show the new name, country, e-mail.
    await refreshGuestsOfAccount(ctx, guestId)
    return guestAccountToWire(row!)
  })
}
