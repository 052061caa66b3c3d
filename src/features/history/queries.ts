import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import {
  historyPageKey,
  storedHistoryCount,
  storedHistoryPage,
  type HistoryKind,
  type HistoryRequest,
  type StoredHistoryPage,
} from '../../../sync/online.ts'
import type { DiningTable, Employee, SpaRoom, SpaTreatment } from '../../../sync/protocol/index.ts'

export interface KeptPage<K extends HistoryKind> {
  /** This page, or null when it was never fetched on this device. */
  page: StoredHistoryPage<K> | null
  /** The query's row count as the newest kept page of it said (null: none kept). */
  count: number | null
}

/** The page of a request as the device keeps it (db.historyPages); undefined while IndexedDB answers. */
export function useStoredPage<K extends HistoryKind>(
  request: HistoryRequest & { kind: K },
): KeptPage<K> | undefined {
  const key = historyPageKey(request)
  // Tagged with its key: while the next query runs, useLiveQuery still gives the last answer,
  // which may be another list's rows.
  const answer = useLiveQuery(async () => {
    const [page, count] = await Promise.all([
      storedHistoryPage(request, db),
      storedHistoryCount(request, db),
    ])
    return { key, page: page ?? null, count: page?.count ?? count }
  }, [key])
  return answer?.key === key ? answer : undefined
}

/** The synced dining tables by id (their names on order and reservation rows). */
export function useTablesById(): ReadonlyMap<string, DiningTable> | undefined {
  return useLiveQuery(
    async () => new Map((await db.diningTables.toArray()).map((t) => [t._id, t])),
    [],
  )
}

/** The names on a spa appointment's row: treatments, spa rooms and therapists, by id. */
export interface SpaNames {
  treatments: ReadonlyMap<string, Pick<SpaTreatment, 'name'>>
  spaRooms: ReadonlyMap<string, Pick<SpaRoom, 'name'>>
  employees: ReadonlyMap<string, Pick<Employee, 'name' | 'surname'>>
}

/** The synced treatments, spa rooms and staff (read only when the list is the appointments). */
export function useSpaNames(wanted: boolean): SpaNames | undefined {
  return useLiveQuery(async () => {
    if (!wanted) return undefined
    const [treatments, spaRooms, employees] = await Promise.all([
      db.treatments.toArray(),
      db.spaRooms.toArray(),
      db.employees.toArray(),
    ])
    const byId = <R extends { _id: string }>(rows: R[]) => new Map(rows.map((r) => [r._id, r]))
    return { treatments: byId(treatments), spaRooms: byId(spaRooms), employees: byId(employees) }
  }, [wanted])
}

/**
 * A value that changes whenever a synced row of the list's table changes on this device (an
 * order finished here, or by another device's event or a pull): the screen asks for its page
 * again then, so a history left open does not go stale. Finished orders a pull brings are kept
 * as pulled pages (db.orderHistory), so those count for the orders too.
 */
export function useListRevision(kind: HistoryKind): string | undefined {
  return useLiveQuery(async () => {
    let newest = 0
    await db.syncTable(kind).each((row) => {
      if (row.version > newest) newest = row.version
    })
    if (kind !== 'orders') return String(newest)
    const pulled = await db.orderHistory.orderBy('at').last()
    return `${newest}|${await db.orderHistory.count()}|${pulled?.key ?? ''}|${pulled?.at ?? ''}`
  }, [kind])
}
