import type { LoginBody, Me } from './protocol/index.ts'
import type { EngineContext } from './engine-context.ts'
import { readState, STATE } from './state.ts'
import { adoptSession, forgetSession, LOGOUT_PATH, storedSession } from './session.ts'
import type { LoginResult } from './session.ts'
import { outboxCounts } from './outbox/queries.ts'

/**
 * Signing in and out: the session kept on the device (an offline start), a login (the live
 * parts restart with the new session's cookies) and a logout (refused while actions wait, unless
 * forced).
 */
export function createEngineSession(
  ctx: EngineContext,
  connection: {
    stopLive(): Promise<void>
    /** Starts the live parts again if the page had started the engine. */
    resume(): void
  },
) {
  const { db, status, refreshCounts, network } = ctx

  async function restore(): Promise<Me | null> {
    ctx.me = await storedSession(db)
    status.update({
      signedIn: ctx.me !== null,
      lastPulledAt: (await readState<string>(db, STATE.lastPulledAt)) ?? null,
    })
    await refreshCounts()
    return ctx.me
  }

  async function login(body: LoginBody): Promise<LoginResult> {
    let result: LoginResult
    try {
      const { net, http } = await network()
      result = await net.requestLogin(http, body)
    } catch (error) {
      console.error('sync: the network half did not load', error)
      return { kind: 'network' }
    }
    if (result.kind !== 'ok') return result
    await connection.stopLive() // the live parts restart with the new session's cookies
    await adoptSession(db, result.me)
    ctx.me = result.me
    status.update({
      signedIn: true,
      sessionExpired: false,
      lastPulledAt: (await readState<string>(db, STATE.lastPulledAt)) ?? null,
    })
    await refreshCounts()
    connection.resume()
    return result
  }

  async function logout({
    force,
  }: {
    force: boolean
  }): Promise<{ ok: true } | { ok: false; pending: number }> {
    const pending = ctx.me ? (await outboxCounts(db, ctx.me.account_id)).pending : 0
    if (pending > 0 && !force) return { ok: false, pending }
    await connection.stopLive()
    // Offline logout still signs out locally; the server session ends at its expiry (also when
    // the network half cannot load, offline before the service worker cached it).
    await network().then(
      ({ http }) => http.send({ method: 'GET', path: LOGOUT_PATH }),
      () => undefined,
    )
    await forgetSession(db)
    ctx.me = null
    status.update({ signedIn: false, sessionExpired: false, lastPulledAt: null })
    await refreshCounts()
    return { ok: true }
  }

  /**
   * Asks the server who this session is now (GET me): a manager may have changed the worker's
   * role or permissions. The newer answer is kept on the device; null when there is none (offline,
   * or the session ended: the next request signs out as usual).
   */
  async function refreshMe(): Promise<Me | null> {
    if (!ctx.me) return null
    let me: Me | null
    try {
      const { net, http } = await network()
      me = await net.fetchMe(http)
    } catch {
      return null
    }
    if (!me || me.account_id !== ctx.me.account_id) return null
    await adoptSession(db, me)
    ctx.me = me
    return me
  }

  return { restore, login, logout, refreshMe }
}
