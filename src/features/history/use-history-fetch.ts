import { useEffect, useState } from 'react'
import {
  fetchHistoryPage,
  historyPageKey,
  type HistoryFetchResult,
  type HistoryRequest,
} from '../../../sync/online.ts'
import { useSyncStatus } from '../../app/staff/use-sync-status.ts'

export type HistoryFetchState = HistoryFetchResult | { kind: 'loading' }

/**
 * Asks the server for the page the screen shows (the engine keeps it in IndexedDB, where the
 * screen reads it): when the query or page changes, each time the server becomes reachable, and
 * when `revision` changes (a row of the list changed on this device).
 * The state of the last attempt.
 */
export function useHistoryFetch(
  request: HistoryRequest | null,
  revision: string | undefined,
): HistoryFetchState {
  const { connection } = useSyncStatus()
  const key = request ? historyPageKey(request) : null
  // Not before the revision is read: the first fetch would otherwise be made twice.
  const attempt =
    key === null || revision === undefined ? null : `${key}|${connection === 'online'}|${revision}`
  const [done, setDone] = useState<{ attempt: string; result: HistoryFetchResult } | null>(null)
  useEffect(() => {
    if (attempt === null || request === null) return
    let live = true
    fetchHistoryPage(request)
      .then((result) => {
        if (live) setDone({ attempt, result })
      })
      .catch((error: unknown) => {
        console.error('The history page could not be fetched', error)
        if (live) setDone({ attempt, result: { kind: 'refused', status: 0, message: '' } })
      })
    return () => {
      live = false
    }
    // `request` is a new object every render; `attempt` names what it fetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])
  return done !== null && done.attempt === attempt ? done.result : { kind: 'loading' }
}
