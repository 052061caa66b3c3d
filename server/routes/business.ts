import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import {
  CURRENCIES,
  DEFAULT_TIME_ZONE,
  INTEGRATIONS,
  Language,
  Username,
  isTimeZone,
  type Business,
  type Change,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { accounts, businesses } from '../db/schema.ts'
import { forbidden } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { hashPassword } from '../auth/passwords.ts'
import { accessClaims } from '../auth/request-auth.ts'
import { businessWrite } from '../domain/versioning.ts'
import { businessToWire } from '../domain/serialize.ts'
import { usernameTaken } from '../domain/writes/employees.ts'
import { Email, NewPassword } from './guest-accounts.ts'

/*
 * Creating businesses (platform admin), each with its owner's login account; usernames are unique
 * over all accounts (409 when taken). Workers: routes/employees.ts.
 */

const BASE = '/api/v2/business'

const CreateBusinessBody = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  email: Email,
  currency: z.enum(CURRENCIES),
  username: Username,
  password: NewPassword,
  /** Languages of the guest pages; default all three. */
  languages: z.array(Language).min(1).max(3).optional(),
  /** The channel manager its rooms and stays sync from (docs/api.md, Channel manager); default none. */
  integration: z.enum(INTEGRATIONS).optional(),
  /** The IANA time zone of the hotel's wall clock (`Europe/Belgrade`); default UTC. */
  time_zone: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Belgrade')
    .optional(),
})

const change = (table: Change['table'], row: Business): Change => ({
  table,
  id: row._id,
  version: row.version,
  deleted: false,
  row,
})

export function businessRoutes(app: FastifyInstance, ctx: AppContext): void {
  async function assertUsernameFree(username: string): Promise<void> {
    const [taken] = await ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.username, username))
    if (taken) throw usernameTaken()
  }

  /** Admin only: a business and its owner account (role business). No services yet. */
  app.post(`${BASE}/createBusiness`, async (request) => {
    const body = parse(CreateBusinessBody, request.body, 'body')
    const claims = await accessClaims(ctx, request)
    if (claims.role !== 'admin') throw forbidden('Only an admin can create a business.')
    await assertUsernameFree(body.username)
    const passwordHash = await hashPassword(body.password)
    const businessId = randomUUID()
    const created = await businessWrite(ctx.db, businessId, async (tx, nextVersion) => {
      const [business] = await tx
        .insert(businesses)
        .values({
          id: businessId,
          businessId,
          version: await nextVersion(),
          name: body.name,
          email: body.email,
          currency: body.currency,
          integration: body.integration ?? 'none',
          languages: body.languages ?? ['en', 'srb', 'cro'],
          timeZone: body.time_zone ?? DEFAULT_TIME_ZONE,
        })
        .returning()
      const [owner] = await tx
        .insert(accounts)
        .values({
          id: randomUUID(),
          username: body.username,
          passwordHash,
          role: 'business',
          businessId,
          employeeId: null,
        })
        .onConflictDoNothing()
        .returning()
      // Taken in between (the unique index): throwing rolls the business back too.
      if (!owner) throw usernameTaken()
      return { business: businessToWire(business!), owner }
    })
    ctx.realtime.emitChange(change('businesses', created.business), businessId)
    return {
      business: created.business,
      owner: { account_id: created.owner.id, username: created.owner.username, role: 'business' },
    }
  })
}
