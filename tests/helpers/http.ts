import { DEMO_PASSWORD } from '../../server/seed-data.ts'
import type { ErrorBody } from '../../sync/protocol/index.ts'

/** A reply of the real server: status, headers, raw text and the parsed JSON (or the text). */
export interface Reply<T> {
  status: number
  headers: Headers
  text: string
  body: T
  /** Cookies the reply set (name -> value; an empty value means cleared). */
  setCookies: Record<string, string>
}

export interface CallOptions {
  cookie?: string | undefined
  /** Sent as JSON. */
  body?: unknown
  /** Sent as is (for malformed JSON); content-type application/json unless headers say otherwise. */
  raw?: string
  headers?: Record<string, string>
}

/** One HTTP call over the loopback (real sockets, real cookies). */
export async function call<T = ErrorBody>(
  base: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.cookie) headers.cookie = options.cookie
  let body: string | undefined
  if (options.raw !== undefined) body = options.raw
  else if (options.body !== undefined) body = JSON.stringify(options.body)
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/json'
  }
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
  })
  const text = await res.text()
  let parsed: unknown = text
  if ((res.headers.get('content-type') ?? '').includes('application/json') && text !== '') {
    parsed = JSON.parse(text)
  }
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: parsed as T,
    setCookies: cookiesOf(res.headers),
  }
}

export function cookiesOf(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {}
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';')
    const eq = pair!.indexOf('=')
    out[pair!.slice(0, eq).trim()] = decodeURIComponent(pair!.slice(eq + 1).trim())
  }
  return out
}

export const cookieHeader = (cookies: Record<string, string>): string =>
  Object.entries(cookies)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .join('; ')

/** Logs a demo account in and returns its cookie header (access and refresh). */
export async function login(
  base: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const reply = await call<string>(base, 'POST', '/api/v2/access/login/', {
    body: { username, password },
  })
  if (reply.status !== 200 || !reply.setCookies.access) {
    throw new Error(`login ${username} failed: ${reply.status} ${reply.text}`)
  }
  return cookieHeader(reply.setCookies)
}

/** Opens a guest session with the room code and returns the guest_access cookie header. */
export async function guest(base: string, roomId: string, code: string): Promise<string> {
  const reply = await call(base, 'POST', '/api/v2/access/getStayAccessToken', {
    body: { room_id: roomId, password: code },
  })
  if (reply.status !== 200 || !reply.setCookies.guest_access) {
    throw new Error(`guest access to ${roomId} failed: ${reply.status} ${reply.text}`)
  }
  return cookieHeader(reply.setCookies)
}

export const ORDER = '/api/v2/restaraunt-bar/order'
export const OLD_ORDER = '/api/restaraunt-bar/order'
export const ACCESS = '/api/v2/access'
