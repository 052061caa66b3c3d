import { Me } from './protocol/engine-schemas.ts'
import { clearSyncedData, type LocalDb } from './db.ts'
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
