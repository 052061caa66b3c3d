import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../../sync/index.ts'
import type { DiningTable, Reservation, Stay } from '../../../../sync/protocol/index.ts'

/** What the new-reservation form reads of one service, and the guests in house. */
export interface DeskRows {
  serviceId: string
  tables: DiningTable[]
  reservations: Reservation[]
  /** Stays checked in and not out: the rooms a booking may be for. */
  inHouse: Stay[]
}

async function deskRows(serviceId: string): Promise<DeskRows> {
  return db.transaction('r', [db.diningTables, db.reservations, db.stays], async () => {
    const [tables, reservations, stays] = await Promise.all([
      db.diningTables.toArray(),
      db.reservations.where('service_id').equals(serviceId).toArray(),
      db.stays.toArray(),
    ])
    return {
      serviceId,
      tables: tables.filter((t) => t.service_id === serviceId),
      reservations,
      inHouse: stays
        .filter((s) => s.check_in !== null && s.checked_out_at === null)
        .sort((a, b) => a.room_name.localeCompare(b.room_name, undefined, { numeric: true })),
    }
  })
}

/** Live: a booking another desk makes while the form is open takes its slot away at once. */
export function useDeskRows(serviceId: string): DeskRows | undefined {
  const rows = useLiveQuery(() => deskRows(serviceId), [serviceId])
  return rows?.serviceId === serviceId ? rows : undefined
}
