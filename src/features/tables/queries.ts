import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import type { DiningTable, Order, Reservation } from '../../../sync/protocol/index.ts'
import { floorMarks, type FloorMarks } from './floor-marks.ts'

export interface FloorData {
  serviceId: string
  /** The service's tables, by name. */
  tables: DiningTable[]
  marks: FloorMarks
  /** The service's orders this device holds (the open ones are on their tables). */
  orders: Order[]
  /** The service's bookings this device holds (none without reservationsRead). */
  reservations: Reservation[]
}

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

/**
 * A service's tables, its orders and bookings, and this account's outbox marks for the tables, in
 * one live query: a save made here, an order, a booking, a pull or another desk's move repaint the
 * plan at once. The tables are read whole with
 * one getAll and picked here (a filter() walks a cursor, one IndexedDB event per row).
 */
export async function floorData(serviceId: string, accountId: string): Promise<FloorData> {
  const [all, outbox, orders, reservations] = await db.transaction(
    'r',
    [db.diningTables, db.outbox, db.orders, db.reservations],
    () =>
      Promise.all([
        db.diningTables.toArray(),
        db.outbox.orderBy('seq').toArray(),
        db.orders.where('service_id').equals(serviceId).toArray(),
        db.reservations.where('service_id').equals(serviceId).toArray(),
      ]),
  )
  const tables = all
    .filter((t) => t.service_id === serviceId)
    .sort((a, b) => byName.compare(a.name, b.name))
  const ids = new Set(tables.map((t) => t._id))
  const mine = outbox.filter((r) => r.accountId === accountId)
  return { serviceId, tables, marks: floorMarks(mine, ids), orders, reservations }
}

/** The floor plan's rows: undefined until the answer for this service is in. */
export function useFloorData(
  serviceId: string | undefined,
  accountId: string,
): FloorData | undefined {
  const data = useLiveQuery(
    async () => (serviceId ? floorData(serviceId, accountId) : undefined),
    [serviceId, accountId],
  )
  return data?.serviceId === serviceId ? data : undefined
}
