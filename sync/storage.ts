/** Persistent storage and storage failures: never swallowed, surfaced in the status. */

/** Asks the browser not to evict IndexedDB (the outbox). null: not available here. */
export async function requestPersistence(): Promise<boolean | null> {
  const storage = (globalThis as { navigator?: { storage?: StorageManager } }).navigator?.storage
  if (!storage || typeof storage.persist !== 'function') return null
  try {
    return (await storage.persisted()) || (await storage.persist())
  } catch {
    return false
  }
}

/** A readable message when the error is a storage failure (quota, IndexedDB gone); else null. */
export function storageFailure(error: unknown): string | null {
  let e: unknown = error
  // Dexie wraps the IndexedDB error in `inner`.
  for (let depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const { name, message, inner } = e as { name?: string; message?: string; inner?: unknown }
    if (name === 'QuotaExceededError') return 'Storage is full: free space on this device.'
    if (
      name === 'DatabaseClosedError' ||
      name === 'MissingAPIError' ||
      name === 'OpenFailedError'
    ) {
      return message ?? name
    }
    e = inner
  }
  return null
}
