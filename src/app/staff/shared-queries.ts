import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import type { Business, Service } from '../../../sync/protocol/index.ts'

/** Every synced service of the business (undefined while IndexedDB answers). */
export function useServices(): Service[] | undefined {
  return useLiveQuery(() => db.services.toArray(), [])
}

/** The business row (name, currency). */
export function useBusiness(): Business | undefined {
  return useLiveQuery(() => db.businesses.toCollection().first(), [])
}
