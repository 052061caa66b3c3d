import { db, prepareLiveQuery } from '../../../sync/index.ts'
import type { DiningTable, Reservation, Service } from '../../../sync/protocol/index.ts'
import { takesTableReservations } from '../../../sync/protocol/rules/index.ts'
import { resolveService } from '../menu/menu-model.ts'
import { usePreparedLiveQuery } from '../../lib/prepared-live-query.ts'

export interface TimelineRows {
  /** The route's service parameter this answer is for. */
  param: string | undefined
  /** The restaurant or pool shown (the route's, else the first); null: the business has none. */
  service: Service | null
  reservations: Reservation[]
  tables: DiningTable[]
}

/**
 * The route's restaurant or pool with its reservations and tables, from IndexedDB in one answer
 * (not the services first and the rows after another render).
 */
export async function timelineRows(param: string | undefined): Promise<TimelineRows> {
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
}

const timelineKey = (param: string | undefined) => `timeline-rows:${param ?? ''}`

/** Starts the timeline's read while its code loads (the route's loader). */
export const prepareTimelineRows = (param: string | undefined) =>
  prepareLiveQuery(timelineKey(param), () => timelineRows(param))

/** The timeline's rows, live; undefined until the answer for this route is in. */
export function useTimelineRows(param: string | undefined): TimelineRows | undefined {
  return usePreparedLiveQuery(timelineKey(param), () => timelineRows(param))
}
