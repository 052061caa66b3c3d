import { createHash, randomUUID } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '../context.ts'
import { COOKIE, setCookie } from './cookies.ts'

/*
 * The known-device cookie: a signed, httpOnly token naming this browser (a random id) and the
 * users who signed in on it. Set on every successful login; a login from such a device is
 * throttled on its own, so a guesser elsewhere (even behind the hotel's shared address) cannot
 * lock the real user out of a device they have used before.
 */

export const DEVICE_TTL_SECONDS = 365 * 24 * 3600
/** A shared front-desk PC remembers this many users (the most recent ones). */
const MAX_USERS = 20

/** Users are kept as short hashes, so the cookie does not list names in clear. */
const tag = (userKey: string) =>
  createHash('sha256').update(userKey).digest('base64url').slice(0, 16)

interface Device {
  id: string
  users: string[]
}

async function readDevice(ctx: AppContext, request: FastifyRequest): Promise<Device | null> {
  const token = request.cookies[COOKIE.device]
  if (!token) return null
  const result = await ctx.tokens.verify(token, 'device')
  if (!result.ok) return null
  const { sub, users } = result.claims
  if (typeof sub !== 'string' || !Array.isArray(users)) return null
  return { id: sub, users: users.filter((u): u is string => typeof u === 'string') }
}

/** This device's id when it has signed this user in before, else null. */
export async function knownDeviceOf(
  ctx: AppContext,
  request: FastifyRequest,
  userKey: string,
): Promise<string | null> {
  const device = await readDevice(ctx, request)
  return device?.users.includes(tag(userKey)) ? device.id : null
}

/** After a successful login: this device is known for this user from now on. */
export async function rememberDevice(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userKey: string,
): Promise<void> {
  const device = (await readDevice(ctx, request)) ?? { id: randomUUID(), users: [] }
  const users = [...device.users.filter((u) => u !== tag(userKey)), tag(userKey)].slice(-MAX_USERS)
  const token = await ctx.tokens.sign({ sub: device.id, users }, 'device', DEVICE_TTL_SECONDS)
  setCookie(request, reply, COOKIE.device, token, DEVICE_TTL_SECONDS)
}
