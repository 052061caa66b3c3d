import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import type { DiningTable, Order, Reservation } from '../../../sync/protocol/index.ts'

export interface LockedData {
  tables: DiningTable[]
  reservations: Reservation[]
  /** The service's table orders (room orders have no table). */
  orders: Order[]
}

/** The service's tables, reservations and table orders, read together from IndexedDB. */
export async function lockedData(serviceId: string): Promise<LockedData> {
  return db.transaction('r', [db.diningTables, db.reservations, db.orders], async () => {
    const [tables, reservations, orders] = await Promise.all([
      db.diningTables.toArray(),
      db.reservations.where('service_id').equals(serviceId).toArray(),
      db.orders.where('service_id').equals(serviceId).toArray(),
    ])
    return {
      tables: tables.filter((t) => t.service_id === serviceId),
      reservations,
      orders: orders.filter((o) => o.table_id !== null),
    }
  })
}

/** Live: a pull, an event or an action queued on this tablet repaints the floor at once. */
export function useLockedData(serviceId: string): LockedData | undefined {
  return useLiveQuery(() => lockedData(serviceId), [serviceId])
}
