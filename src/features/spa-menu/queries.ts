import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import type { SpaRoom, SpaTreatment } from '../../../sync/protocol/index.ts'
import { upcomingByTreatment } from './spa-menu-model.ts'

/** A spa's rooms and treatments on this device (undefined while IndexedDB answers). */
export function useSpaMenuRows(
  serviceId: string,
): { rooms: SpaRoom[]; treatments: SpaTreatment[] } | undefined {
  return useLiveQuery(async () => {
    const [rooms, treatments] = await Promise.all([
      db.spaRooms.where('service_id').equals(serviceId).toArray(),
      db.treatments.where('service_id').equals(serviceId).toArray(),
    ])
    return { rooms, treatments }
  }, [serviceId])
}

/** Rows with this account's actions waiting to sync, and rows with an action refused. */
export interface RowMarks {
  waiting: ReadonlySet<string>
  refused: ReadonlySet<string>
}
export interface SpaMenuMarks {
  rooms: RowMarks
  treatments: RowMarks
}
const NO_MARKS: RowMarks = { waiting: new Set(), refused: new Set() }
const NONE: SpaMenuMarks = { rooms: NO_MARKS, treatments: NO_MARKS }

function marksOf(
  rows: readonly { state: string; entity: { table: string; id: string } }[],
  table: string,
): RowMarks {
  const waiting = new Set<string>()
  const refused = new Set<string>()
  for (const row of rows) {
    if (row.entity.table !== table) continue
    if (row.state === 'failed') refused.add(row.entity.id)
    else waiting.add(row.entity.id)
  }
  return { waiting, refused }
}

/** Which rooms and treatments have this account's actions waiting to sync, or refused. */
export function useSpaMenuMarks(accountId: string): SpaMenuMarks {
  return (
    useLiveQuery(async () => {
      const rows = await db.outbox
        .orderBy('seq')
        .filter((row) => row.accountId === accountId)
        .toArray()
      return { rooms: marksOf(rows, 'spaRooms'), treatments: marksOf(rows, 'treatments') }
    }, [accountId]) ?? NONE
  )
}

/** Appointments to come per treatment of the spa, as far as this device knows them. */
export function useUpcomingAppointments(serviceId: string): ReadonlyMap<string, number> {
  return (
    useLiveQuery(
      async () =>
        upcomingByTreatment(
          await db.appointments.where('service_id').equals(serviceId).toArray(),
          Date.now(),
        ),
      [serviceId],
    ) ?? new Map<string, number>()
  )
}
