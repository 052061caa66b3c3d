import type { FastifyReply } from 'fastify'
import type { CookieSerializeOptions } from '@fastify/cookie'

export const COOKIE = {
  access: 'access',
  refresh: 'refresh',
  guest: 'guest_access',
  /** A guest's own profile session (loginGuest), apart from the room-code session. */
  guestUser: 'guest_user',
} as const

export function cookieOptions(maxAgeSeconds: number, secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: maxAgeSeconds }
}

export function clearCookie(reply: FastifyReply, name: string): void {
  void reply.clearCookie(name, { path: '/' })
}
