import { randomUUID } from 'node:crypto'
import { instantAt, todayIn, type ReservationStatus } from '../sync/protocol/index.ts'
import type { Tx } from './db/client.ts'
import * as t from './db/schema.ts'
import type { NextVersion } from './domain/versioning.ts'
import { claimTables } from './domain/reservations/claims.ts'
import { DEMO_TIME_ZONE } from './seed-data.ts'

/** Today's bookings of the demo restaurant: the board and the timeline have something at once. */
const DEMO_RESERVATIONS: {
  table: string
  clock: string
  status: ReservationStatus
  name: string
  number: number
  origin: 'Room' | 'External' | 'Reception'
}[] = [
  { table: 'T1', clock: '12:30', status: 'Pending', name: 'Novak', number: 2, origin: 'External' },
  {
    table: 'T5',
    clock: '13:00',
    status: 'Accepted',
    name: 'Kovačević',
    number: 4,
    origin: 'Reception',
  },
  { table: 'T7', clock: '19:00', status: 'Accepted', name: 'Müller', number: 6, origin: 'Room' },
  { table: 'T2', clock: '20:30', status: 'Pending', name: 'Rossi', number: 2, origin: 'External' },
  { table: 'T6', clock: '18:00', status: 'Declined', name: 'Smith', number: 3, origin: 'External' },
]

/** Writes the demo reservations with their table claims (inside the seed's business write). */
export async function seedDemoReservations(
  tx: Tx,
  v: NextVersion,
  input: { businessId: string; restaurantId: string; tables: { id: string; name: string }[] },
): Promise<void> {
  const today = todayIn(DEMO_TIME_ZONE)
  for (const r of DEMO_RESERVATIONS) {
    const table = input.tables.find((x) => x.name === r.table)
    if (!table) continue
    const id = randomUUID()
    const [h, m] = r.clock.split(':').map(Number) as [number, number]
    const time = new Date(instantAt(today, h * 60 + m, DEMO_TIME_ZONE)).toISOString()
    await tx.insert(t.reservations).values({
      id,
      businessId: input.businessId,
      version: await v(),
      serviceId: input.restaurantId,
      status: r.status,
      time,
      length: 120,
      tableIds: [table.id],
      number: r.number,
      name: r.name,
      email: `${r.name.toLowerCase().replace(/[^a-z]/g, '')}@example.com`,
      origin: r.origin,
      declineReason: r.status === 'Declined' ? 'Fully booked' : null,
    })
    if (r.status !== 'Declined') {
      await claimTables(tx, {
        reservationId: id,
        businessId: input.businessId,
        tableIds: [table.id],
        start: Date.parse(time),
        minutes: 120,
      })
    }
  }
}
