import { useLiveQuery } from 'dexie-react-hooks'
import { db, type GuestHistoryRow, type GuestMemoryRow } from '../../../sync/index.ts'
import type { Guest } from '../../../sync/protocol/index.ts'

/** Every guest of the hotel on this device (synced to reception); undefined while IndexedDB answers. */
export function useGuests(): Guest[] | undefined {
  return useLiveQuery(() => db.guests.toArray(), [])
}

/** One guest from the synced table; null when this device has no such guest. */
export function useGuest(guestId: string | undefined): Guest | null | undefined {
  return useLiveQuery(
    async () => (guestId ? ((await db.guests.get(guestId)) ?? null) : null),
    [guestId],
  )
}

/** The guest's history as last fetched on this device (sync/guests.ts); null: never fetched here. */
export function useKeptHistory(guestId: string | undefined): GuestHistoryRow | null | undefined {
  return useLiveQuery(
    async () => (guestId ? ((await db.guestHistories.get(guestId)) ?? null) : null),
    [guestId],
  )
}

/** What the hotel remembers of the guest, as last fetched on this device; null: never. */
export function useKeptMemory(guestId: string | undefined): GuestMemoryRow | null | undefined {
  return useLiveQuery(
    async () => (guestId ? ((await db.guestMemories.get(guestId)) ?? null) : null),
    [guestId],
  )
}
