import type { Change } from './protocol/index.ts'
import type { EngineContext } from './engine-context.ts'
import type { RefusalRow } from './notify.ts'
import { singleFlight } from './runner.ts'
import { readState, STATE } from './state.ts'
import { backoffDelay } from './outbox/backoff.ts'
import type { Leadership } from './outbox/leader.ts'

/** The server's row from a refusal's `current`, with its table (a tombstone or no row: null). */
function rowOf(current: Change | null): RefusalRow | null {
  if (!current || current.deleted || !current.row) return null
  return {
    table: current.table,
    row: { ...current.row, _id: current.id, version: current.version },
  }
}

/**
 * The pull and the outbox replay, each run one at a time (triggers coalesce), and the replay's
 * backoff: a replay the server did not answer is tried again after a full-jitter delay; anything
 * that says the server is back (a pull, a socket ready, the browser online) sends at once.
 */
export function createSyncJobs(
  ctx: EngineContext,
  options: {
    random: () => number
    /** This tab's outbox leadership while the connection is live (null: stopped). */
    leader: () => Leadership | null
  },
) {
  const { db, status, networkWhenDue, sessionExpired, reportStorage, refreshCounts } = ctx
  let attempt = 0
  let backoffTimer: ReturnType<typeof setTimeout> | undefined

  const pull = singleFlight(async () => {
    if (!ctx.me) return
    status.update({ pulling: true })
    try {
      // A device with no copy yet (the first sign-in) has nothing to paint from: it pulls at
      // once. With a copy, the page's first screen paints from it before the network half loads.
      const hasCopy = ((await readState<number>(db, STATE.cursor)) ?? 0) > 0
      const { net, http } = await (hasCopy ? networkWhenDue() : ctx.network())
      const result = await net.pullChanges({
        db,
        http,
        accountId: ctx.me.account_id,
        shouldContinue: () => ctx.me !== null,
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
    const leader = options.leader()
    if (!ctx.me || !leader?.isLeader || status.facts().sessionExpired) return
    status.update({ replaying: true })
    try {
      const { net, http } = await networkWhenDue()
      const result = await net.replayQueue({
        db,
        http,
        accountId: ctx.me.account_id,
        shouldContinue: () => leader.isLeader && options.leader() === leader,
        onSent: (_row, rows) => ctx.rememberOwn(rows),
        onFailed: (row, current) =>
          ctx.notify({ type: 'actionFailed', row, current: rowOf(current) }),
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

  /** Stops the backoff's timer (the next failure waits as long as it would have). */
  function cancelBackoff(): void {
    clearTimeout(backoffTimer)
    backoffTimer = undefined
  }

  function resetBackoff(): void {
    attempt = 0
    cancelBackoff()
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
      backoffDelay(attempt++, options.random),
    )
  }

  return { pull, replay, kickReplay, resetBackoff, cancelBackoff }
}

export type SyncJobs = ReturnType<typeof createSyncJobs>
