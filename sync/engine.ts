import type { LoginBody, Me } from './protocol/index.ts'
import { db as pageDb, type LocalDb } from './db.ts'
import { createStatusStore, syncStatus, type SyncStatusStore } from './status.ts'
import { socketIoFactory, type SocketFactory } from './transport/socket.ts'
import type { SyncNotification } from './notify.ts'
import type { LoginResult } from './session.ts'
import { enqueueAction } from './outbox/enqueue.ts'
import { discardAction, untilSent } from './outbox/commands.ts'
import { pageLocks } from './outbox/leader.ts'
import { EnqueueError, type ActionPayloads, type ActionType } from './outbox/types.ts'
import { createEngineContext } from './engine-context.ts'
import { createConnection } from './engine-connection.ts'
import { createEngineSession } from './engine-session.ts'

/*
 * The engine the page uses (docs/sync.md), made of:
 * - engine-context.ts: the shared state (database, status, session, notifications) and the
 *   lazily loaded network half (sync/net.ts);
 * - engine-session.ts: restore, login, logout;
 * - engine-connection.ts: the live parts of a started session (page events, leader tab, socket)
 *   and engine-jobs.ts: the pull, the replay and its backoff.
 */

export interface SyncEngineOptions {
  /** API origin; omitted in the browser (same origin). */
  baseUrl?: string
  /** Injected fetch (Node tests bring a cookie jar). */
  fetch?: typeof fetch
  /** Socket origin; defaults to baseUrl (same origin in the browser). */
  socketUrl?: string
  // Additions beyond docs/sync.md, for tests and for several engines in one process:
  /** Local database; default: the page's `db`. */
  db?: LocalDb
  /** Status store; default: the page's `syncStatus` when `db` is the page's db, else a new one. */
  status?: SyncStatusStore
  /** How to open the live socket; null = no socket (pull on triggers only). */
  socket?: SocketFactory | null
  /** Web Locks; default navigator.locks; null = this engine always leads. */
  locks?: LockManager | null
  /** Random source of the backoff jitter. */
  random?: () => number
  timeoutMs?: number
  /**
   * The network half (sync/net.ts: HTTP, pull, replay, socket events) loads for the first pull
   * and replay once this settles: the page passes "its first screen has painted", so that screen
   * does not wait for the network code. Login, logout and a socket's auth refresh load it at
   * once. Default: at once.
   */
  networkAfter?: Promise<unknown>
}

export interface SyncEngine {
  login(body: LoginBody): Promise<LoginResult>
  restore(): Promise<Me | null>
  /** Who the session is now, from the server (role and permissions may have changed). */
  refreshMe(): Promise<Me | null>
  start(): Promise<void>
  stop(): Promise<void>
  logout(options: { force: boolean }): Promise<{ ok: true } | { ok: false; pending: number }>
  enqueue<T extends ActionType>(type: T, payload: ActionPayloads[T]): Promise<void>
  /**
   * "Retry now": forget the backoff, reconnect the socket and replay the pending rows at once
   * (resolves after that replay). Refused (failed) rows are not resent: they can only be discarded.
   */
  retryNow(): Promise<void>
  discard(outboxId: string): Promise<void>
  waitUntilSent(): Promise<void>
  pullNow(): Promise<void>
  onNotification(listener: (n: SyncNotification) => void): () => void
  /** The engine's database and status store (the page's `db` and `syncStatus` by default). */
  readonly db: LocalDb
  readonly status: SyncStatusStore
}

export function createSyncEngine(options: SyncEngineOptions = {}): SyncEngine {
  const db = options.db ?? pageDb
  const ctx = createEngineContext({
    db,
    status: options.status ?? (db === pageDb ? syncStatus : createStatusStore()),
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    networkAfter: options.networkAfter,
  })
  const { status, accountId, reportStorage, refreshCounts, listeners } = ctx
  const connection = createConnection(ctx, {
    makeSocket:
      options.socket === undefined
        ? socketIoFactory({ url: options.socketUrl ?? options.baseUrl })
        : options.socket,
    locks: options.locks === undefined ? pageLocks() : options.locks,
    random: options.random ?? Math.random,
  })
  let wanted = false // start() called and not stopped
  const session = createEngineSession(ctx, {
    stopLive: connection.stopLive,
    resume: () => {
      if (wanted) connection.startLive()
    },
  })

  return {
    db,
    status,
    restore: session.restore,
    refreshMe: session.refreshMe,
    login: session.login,
    logout: session.logout,

    async start() {
      wanted = true
      if (!ctx.me) await session.restore()
      connection.startLive()
    },

    async stop() {
      wanted = false
      await connection.stopLive()
    },

    async enqueue(type, payload) {
      const account = accountId()
      if (account === null) throw new EnqueueError('signed_out', 'Sign in to act.')
      try {
        await enqueueAction(db, account, type, payload)
      } catch (error) {
        reportStorage(error)
        throw error
      }
      await refreshCounts()
      connection.kickReplay()
    },

    async retryNow() {
      await connection.retryNow()
      await refreshCounts()
    },

    async discard(outboxId) {
      await discardAction(db, outboxId)
      await refreshCounts()
    },

    waitUntilSent: () => untilSent(db, accountId, status),

    async pullNow() {
      await connection.pull.trigger()
    },

    onNotification(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
