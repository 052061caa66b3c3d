/**
 * When the waiting app version may take over. A reload never happens while the outbox holds
 * actions that have not reached the server: the user waits, and the reload follows when the
 * last one is sent if they asked for it.
 */
export type UpdateStep = 'offer' | 'apply' | 'wait-for-sync'

export function updateStep(state: { reloadRequested: boolean; pending: number }): UpdateStep {
  if (!state.reloadRequested) return 'offer'
  return state.pending > 0 ? 'wait-for-sync' : 'apply'
}

/** How often a tablet left open for days asks the server for a new version. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000
