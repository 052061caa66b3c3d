import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import type { Business, Service, Stay } from '../../../sync/protocol/index.ts'

/** Every synced service of the business (undefined while IndexedDB answers). */
export function useServices(): Service[] | undefined {
  return useLiveQuery(() => db.services.toArray(), [])
}

/** The business row (name, currency). */
export function useBusiness(): Business | undefined {
  return useLiveQuery(() => db.businesses.toCollection().first(), [])
}

/**
 * The stays with a guest in the room now (checked in, not out), by room number: the rooms a
 * booking may be for, or a table order charged to.
 */
export function useInHouseStays(): Stay[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.stays.toArray())
        .filter((s) => s.check_in !== null && s.checked_out_at === null)
        .sort((a, b) => a.room_name.localeCompare(b.room_name, undefined, { numeric: true })),
    [],
  )
}
