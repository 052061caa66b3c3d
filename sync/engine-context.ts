import type { Change, Me } from './protocol/index.ts'
import type { LocalDb } from './db.ts'
import type { SyncStatusStore } from './status.ts'
import type { HttpClient } from './transport/http.ts'
import type { createEventHandler } from './events.ts'
import type * as Net from './net.ts'
import type { SyncNotification } from './notify.ts'
import { storageFailure } from './storage.ts'
import { outboxCounts } from './outbox/queries.ts'

/** The network half, loaded once (sync/net.ts) and the engine's parts made with it. */
export interface NetParts {
  net: typeof Net
  http: HttpClient
  events: ReturnType<typeof createEventHandler>
}

/**
 * What the engine's parts (engine-session.ts, engine-connection.ts, engine-jobs.ts, engine.ts)
 * share: the database and status, the signed-in session, notifications, the rows the server
 * answered our own actions with, and the lazily loaded network half.
 */
export interface EngineContext {
  readonly db: LocalDb
  readonly status: SyncStatusStore
  /** The signed-in session (null: signed out). */
  me: Me | null
  accountId: () => string | null
  readonly listeners: Set<(n: SyncNotification) => void>
  notify: (n: SyncNotification) => void
  /** The rows the server answered our own actions with (their events raise no notification). */
  rememberOwn: (rows: Change[]) => void
  /** A storage failure goes to the status (quota, blocked database); anything else to the log. */
  reportStorage: (error: unknown) => void
  /** The outbox counts of the status, read again. */
  refreshCounts: () => Promise<void>
  /** The network half now (a failed load, e.g. offline before it was cached, is tried again). */
  network: () => Promise<NetParts>
  /** The network half for the pull and the replay: not before the page says so (`networkAfter`). */
  networkWhenDue: () => Promise<NetParts>
  /** The network half if a load has begun (null: never asked for). */
  loadedNetwork: () => Promise<NetParts> | null
  /** Settles when the page says its first screen painted (`networkAfter`; at once without it). */
  pagePainted: Promise<unknown>
  /** The server ended the session: the status says so, the socket closes (till the next login). */
  sessionExpired: () => void
  /** What else to do when the session expires (the connection closes its socket). */
  onSessionExpired: (then: () => void) => void
}

export interface EngineContextOptions {
  db: LocalDb
  status: SyncStatusStore
  baseUrl?: string | undefined
  fetch?: typeof fetch | undefined
  timeoutMs?: number | undefined
  networkAfter?: Promise<unknown> | undefined
}

const OWN_MEMORY = 500

export function createEngineContext(options: EngineContextOptions): EngineContext {
  const { db, status } = options
  const own = new Set<string>() // `${table}:${id}:${version}` the server answered our actions with
  const listeners = new Set<(n: SyncNotification) => void>()
  let afterExpiry: () => void = () => undefined
  let netParts: Promise<NetParts> | null = null
  const networkAfter = options.networkAfter ?? Promise.resolve()
  const accountId = () => ctx.me?.account_id ?? null

  function notify(n: SyncNotification): void {
    for (const listener of [...listeners]) {
      try {
        listener(n)
      } catch (error) {
        console.error('sync: notification listener', error)
      }
    }
  }

  function rememberOwn(rows: Change[]): void {
    for (const c of rows) own.add(`${c.table}:${c.id}:${c.version}`)
    for (const key of own) {
      if (own.size <= OWN_MEMORY) break
      own.delete(key) // a Set iterates in insertion order: oldest first
    }
  }

  function reportStorage(error: unknown): void {
    const message = storageFailure(error)
    if (message) status.update({ storageError: message })
    else console.error('sync:', error)
  }

  async function refreshCounts(): Promise<void> {
    try {
      status.update(await outboxCounts(db, accountId()))
    } catch (error) {
      reportStorage(error)
    }
  }

  function sessionExpired(): void {
    status.update({ sessionExpired: true })
    afterExpiry()
  }

  function network(): Promise<NetParts> {
    netParts ??= import('./net.ts').then(
      (net) => ({
        net,
        http: net.createHttpClient({
          baseUrl: options.baseUrl,
          fetch: options.fetch,
          ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
          onReachable: (reachable) => status.update({ httpReachable: reachable }),
          onSessionExpired: () => sessionExpired(),
        }),
        events: net.createEventHandler({
          db,
          accountId,
          me: () => ctx.me,
          isOwn: (c) => own.has(`${c.table}:${c.id}:${c.version}`),
          notify,
          onError: reportStorage,
        }),
      }),
      (error: unknown) => {
        netParts = null
        throw error
      },
    )
    return netParts
  }

  const ctx: EngineContext = {
    db,
    status,
    me: null,
    accountId,
    listeners,
    notify,
    rememberOwn,
    reportStorage,
    refreshCounts,
    network,
    // Once loaded (a login loads it at once), nothing waits for the page any more.
    networkWhenDue: () => netParts ?? networkAfter.then(network, network),
    loadedNetwork: () => netParts,
    pagePainted: networkAfter,
    sessionExpired,
    onSessionExpired: (then) => {
      afterExpiry = then
    },
  }
  return ctx
}
