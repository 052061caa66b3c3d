import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import type { DiningTable } from '../../../sync/protocol/index.ts'
import { floorMarks, type FloorMarks } from './floor-marks.ts'

export interface FloorData {
  serviceId: string
  /** The service's tables, by name. */
  tables: DiningTable[]
  marks: FloorMarks
}

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

/**
 * A service's tables and this account's outbox marks for them, in one live query: a save made
 * here, a pull or another desk's move repaint the plan at once. The tables are read whole with
 * one getAll and picked here (a filter() walks a cursor, one IndexedDB event per row).
 */
export async function floorData(serviceId: string, accountId: string): Promise<FloorData> {
  const [all, outbox] = await db.transaction('r', [db.diningTables, db.outbox], () =>
    Promise.all([db.diningTables.toArray(), db.outbox.orderBy('seq').toArray()]),
  )
  const tables = all
    .filter((t) => t.service_id === serviceId)
    .sort((a, b) => byName.compare(a.name, b.name))
  const ids = new Set(tables.map((t) => t._id))
  const mine = outbox.filter((r) => r.accountId === accountId)
  return { serviceId, tables, marks: floorMarks(mine, ids) }
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
