import { liveQuery } from 'dexie'
import type { Change, LoginBody, Me, Service } from './protocol/index.ts'
import { db as pageDb, type LocalDb } from './db.ts'
import { createStatusStore, syncStatus, type SyncStatusStore } from './status.ts'
import type { HttpClient } from './transport/http.ts'
import { socketIoFactory, type SocketFactory, type SyncSocket } from './transport/socket.ts'
import type { createEventHandler } from './events.ts'
import type * as Net from './net.ts'
import { initServiceIds, type RefusalRow, type SyncNotification } from './notify.ts'
import { singleFlight } from './runner.ts'
import { requestPersistence, storageFailure } from './storage.ts'
import { readState, STATE } from './state.ts'
import { adoptSession, forgetSession, LOGOUT_PATH, storedSession } from './session.ts'
import type { LoginResult } from './session.ts'
import { enqueueAction } from './outbox/enqueue.ts'
import { backoffDelay } from './outbox/backoff.ts'
import { outboxCounts, recoverSending } from './outbox/queries.ts'
import { discardAction, untilSent } from './outbox/commands.ts'
import { electLeader, pageLocks, type Leadership } from './outbox/leader.ts'
import { EnqueueError, type ActionPayloads, type ActionType } from './outbox/types.ts'
import { watchPage } from './page-events.ts'

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

/** The parts that live while a session is started. */
interface Live {
  leader: Leadership
  socket: SyncSocket | null
  /** Tabs of the same database tell the leader "retry now" through it (null: not available). */
  channel: BroadcastChannel | null
  cleanups: (() => void)[]
}

const RETRY_NOW = 'retryNow'

/** The network half, loaded once (sync/net.ts) and the engine's parts made with it. */
interface NetParts {
  net: typeof Net
  http: HttpClient
  events: ReturnType<typeof createEventHandler>
}

const OWN_MEMORY = 500

/** navigator.onLine where the runtime has it (browsers); true where it does not (Node). */
function browserOnline(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: unknown } }).navigator
  return typeof nav?.onLine === 'boolean' ? nav.onLine : true
}

function openChannel(name: string, onMessage: (data: unknown) => void): BroadcastChannel | null {
  if (typeof BroadcastChannel !== 'function') return null
  const channel = new BroadcastChannel(name)
  channel.onmessage = (event: MessageEvent) => onMessage(event.data)
  return channel
}

/** The server's row from a refusal's `current`, with its table (a tombstone or no row: null). */
function rowOf(current: Change | null): RefusalRow | null {
  if (!current || current.deleted || !current.row) return null
  return {
    table: current.table,
    row: { ...current.row, _id: current.id, version: current.version },
  }
}

export function createSyncEngine(options: SyncEngineOptions = {}): SyncEngine {
  const db = options.db ?? pageDb
  const status = options.status ?? (db === pageDb ? syncStatus : createStatusStore())
  const random = options.random ?? Math.random
  const locks = options.locks === undefined ? pageLocks() : options.locks
  const makeSocket =
    options.socket === undefined
      ? socketIoFactory({ url: options.socketUrl ?? options.baseUrl })
      : options.socket

  let me: Me | null = null
  let wanted = false // start() called and not stopped
  let live: Live | null = null
  let services: Service[] = []
  let attempt = 0
  let backoffTimer: ReturnType<typeof setTimeout> | undefined
  const listeners = new Set<(n: SyncNotification) => void>()
  const own = new Set<string>() // `${table}:${id}:${version}` the server answered our actions with
  const accountId = () => me?.account_id ?? null

  let netParts: Promise<NetParts> | null = null
  /** The network half now (a failed load, e.g. offline before it was cached, is retried next time). */
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
          me: () => me,
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
  const networkAfter = options.networkAfter ?? Promise.resolve()
  /** The network half for the pull and the replay: not before the page says so. */
  const networkWhenDue = () => networkAfter.then(network, network)

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
    live?.socket?.close() // reopened by the next login
  }

  const pull = singleFlight(async () => {
    if (!me) return
    status.update({ pulling: true })
    try {
      const { net, http } = await networkWhenDue()
      const result = await net.pullChanges({
        db,
        http,
        accountId: me.account_id,
        shouldContinue: () => me !== null,
      })
      if (result.kind === 'ok') {
        status.update({ lastPulledAt: result.lastPulledAt, storageError: null })
        kickReplay(true) // the server answers: send what waits now
      } else if (result.kind === 'unauthorized') sessionExpired()
    } catch (error) {
      reportStorage(error)
    } finally {
      status.update({ pulling: false })
    }
  })

  const replay = singleFlight(async () => {
    if (!me || !live?.leader.isLeader || status.facts().sessionExpired) return
    const leader = live.leader
    status.update({ replaying: true })
    try {
      const { net, http } = await networkWhenDue()
      const result = await net.replayQueue({
        db,
        http,
        accountId: me.account_id,
        shouldContinue: () => leader.isLeader && live?.leader === leader,
        onSent: (_row, rows) => rememberOwn(rows),
        onFailed: (row, current) => notify({ type: 'actionFailed', row, current: rowOf(current) }),
      })
      if (result.stop === 'drained') attempt = 0
      else if (result.stop === 'retry') scheduleBackoff()
      else if (result.stop === 'session-expired') sessionExpired()
    } catch (error) {
      reportStorage(error)
      scheduleBackoff()
    } finally {
      status.update({ replaying: false })
      await refreshCounts()
    }
  })

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

  function resetBackoff(): void {
    attempt = 0
    clearTimeout(backoffTimer)
    backoffTimer = undefined
  }

  /** reset: the server is back (connect, online, pull): forget the backoff and send now. */
  function kickReplay(reset = false): void {
    if (reset) resetBackoff()
    else if (backoffTimer !== undefined) return // backing off: wait for the timer
    void replay.trigger()
  }

  function scheduleBackoff(): void {
    clearTimeout(backoffTimer)
    backoffTimer = setTimeout(
      () => {
        backoffTimer = undefined
        void replay.trigger()
      },
      backoffDelay(attempt++, random),
    )
  }

  function startLive(): void {
    if (live || !me || status.facts().sessionExpired) return
    const cleanups: (() => void)[] = []
    let lastPending = -1
    const counts = liveQuery(() => outboxCounts(db, accountId())).subscribe({
      next: (c) => {
        status.update(c)
        if (c.pending > lastPending && lastPending >= 0) kickReplay() // queued in another tab
        lastPending = c.pending
      },
      error: reportStorage,
    })
    const serviceRows = liveQuery(() => db.services.toArray()).subscribe({
      next: (rows) => (services = rows),
      error: reportStorage,
    })
    cleanups.push(
      () => counts.unsubscribe(),
      () => serviceRows.unsubscribe(),
    )
    cleanups.push(
      watchPage({
        onFocus: () => void pull.trigger(),
        onOnline: () => {
          // The browser has a network again: reconnect the socket (it pulls and replays when
          // ready) and try both now anyway.
          status.update({ networkUp: true })
          live?.socket?.open()
          void pull.trigger()
          kickReplay(true)
        },
        onOffline: () => {
          // The browser knows it has no network: say so at once instead of waiting for the
          // socket's heartbeat to time out, and drop a socket that can carry nothing.
          live?.socket?.close()
          status.update({ networkUp: false, httpReachable: false, socketConnected: false })
        },
      }),
    )
    const leader = electLeader({
      db,
      locks,
      onLeader: () => void recoverSending(db).then(() => kickReplay(true), reportStorage),
      onLost: () => undefined, // the replay loop checks leadership before every row
    })
    const socket =
      makeSocket?.({
        initMessage: () => ({
          services: me ? initServiceIds(me, services) : [],
          role: 'Store',
          init: true,
        }),
        onReady: () => {
          status.update({ socketConnected: true })
          void pull.trigger() // closes any gap of events missed while disconnected
          kickReplay(true)
        },
        onDisconnect: () => {
          status.update({ socketConnected: false })
          // Is the server gone, or only the socket? A pull answers that (and catches up).
          if (live) void pull.trigger()
        },
        // In order: the socket opens after the first pull, which loaded the network half. An
        // event that finds no network half is dropped: the pull after the reconnect catches up.
        onEvent: (name, payload) =>
          void network().then(({ events }) => events.push(name, payload), reportStorage),
        onAuthRefused: async () => (await (await network()).http.refresh()) !== 'expired',
      }) ?? null
    const channel = openChannel(`gsp-sync:${db.name}`, (message) => {
      if (message === RETRY_NOW) kickReplay(true)
    })
    if (channel) cleanups.push(() => channel.close())
    const started: Live = { leader, socket, channel, cleanups }
    live = started
    status.update({ networkUp: browserOnline() })
    void requestPersistence().then((persisted) => status.update({ persisted }))
    // The socket opens once the first pull has settled: the screen's data comes first, and the
    // socket's library (a lazy chunk) stays off the way to the first screen. Its ready-pull
    // closes any gap the wait left.
    const openSocket = () => {
      if (live === started && !status.facts().sessionExpired) socket?.open()
    }
    void pull.trigger().then(openSocket, openSocket)
  }

  async function stopLive(): Promise<void> {
    const current = live
    if (!current) return
    live = null
    current.socket?.close()
    current.leader.stop()
    current.cleanups.forEach((cleanup) => cleanup())
    clearTimeout(backoffTimer)
    backoffTimer = undefined
    status.update({ socketConnected: false })
    const eventsIdle = netParts?.then(
      ({ events }) => events.idle(),
      () => undefined,
    )
    await Promise.all([pull.settled(), replay.settled(), eventsIdle])
  }

  async function restore(): Promise<Me | null> {
    me = await storedSession(db)
    status.update({
      signedIn: me !== null,
      lastPulledAt: (await readState<string>(db, STATE.lastPulledAt)) ?? null,
    })
    await refreshCounts()
    return me
  }

  return {
    db,
    status,
    restore,

    async login(body) {
      let result: LoginResult
      try {
        const { net, http } = await network()
        result = await net.requestLogin(http, body)
      } catch (error) {
        console.error('sync: the network half did not load', error)
        return { kind: 'network' }
      }
      if (result.kind !== 'ok') return result
      await stopLive() // the live parts restart with the new session's cookies
      await adoptSession(db, result.me)
      me = result.me
      status.update({
        signedIn: true,
        sessionExpired: false,
        lastPulledAt: (await readState<string>(db, STATE.lastPulledAt)) ?? null,
      })
      await refreshCounts()
      if (wanted) startLive()
      return result
    },

    async start() {
      wanted = true
      if (!me) await restore()
      startLive()
    },

    async stop() {
      wanted = false
      await stopLive()
    },

    async logout({ force }) {
      const pending = me ? (await outboxCounts(db, me.account_id)).pending : 0
      if (pending > 0 && !force) return { ok: false, pending }
      await stopLive()
      // Offline logout still signs out locally; the server session ends at its expiry (also when
      // the network half cannot load, offline before the service worker cached it).
      await network().then(
        ({ http }) => http.send({ method: 'GET', path: LOGOUT_PATH }),
        () => undefined,
      )
      await forgetSession(db)
      me = null
      status.update({ signedIn: false, sessionExpired: false, lastPulledAt: null })
      await refreshCounts()
      return { ok: true }
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
      kickReplay()
    },

    async retryNow() {
      const facts = status.facts()
      if (live?.socket && !live.socket.connected && facts.networkUp && !facts.sessionExpired) {
        live.socket.open() // reconnect now rather than after socket.io's own delay
      }
      live?.channel?.postMessage(RETRY_NOW) // the leader may be another tab
      resetBackoff()
      await replay.trigger()
      await refreshCounts()
    },

    async discard(outboxId) {
      await discardAction(db, outboxId)
      await refreshCounts()
    },

    waitUntilSent: () => untilSent(db, accountId, status),

    async pullNow() {
      await pull.trigger()
    },

    onNotification(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
