import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CookieSerializeOptions } from '@fastify/cookie'

export const COOKIE = {
  access: 'access',
  refresh: 'refresh',
  guest: 'guest_access',
  /**
   * Beside guest_access, readable by the page (not httpOnly, no secret: the room's id, which its
   * link holds anyway): which room's code this browser has entered, so a guest page does not ask
   * for the stay (a sure 401) before the code. Never trusted by the server.
   */
  guestRoom: 'guest_room',
  /** A guest's own profile session (loginGuest), apart from the room-code session. */
  guestUser: 'guest_user',
  /** A device that has signed users in before (known-device.ts). */
  device: 'known_device',
} as const

/**
 * Whether the request came over HTTPS: a TLS socket, or `X-Forwarded-Proto: https` from a proxy
 * the server trusts (TRUST_PROXY=true; Fastify's `request.protocol` ignores the header otherwise).
 */
export const isSecureRequest = (request: FastifyRequest): boolean => request.protocol === 'https'

/** httpOnly, SameSite=Lax, Path=/, and Secure whenever the request came over HTTPS. */
export function cookieOptions(
  request: FastifyRequest,
  maxAgeSeconds?: number,
): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecureRequest(request),
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  }
}

/** Sets a cookie; `readable`: one the page's scripts read (not httpOnly), never a secret. */
export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
  { readable = false }: { readable?: boolean } = {},
): void {
  const options = cookieOptions(request, maxAgeSeconds)
  void reply.setCookie(name, value, readable ? { ...options, httpOnly: false } : options)
}

/** Clears with the attributes the cookie was set with (a Secure cookie is cleared as Secure). */
export function clearCookie(request: FastifyRequest, reply: FastifyReply, name: string): void {
  void reply.clearCookie(name, cookieOptions(request))
}
