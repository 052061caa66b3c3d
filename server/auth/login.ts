import type { FastifyReply, FastifyRequest } from 'fastify'
import { TEXT } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { HttpError } from '../http/errors.ts'
import { dummyHash, verifyPassword } from './passwords.ts'
import { knownDeviceOf, rememberDevice } from './known-device.ts'

/**
 * One password login (staff or guest profile): throttled (LoginGuard), and as slow for an unknown
 * user as for a wrong password. Returns the account, or throws 429 (with Retry-After) or 401.
 */
export async function passwordLogin<A extends { passwordHash: string }>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { userKey: string; password: string; find: () => Promise<A | undefined> },
): Promise<A> {
  const attempt = {
    user: input.userKey,
    address: request.ip,
    device: await knownDeviceOf(ctx, request, input.userKey),
  }
  // Counted before anything slow: parallel guesses see each other's attempts.
  const decision = ctx.throttles.login.begin(attempt)
  if (!decision.ok) {
    const seconds = Math.ceil(decision.retryAfterMs / 1000)
    void reply.header('retry-after', String(seconds))
    throw new HttpError(
      429,
      'rate_limited',
      `Too many failed logins. Try again in ${seconds} seconds.`,
      { retry_after: seconds },
    )
  }
  const account = await input.find()
  // An unknown user is checked against a dummy hash: both failures cost one argon2 verify.
  const ok = await verifyPassword(account?.passwordHash ?? (await dummyHash()), input.password)
  if (!account || !ok) throw new HttpError(401, 'unauthorized', TEXT.wrongLogin)
  ctx.throttles.login.succeeded(attempt)
  await rememberDevice(ctx, request, reply, input.userKey)
  return account
}
