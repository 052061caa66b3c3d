import { useSyncExternalStore } from 'react'
import { syncStatus, type SyncStatus } from '../../../sync/index.ts'

/** The engine's observable status: online, phase, pending and failed counts. */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(syncStatus.subscribe, syncStatus.getSnapshot)
}
