import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import type { DiningTable, Reservation } from '../../../sync/protocol/index.ts'

export interface TimelineRows {
  serviceId: string
  reservations: Reservation[]
  tables: DiningTable[]
}

/**
 * The service's reservations and tables, live from IndexedDB: undefined until the answer for
 * this service is in (a live query hands back its last answer while a new one runs, which would
 * be another service's, or none).
 */
export function useTimelineRows(serviceId: string | undefined): TimelineRows | undefined {
  const rows = useLiveQuery(async () => {
    if (!serviceId) return undefined
    const [reservations, tables] = await Promise.all([
      db.reservations.where('service_id').equals(serviceId).toArray(),
      db.diningTables.filter((t) => t.service_id === serviceId).toArray(),
    ])
    return { serviceId, reservations, tables }
  }, [serviceId])
  return rows?.serviceId === serviceId ? rows : undefined
}
