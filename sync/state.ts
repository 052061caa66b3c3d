import type { LocalDb } from './db.ts'

/** Keys of db.syncState. */
export const STATE = {
  /** Version to pull from next (advances only with the page that reached it). */
  cursor: 'cursor',
  /** The pull scope the local copy was made under. */
  scope: 'scope',
  lastPulledAt: 'lastPulledAt',
  /** The account the synced tables belong to. */
  accountId: 'accountId',
  /** {tab, at} written by the outbox leader tab, to detect a frozen leader. */
  leaderHeartbeat: 'leaderHeartbeat',
} as const

export async function readState<T>(db: LocalDb, key: string): Promise<T | undefined> {
  const row = await db.syncState.get(key)
  return row?.value as T | undefined
}

export async function writeState(db: LocalDb, key: string, value: unknown): Promise<void> {
  await db.syncState.put({ key, value })
}
