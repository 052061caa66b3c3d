import { v4 as uuidv4 } from 'uuid'
import type { LocalDb } from '../db.ts'
import { readState, STATE, writeState } from '../state.ts'

export const OUTBOX_LOCK = 'gsp-outbox'
/** The leader writes a heartbeat this often… */
export const HEARTBEAT_MS = 5_000
/**
 * …and a waiting tab steals the lock when it is older than this. Generous, because browsers
 * throttle timers of hidden tabs (down to once a minute): a slow heartbeat is not a frozen tab.
 */
export const STALE_MS = 90_000

export interface Leadership {
  readonly isLeader: boolean
  stop(): void
}

export interface LeaderOptions {
  db: LocalDb
  /** Web Locks of the page; null (Node, old browsers): this tab is the only one, so it leads. */
  locks: LockManager | null
  onLeader(): void
  onLost(): void
  now?: () => number
  /** Test knobs: heartbeat period and staleness (defaults HEARTBEAT_MS, STALE_MS). */
  heartbeatMs?: number
  staleMs?: number
}

export interface Heartbeat {
  tab: string
  at: number
}

/** Whether a leader's heartbeat is old enough to take the lock from it. */
export function isStale(beat: Heartbeat | undefined, now: number, staleMs = STALE_MS): boolean {
  return beat !== undefined && now - beat.at > staleMs
}

/**
 * One tab replays the outbox: the one holding the Web Lock 'gsp-outbox'. Other tabs queue for
 * the lock; the browser hands it over when the leader's tab closes. A leader that is frozen (its
 * JS stuck) keeps the lock forever, so waiting tabs watch its heartbeat and steal the lock when
 * it goes stale; the old leader sees its lock request fail and steps down.
 */
export function electLeader(options: LeaderOptions): Leadership {
  const { db, locks } = options
  const now = options.now ?? Date.now
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS
  const staleMs = options.staleMs ?? STALE_MS
  const tab = uuidv4()
  let leader = false
  let stopped = false
  let generation = 0 // each lock request; a superseded one is ignored when it settles
  let release: (() => void) | null = null
  let abort = new AbortController()
  let beatTimer: ReturnType<typeof setInterval> | undefined
  let watchTimer: ReturnType<typeof setInterval> | undefined

  const beat = () => writeState(db, STATE.leaderHeartbeat, { tab, at: now() }).catch(() => {})

  const become = () => {
    leader = true
    void beat()
    beatTimer = setInterval(() => void beat(), heartbeatMs)
    options.onLeader()
  }
  const stepDown = () => {
    clearInterval(beatTimer)
    if (!leader) return
    leader = false
    options.onLost()
  }

  const request = (manager: LockManager, steal: boolean) => {
    const gen = ++generation
    abort.abort() // leave the queue with the previous request, if any
    const controller = new AbortController()
    abort = controller
    const lockOptions: LockOptions = steal ? { steal: true } : { signal: controller.signal }
    manager
      .request(OUTBOX_LOCK, lockOptions, () => {
        if (gen !== generation || stopped) return undefined
        become()
        return new Promise<void>((resolve) => (release = resolve))
      })
      .catch(() => undefined) // aborted by us, or the lock was stolen from us
      .finally(() => {
        if (gen !== generation) return
        release = null
        stepDown()
        if (!stopped) request(manager, false) // queue again behind the new leader
      })
  }

  if (locks) {
    request(locks, false)
    watchTimer = setInterval(() => {
      if (leader || stopped) return
      void readState<Heartbeat>(db, STATE.leaderHeartbeat).then((hb) => {
        if (!leader && !stopped && isStale(hb, now(), staleMs)) request(locks, true)
      })
    }, heartbeatMs * 2)
  } else {
    queueMicrotask(() => {
      if (!stopped) become()
    })
  }

  return {
    get isLeader() {
      return leader
    },
    stop() {
      stopped = true
      generation += 1
      clearInterval(watchTimer)
      abort.abort()
      release?.()
      stepDown()
    },
  }
}

/** The page's Web Locks, if any. */
export function pageLocks(): LockManager | null {
  const nav = (globalThis as { navigator?: { locks?: LockManager } }).navigator
  return nav?.locks ?? null
}
