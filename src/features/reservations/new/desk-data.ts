import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../../sync/index.ts'
import type { DiningTable, Reservation } from '../../../../sync/protocol/index.ts'

/** What the new-reservation form reads of one service. */
export interface DeskRows {
  serviceId: string
  tables: DiningTable[]
  reservations: Reservation[]
}

async function deskRows(serviceId: string): Promise<DeskRows> {
  return db.transaction('r', [db.diningTables, db.reservations], async () => {
    const [tables, reservations] = await Promise.all([
      db.diningTables.toArray(),
      db.reservations.where('service_id').equals(serviceId).toArray(),
    ])
    return { serviceId, tables: tables.filter((t) => t.service_id === serviceId), reservations }
  })
}

/** Live: a booking another desk makes while the form is open takes its slot away at once. */
export function useDeskRows(serviceId: string): DeskRows | undefined {
  const rows = useLiveQuery(() => deskRows(serviceId), [serviceId])
  return rows?.serviceId === serviceId ? rows : undefined
}
