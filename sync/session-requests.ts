import { LOGIN_REPLY } from './protocol/rules/index.ts'
import { ErrorBody, Me } from './protocol/engine-schemas.ts'
import type { LoginBody } from './protocol/index.ts'
import type { HttpClient } from './transport/http.ts'
import { LOGIN_PATH, ME_PATH, type LoginResult } from './session.ts'

/*
 * The session's requests to the server (login, who am I): the network half (sync/net.ts). What
 * the device keeps of the session is in session.ts.
 */

type RoleReply = 'business' | 'employee' | 'admin'
const ROLE_REPLIES: readonly string[] = [
  LOGIN_REPLY.business,
  LOGIN_REPLY.employee,
  LOGIN_REPLY.admin,
]
const isRoleReply = (text: string): text is RoleReply => ROLE_REPLIES.includes(text)

/** The login reply is text; tolerate a JSON-encoded string or an error body carrying the text. */
function replyText(body: unknown, text: string): string {
  if (typeof body === 'string') return body.trim()
  if (
    body &&
    typeof body === 'object' &&
    typeof (body as { message?: unknown }).message === 'string'
  ) {
    return (body as { message: string }).message.trim()
  }
  return text.trim()
}

/** POST login, then GET me. Writes nothing locally. */
export async function requestLogin(http: HttpClient, body: LoginBody): Promise<LoginResult> {
  const outcome = await http.send({ method: 'POST', path: LOGIN_PATH, json: body })
  if (outcome.kind === 'network') return { kind: 'network' }
  const text = replyText(outcome.body, outcome.text)
  if (text === LOGIN_REPLY.trialExpired) return { kind: 'trialExpired' }
  if (outcome.status === 429) return { kind: 'throttled', retryAfter: retryAfterOf(outcome.body) }
  // 401 wrong credentials; 400 (empty field) also means "not signed in with these": the spec's
  // only login failure text is 'Wrong username or password.'
  if (outcome.status >= 400 && outcome.status < 500) return { kind: 'wrongCredentials' }
  if (!outcome.ok || !isRoleReply(text)) return { kind: 'network' }
  const me = await fetchMe(http)
  return me ? { kind: 'ok', reply: text, me } : { kind: 'network' }
}

export async function fetchMe(http: HttpClient): Promise<Me | null> {
  const outcome = await http.send({ method: 'GET', path: ME_PATH })
  if (outcome.kind === 'network' || !outcome.ok) return null
  const me = Me.safeParse(outcome.body)
  return me.success ? me.data : null
}

/** Seconds to wait from a 429's ErrorBody (`retry_after`); a minute when it says none. */
export function retryAfterOf(body: unknown): number {
  const parsed = ErrorBody.safeParse(body)
  const seconds = parsed.success ? parsed.data.retry_after : undefined
  return seconds !== undefined && seconds > 0 ? seconds : 60
}
