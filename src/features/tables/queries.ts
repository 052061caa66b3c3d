import { db, prepareLiveQuery } from '../../../sync/index.ts'
import type { DiningTable, Order, Reservation, Service } from '../../../sync/protocol/index.ts'
import { usePreparedLiveQuery } from '../../lib/prepared-live-query.ts'
import { resolveService } from '../menu/menu-model.ts'
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

/** What the floor plan screen reads: the route's restaurant or pool with its rows. */
export interface FloorScreenRows {
  /** The route's service parameter this answer is for. */
  param: string | undefined
  /** Every synced service of the business (who may take orders where). */
  services: Service[]
  /** The route's restaurant or pool, else the first; null: the business has none. */
  service: Service | null
  /** Its rows; null without a service. */
  data: FloorData | null
  /** The business's currency (empty before the business row is synced). */
  currency: string
}

/** The services with a floor plan: restaurants and pools (the side bar links Tables for them). */
const FLOOR_TYPES: readonly string[] = ['restaurant', 'pool']

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

/**
 * The route's restaurant or pool with its tables, its orders and bookings, this account's outbox
 * marks for the tables and the business's currency, in one live query (not the services first
 * and the rows after another render): a save made here, an order, a booking, a pull or another
 * desk's move repaint the plan at once. The tables and the outbox are read whole with one getAll
 * each and picked here (a filter() walks a cursor, one IndexedDB event per row), beside the
 * services; the orders and bookings once the service is known.
 */
export async function floorScreenRows(
  param: string | undefined,
  accountId: string,
): Promise<FloorScreenRows> {
  return db.transaction(
    'r',
    [db.services, db.businesses, db.diningTables, db.outbox, db.orders, db.reservations],
    async () => {
      const [services, business, all, outbox] = await Promise.all([
        db.services.toArray(),
        db.businesses.toCollection().first(),
        db.diningTables.toArray(),
        db.outbox.orderBy('seq').toArray(),
      ])
      const currency = business?.currency ?? ''
      const service =
        resolveService(
          param,
          services.filter((s) => FLOOR_TYPES.includes(s.type)),
        ) ?? null
      if (!service) return { param, services, service, data: null, currency }
      const serviceId = service._id
      const [orders, reservations] = await Promise.all([
        db.orders.where('service_id').equals(serviceId).toArray(),
        db.reservations.where('service_id').equals(serviceId).toArray(),
      ])
      const tables = all
        .filter((t) => t.service_id === serviceId)
        .sort((a, b) => byName.compare(a.name, b.name))
      const ids = new Set(tables.map((t) => t._id))
      const mine = outbox.filter((r) => r.accountId === accountId)
      const data = { serviceId, tables, marks: floorMarks(mine, ids), orders, reservations }
      return { param, services, service, data, currency }
    },
  )
}

const floorKey = (param: string | undefined, accountId: string) =>
  `floor-rows:${param ?? ''}:${accountId}`

/** Starts the floor plan's read while its code loads (the route's loader). */
export const prepareFloorRows = (param: string | undefined, accountId: string) =>
  prepareLiveQuery(floorKey(param, accountId), () => floorScreenRows(param, accountId))

/** The floor plan screen's rows, live; undefined until the answer for this route is in. */
export function useFloorRows(
  param: string | undefined,
  accountId: string,
): FloorScreenRows | undefined {
  return usePreparedLiveQuery(floorKey(param, accountId), () => floorScreenRows(param, accountId))
}
