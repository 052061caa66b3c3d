import { liveQuery } from 'dexie'
import type { Service } from './protocol/index.ts'
import type { EngineContext } from './engine-context.ts'
import { createSyncJobs } from './engine-jobs.ts'
import type { SocketFactory, SyncSocket } from './transport/socket.ts'
import { initServiceIds } from './notify.ts'
import { requestPersistence } from './storage.ts'
import { outboxCounts, recoverSending } from './outbox/queries.ts'
import { electLeader, type Leadership } from './outbox/leader.ts'
import { watchPage } from './page-events.ts'

/** The parts that live while a session is started. */
interface Live {
  leader: Leadership
  socket: SyncSocket | null
  /** Tabs of the same database tell the leader "retry now" through it (null: not available). */
  channel: BroadcastChannel | null
  cleanups: (() => void)[]
}

const RETRY_NOW = 'retryNow'

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

/**
 * The connection loop of a started session: the outbox counts and services watched, the page's
 * focus/online/offline, the outbox leader tab, the live socket, the "retry now" channel between
 * tabs, and when each of them pulls or replays (engine-jobs.ts).
 */
export function createConnection(
  ctx: EngineContext,
  options: {
    makeSocket: SocketFactory | null
    locks: LockManager | null
    random: () => number
  },
) {
  const { db, status, accountId, reportStorage, network } = ctx
  let live: Live | null = null
  let services: Service[] = []
  const jobs = createSyncJobs(ctx, { random: options.random, leader: () => live?.leader ?? null })
  const { pull, replay, kickReplay } = jobs
  ctx.onSessionExpired(() => live?.socket?.close()) // reopened by the next login

  function startLive(): void {
    if (live || !ctx.me || status.facts().sessionExpired) return
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
      locks: options.locks,
      onLeader: () => void recoverSending(db).then(() => kickReplay(true), reportStorage),
      onLost: () => undefined, // the replay loop checks leadership before every row
    })
    const socket =
      options.makeSocket?.({
        initMessage: () => ({
          services: ctx.me ? initServiceIds(ctx.me, services) : [],
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
    // The socket opens once the first pull has settled and the page has painted its first
    // screen: the screen's data comes first, and the socket's library (a lazy chunk) stays off
    // the way to the first screen (a first sign-in pulls before the board paints). Its
    // ready-pull closes any gap the wait left.
    const openSocket = () => {
      if (live === started && !status.facts().sessionExpired) socket?.open()
    }
    const painted = () => ctx.pagePainted.then(openSocket, openSocket)
    void pull.trigger().then(painted, painted)
  }

  async function stopLive(): Promise<void> {
    const current = live
    if (!current) return
    live = null
    current.socket?.close()
    current.leader.stop()
    current.cleanups.forEach((cleanup) => cleanup())
    jobs.cancelBackoff()
    status.update({ socketConnected: false })
    const eventsIdle = ctx.loadedNetwork()?.then(
      ({ events }) => events.idle(),
      () => undefined,
    )
    await Promise.all([pull.settled(), replay.settled(), eventsIdle])
  }

  /** Reconnects the socket now, tells the leader tab, forgets the backoff and replays. */
  async function retryNow(): Promise<void> {
    const facts = status.facts()
    if (live?.socket && !live.socket.connected && facts.networkUp && !facts.sessionExpired) {
      live.socket.open() // reconnect now rather than after socket.io's own delay
    }
    live?.channel?.postMessage(RETRY_NOW) // the leader may be another tab
    jobs.resetBackoff()
    await replay.trigger()
  }

  return { startLive, stopLive, retryNow, pull, kickReplay }
}

export type Connection = ReturnType<typeof createConnection>
