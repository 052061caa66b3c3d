/**
 * Why the device is (or is not) talking to the server, each with its own advice for staff:
 * - 'no-network': the browser says it has no network (navigator.onLine false, `offline` event);
 * - 'signed-out': no session, or the refresh was refused (`sessionExpired`): sign in again;
 * - 'server-unreachable': the browser has a network but requests and the socket fail;
 * - 'online': the server answers.
 */
export type SyncConnection = 'online' | 'no-network' | 'server-unreachable' | 'signed-out'

/** What the UI shows about sync (docs/sync.md). Read through useSyncExternalStore. */
export interface SyncStatus {
  /** Server reachable: socket connected or the last request got an answer. */
  online: boolean
  /**
   * Live updates: the socket is connected, so events (a table calling the waiter, a new order)
   * arrive as they happen; without it the engine still pulls and replays over HTTP.
   */
  live: boolean
  phase: 'signed-out' | 'idle' | 'pulling' | 'replaying' | 'offline'
  connection: SyncConnection
  /** Outbox rows of the signed-in account that are pending or sending. */
  pending: number
  /** Outbox rows of the signed-in account that failed (listed from db.outbox, state 'failed'). */
  failed: number
  lastPulledAt: string | null
  /** The refresh token was refused: sign in again. The outbox is kept. */
  sessionExpired: boolean
  /** Whether the browser granted persistent storage (null: unknown or not asked yet). */
  persisted: boolean | null
  /** The last storage failure (quota exceeded, IndexedDB unavailable), shown to the user. */
  storageError: string | null
}

/** The raw facts the phase is derived from. */
export interface StatusFacts {
  signedIn: boolean
  /** The browser has a network (navigator.onLine; true where unknown, e.g. Node). */
  networkUp: boolean
  socketConnected: boolean
  httpReachable: boolean
  pulling: boolean
  replaying: boolean
  pending: number
  failed: number
  lastPulledAt: string | null
  sessionExpired: boolean
  persisted: boolean | null
  storageError: string | null
}

// Property (not method) signatures: React receives `subscribe` and `getSnapshot` unbound.
export interface SyncStatusStore {
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => SyncStatus
  /** Engine side: merge new facts; listeners run only when the visible status changed. */
  update: (patch: Partial<StatusFacts>) => void
  facts: () => Readonly<StatusFacts>
}

const INITIAL_FACTS: StatusFacts = {
  signedIn: false,
  networkUp: true,
  socketConnected: false,
  httpReachable: true,
  pulling: false,
  replaying: false,
  pending: 0,
  failed: 0,
  lastPulledAt: null,
  sessionExpired: false,
  persisted: null,
  storageError: null,
}

/** No network beats signed out (signing in needs the network) beats an unreachable server. */
export function deriveConnection(
  f: Pick<StatusFacts, 'networkUp' | 'signedIn' | 'sessionExpired'>,
  serverAnswers: boolean,
): SyncConnection {
  if (!f.networkUp) return 'no-network'
  if (!f.signedIn || f.sessionExpired) return 'signed-out'
  return serverAnswers ? 'online' : 'server-unreachable'
}

export function deriveStatus(f: StatusFacts): SyncStatus {
  const online = f.networkUp && (f.socketConnected || f.httpReachable)
  const phase: SyncStatus['phase'] = !f.signedIn
    ? 'signed-out'
    : !online
      ? 'offline'
      : f.pulling
        ? 'pulling'
        : f.replaying
          ? 'replaying'
          : 'idle'
  return {
    online,
    live: f.networkUp && f.socketConnected,
    phase,
    connection: deriveConnection(f, online),
    pending: f.pending,
    failed: f.failed,
    lastPulledAt: f.lastPulledAt,
    sessionExpired: f.sessionExpired,
    persisted: f.persisted,
    storageError: f.storageError,
  }
}

function sameStatus(a: SyncStatus, b: SyncStatus): boolean {
  return (Object.keys(a) as (keyof SyncStatus)[]).every((k) => a[k] === b[k])
}

/** A status store; the snapshot object stays the same until something visible changes. */
export function createStatusStore(): SyncStatusStore {
  let facts: StatusFacts = { ...INITIAL_FACTS }
  let snapshot = deriveStatus(facts)
  const listeners = new Set<() => void>()
  return {
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    facts: () => facts,
    update: (patch) => {
      facts = { ...facts, ...patch }
      const next = deriveStatus(facts)
      if (sameStatus(next, snapshot)) return
      snapshot = next
      for (const listener of [...listeners]) listener()
    },
  }
}

/** The page's status store, fed by the engine that `createSyncEngine()` builds by default. */
export const syncStatus: SyncStatusStore = createStatusStore()
