import { useEffect, useState } from 'react'
import {
  fetchGuestReport,
  refreshGuestHistory,
  refreshGuestMemory,
  type GuestFetchResult,
  type GuestReportResult,
} from '../../../sync/online.ts'
import type { GuestReportBody } from '../../../sync/protocol/index.ts'
import { useSyncStatus } from '../../app/staff/use-sync-status.ts'
import { saveFile } from '../../lib/save-file.ts'
import type { FetchState } from './history-view.ts'

/**
 * Asks the server again for what the screen shows from IndexedDB (kept by sync/guests.ts): when
 * the key changes and each time the server becomes reachable. The state of the last attempt.
 */
function useRefresh(key: string | null, run: () => Promise<GuestFetchResult>): FetchState {
  const { connection } = useSyncStatus()
  // Each attempt: what it fetches, and whether the server was reachable when it began.
  const attempt = key === null ? null : `${key}|${connection === 'online'}`
  const [done, setDone] = useState<{ attempt: string; result: FetchState } | null>(null)
  useEffect(() => {
    if (attempt === null) return
    let live = true
    run()
      .then((result) => {
        if (live) setDone({ attempt, result })
      })
      .catch((error: unknown) => {
        console.error('Guest data could not be fetched', error)
        if (live) setDone({ attempt, result: { kind: 'refused', status: 0, message: '' } })
      })
    return () => {
      live = false
    }
    // `run` is a new function every render; `attempt` names what it fetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])
  return done !== null && done.attempt === attempt ? done.result : { kind: 'loading' }
}

/** Fetches the guest's history into IndexedDB (the strict variant when the hotel keeps it private). */
export function useHistoryRefresh(
  guestId: string | undefined,
  serviceId: string | null,
): FetchState {
  const key = guestId ? `${guestId}:${serviceId ?? ''}` : null
  return useRefresh(key, () => refreshGuestHistory(guestId ?? '', serviceId))
}

/** Fetches what the hotel remembers of the guest into IndexedDB. */
export function useMemoryRefresh(guestId: string | undefined): FetchState {
  return useRefresh(guestId ?? null, () => refreshGuestMemory(guestId ?? ''))
}

/** Asks the server for the report and saves the CSV as a file, as the server named it. */
export async function downloadReport(body: GuestReportBody): Promise<GuestReportResult> {
  const result = await fetchGuestReport(body)
  if (result.kind === 'ok') saveFile(result.file, result.filename)
  return result
}
