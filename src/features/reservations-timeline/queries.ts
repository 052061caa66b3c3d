import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import type { DiningTable, Reservation } from '../../../sync/protocol/index.ts'

/** The service's reservations and tables, live from IndexedDB (undefined while it answers). */
export function useTimelineRows(
  serviceId: string | undefined,
): { reservations: Reservation[]; tables: DiningTable[] } | undefined {
  return useLiveQuery(async () => {
    if (!serviceId) return { reservations: [], tables: [] }
    const [reservations, tables] = await Promise.all([
      db.reservations.where('service_id').equals(serviceId).toArray(),
      db.diningTables.filter((t) => t.service_id === serviceId).toArray(),
    ])
    return { reservations, tables }
  }, [serviceId])
}
