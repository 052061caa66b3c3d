import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as t from '../server/db/schema.ts'
import { DEMO_PASSWORD } from '../server/seed-data.ts'
import { RESERVATION_BASE, TABLE_BASE } from '../sync/protocol/index.ts'
import type { Measurement } from './budgets.ts'
import type { BenchServer } from './server.ts'

/** The restaurant the bench asks about: this many tables, three bookings on each that day. */
const TABLES = 60
const BOOKINGS_PER_TABLE = 3
const WARM = 5
const RUNS = 40

export async function ownerCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v2/access/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password: DEMO_PASSWORD }),
  })
  if (!res.ok) throw new Error(`bench login failed: ${res.status}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

async function send(url: string, cookie: string, method: string, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  const reply: unknown = await res.json()
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(reply).slice(0, 300)}`)
  return reply
}

/** Tables of the demo restaurant, created through createTable until it has `count` (ids). */
export async function fillTables(
  server: BenchServer,
  cookie: string,
  count: number,
): Promise<string[]> {
  const restaurant = server.demo.services.restaurant._id
  const have = server.demo.tables.filter((x) => x.service_id === restaurant).map((x) => x._id)
  const tables = [...have]
  for (let i = have.length; i < count; i++) {
    const table = (await send(`${server.url}${TABLE_BASE}/createTable`, cookie, 'POST', {
      service_id: restaurant,
      name: `B${i + 1}`,
      capacity: [2, 4, 4, 6, 8][i % 5],
      type: (['round', 'square', 'couch'] as const)[i % 3],
      coordinate_x: ((i % 10) + 0.5) / 10,
      coordinate_y: (Math.floor(i / 10) + 0.5) / 7,
    })) as { _id: string }
    tables.push(table._id)
  }
  return tables
}

const p = (values: readonly number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!

/**
 * Free-slot answer for a day of a 60-table restaurant (server): the demo restaurant, positional
 * and taking reservations, filled to 60 tables (2 to 8 seats) through createTable, with three
 * accepted bookings on every table that day (180, through createAcceptedReservationWithTable);
 * then GET getFreeApointments/{restaurant}/{day}/4 as staff: request sent to reply read, p95 of
 * 40 after 5 warm-ups. The note adds getFreeReservationsPerTable for one slot.
 */
export async function measureFreeSlots(server: BenchServer): Promise<Measurement> {
  const { db } = server.database
  const restaurant = server.demo.services.restaurant._id
  const [row] = await db.select().from(t.services).where(eq(t.services.id, restaurant))
  await db
    .update(t.services)
    .set({ options: { ...row!.options, reservations: true, positional: true } })
    .where(eq(t.services.id, restaurant))
  const cookie = await ownerCookie(server.url)
  const api = `${server.url}${RESERVATION_BASE}`

  const tables = await fillTables(server, cookie, TABLES)

  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
  const starts = ['12:00', '15:00', '19:30'].slice(0, BOOKINGS_PER_TABLE)
  let booked = 0
  for (const [i, table] of tables.entries()) {
    for (const [j, clock] of starts.entries()) {
      // Staggered by a quarter hour per table, so the day's claims are spread, as in a real house.
      const [h, m] = clock.split(':').map(Number) as [number, number]
      const minutes = h * 60 + m + ((i + j) % 4) * 15
      const time = new Date(
        `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00.000Z`,
      ).toISOString()
      await send(`${api}/createAcceptedReservationWithTable`, cookie, 'POST', {
        _id: randomUUID(),
        business_id: server.demo.businessId,
        service_id: restaurant,
        time,
        number: 2,
        name: `Guest ${i}-${j}`,
        table_id: table,
      })
      booked++
    }
  }

  const slotsUrl = `${api}/getFreeApointments/${restaurant}/${day}/4`
  const times: number[] = []
  let slots: { available: boolean }[] = []
  for (let i = 0; i < WARM + RUNS; i++) {
    const start = performance.now()
    slots = (await send(slotsUrl, cookie, 'GET')) as { available: boolean }[]
    if (i >= WARM) times.push(performance.now() - start)
  }
  const perTable: number[] = []
  for (let i = 0; i < WARM + 10; i++) {
    const start = performance.now()
    await send(`${api}/getFreeReservationsPerTable/${restaurant}/${day}/20:00`, cookie, 'GET')
    if (i >= WARM) perTable.push(performance.now() - start)
  }
  return {
    id: 'free-slots',
    value: p(times, 0.95),
    note: `GET getFreeApointments for a day, party of 4, ${tables.length} tables, ${booked} bookings that day; p95 of ${RUNS} (median ${p(times, 0.5).toFixed(1)} ms), ${slots.length} slots, ${slots.filter((s) => s.available).length} available; getFreeReservationsPerTable at 20:00 median ${p(perTable, 0.5).toFixed(1)} ms; PGlite, over HTTP`,
  }
}
