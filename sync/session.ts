import { LOGIN_REPLY } from './protocol/rules/index.ts'
import { ErrorBody, Me } from './protocol/engine-schemas.ts'
import type { LoginBody } from './protocol/index.ts'
import { clearSyncedData, type LocalDb } from './db.ts'
import type { HttpClient } from './transport/http.ts'
import { readState, STATE } from './state.ts'

export const LOGIN_PATH = '/api/v2/access/login/'
export const ME_PATH = '/api/v2/access/me'
export const LOGOUT_PATH = '/api/v2/access/logout'

export type LoginResult =
  | { kind: 'ok'; reply: 'business' | 'employee' | 'admin'; me: Me }
  | { kind: 'trialExpired' }
  | { kind: 'wrongCredentials' }
  /** 429: too many failed logins for this user or address; the next try in `retryAfter` s. */
  | { kind: 'throttled'; retryAfter: number }
  | { kind: 'network' }

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

/**
 * Stores the session. When the local copy belongs to another account, the synced tables and
 * sync state are dropped first; the outbox keeps every account's rows (each is replayed only
 * when its own account is signed in).
 */
export async function adoptSession(db: LocalDb, me: Me, now = new Date()): Promise<void> {
  const owner = await readState<string>(db, STATE.accountId)
  if (owner !== me.account_id) await clearSyncedData(db)
  await db.transaction('rw', [db.session, db.syncState], async () => {
    await db.syncState.put({ key: STATE.accountId, value: me.account_id })
    await db.session.put({ key: 'current', me, at: now.toISOString() })
  })
}

/** The session kept in IndexedDB (offline start); null if none or unreadable by this version. */
export async function storedSession(db: LocalDb): Promise<Me | null> {
  const row = await db.session.get('current')
  const me = Me.safeParse(row?.me)
  return me.success ? me.data : null
}

/** After logout: no session, no synced data; the outbox is kept. */
export async function forgetSession(db: LocalDb): Promise<void> {
  await clearSyncedData(db)
  await db.session.clear()
}

/** Seconds to wait from a 429's ErrorBody (`retry_after`); a minute when it says none. */
export function retryAfterOf(body: unknown): number {
  const parsed = ErrorBody.safeParse(body)
  const seconds = parsed.success ? parsed.data.retry_after : undefined
  return seconds !== undefined && seconds > 0 ? seconds : 60
}
