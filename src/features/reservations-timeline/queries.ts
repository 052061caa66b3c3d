import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import type { DiningTable, Reservation, Service } from '../../../sync/protocol/index.ts'
import { takesTableReservations } from '../../../sync/protocol/rules/index.ts'
import { resolveService } from '../menu/menu-model.ts'

export interface TimelineRows {
  /** The route's service parameter this answer is for. */
  param: string | undefined
  /** The restaurant or pool shown (the route's, else the first); null: the business has none. */
  service: Service | null
  reservations: Reservation[]
  tables: DiningTable[]
}

/**
 * The route's restaurant or pool with its reservations and tables, live from IndexedDB in one
 * answer (not the services first and the rows after another render). Undefined until the answer
 * for this route is in (a live query hands back its last answer while a new one runs, which
 * would be another service's, or none).
 */
export function useTimelineRows(param: string | undefined): TimelineRows | undefined {
  const rows = useLiveQuery(async (): Promise<TimelineRows> => {
    const service = resolveService(
      param,
      (await db.services.toArray()).filter(takesTableReservations),
    )
    if (!service) return { param, service: null, reservations: [], tables: [] }
    // The tables in one request and filtered here: a filter in IndexedDB walks a cursor, one
    // request per table.
    const [reservations, tables] = await Promise.all([
      db.reservations.where('service_id').equals(service._id).toArray(),
      db.diningTables.toArray(),
    ])
    const own = tables.filter((t) => t.service_id === service._id)
    return { param, service, reservations, tables: own }
  }, [param])
  return rows?.param === param ? rows : undefined
}
