import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import * as t from '../server/db/schema.ts'
import {
  EMPLOYEE_SHIFT_BASE,
  NO_PERMISSIONS,
  SPA_APPOINTMENT_BASE,
} from '../sync/protocol/index.ts'
import type { Measurement } from './budgets.ts'
import { ownerCookie } from './free-slots.ts'
import type { BenchServer } from './server.ts'

/** The spa the bench asks about: this many therapists, rooms and treatments. */
const THERAPISTS = 10
const ROOMS = 5
const TREATMENTS = 40
const BOOKINGS = 60
const WARM = 5
const RUNS = 40

const p = (values: readonly number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!

async function send(url: string, cookie: string, method: string, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  const reply: unknown = await res.json()
  return { ok: res.ok, reply }
}

/**
 * Free spa slots for a day (server): the demo spa grown to 10 therapists (the demo's three and
 * seven more), 5 spa rooms and 40 treatments (15 to 90 minutes, with cleaning and therapist
 * breaks); all ten on a shift that day (saveWeek), then 60 appointments booked through
 * createSpaAppointment across the day. Measured: GET getFreeAppointmentsWithTherapists for each
 * treatment in turn as staff, request sent to reply read, p95 of 40 after 5 warm-ups.
 */
export async function measureSpaFreeSlots(server: BenchServer): Promise<Measurement> {
  const { db } = server.database
  const businessId = server.demo.businessId
  const spa = server.demo.services.spa._id
  const version = sql`nextval('sync_version')`
  const have = await db.select().from(t.employees).where(eq(t.employees.businessId, businessId))
  const therapists = have
    .filter((e) => e.role === 'therapist' && e.services.some((s) => s.service_id === spa))
    .map((e) => e.id)
  while (therapists.length < THERAPISTS) {
    const id = randomUUID()
    await db.insert(t.employees).values({
      id,
      businessId,
      version,
      name: `Therapist`,
      surname: `${therapists.length + 1}`,
      username: `bench.therapist.${therapists.length + 1}`,
      role: 'therapist',
      services: [{ service_id: spa, permissions: NO_PERMISSIONS }],
    })
    therapists.push(id)
  }
  const rooms = (await db.select().from(t.spaRooms).where(eq(t.spaRooms.serviceId, spa))).map(
    (r) => r.id,
  )
  while (rooms.length < ROOMS) {
    const id = randomUUID()
    await db.insert(t.spaRooms).values({
      id,
      businessId,
      version,
      serviceId: spa,
      name: { en: `Room ${rooms.length + 1}` },
      maxPersons: 2,
      cleaningBreak: 15,
    })
    rooms.push(id)
  }
  const treatments = (
    await db.select().from(t.spaTreatments).where(eq(t.spaTreatments.serviceId, spa))
  ).map((x) => x.id)
  while (treatments.length < TREATMENTS) {
    const i = treatments.length
    const id = randomUUID()
    await db.insert(t.spaTreatments).values({
      id,
      businessId,
      version,
      serviceId: spa,
      roomId: rooms[i % ROOMS]!,
      name: { en: `Treatment ${i + 1}` },
      description: { en: '' },
      length: [15, 30, 45, 60, 75, 90][i % 6]!,
      price: 40,
      cleaningBreak: [0, 5, 10][i % 3]!,
      therapistBreak: [0, 10, 15][i % 3]!,
      maxPersons: 1,
    })
    treatments.push(id)
  }

  const cookie = await ownerCookie(server.url)
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
  for (const [i, therapist] of therapists.entries()) {
    const { ok, reply } = await send(
      `${server.url}${EMPLOYEE_SHIFT_BASE}/saveWeek`,
      cookie,
      'PUT',
      {
        business_id: businessId,
        service_id: spa,
        target_employee_id: therapist,
        week_start: day,
        days: [{ date: day, shift_id: i % 2 === 0 ? 'spa-morning' : 'spa-afternoon' }],
      },
    )
    if (!ok) throw new Error(`saveWeek: ${JSON.stringify(reply).slice(0, 300)}`)
  }
  let booked = 0
  for (let i = 0; booked < BOOKINGS && i < BOOKINGS * 4; i++) {
    const minutes = 8 * 60 + ((i * 45) % (11 * 60))
    const time = `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00.000Z`
    const { ok } = await send(
      `${server.url}${SPA_APPOINTMENT_BASE}/createSpaAppointment`,
      cookie,
      'POST',
      {
        _id: randomUUID(),
        business_id: businessId,
        spa_service_id: treatments[i % TREATMENTS],
        time,
        name: `Guest ${i}`,
        Therapist: therapists[i % THERAPISTS],
      },
    )
    if (ok) booked++
  }

  const times: number[] = []
  let slots = 0
  let free = 0
  for (let i = 0; i < WARM + RUNS; i++) {
    const url = `${server.url}${SPA_APPOINTMENT_BASE}/getFreeAppointmentsWithTherapists/${treatments[i % TREATMENTS]}?date=${day}`
    const start = performance.now()
    const { ok, reply } = await send(url, cookie, 'GET')
    if (!ok) throw new Error(`free slots: ${JSON.stringify(reply).slice(0, 300)}`)
    if (i >= WARM) {
      times.push(performance.now() - start)
      const list = reply as { available: boolean }[]
      slots += list.length
      free += list.filter((s) => s.available).length
    }
  }
  return {
    id: 'spa-free-slots',
    value: p(times, 0.95),
    note: `GET getFreeAppointmentsWithTherapists for a day, each of ${TREATMENTS} treatments in turn, ${THERAPISTS} therapists on shift, ${ROOMS} rooms, ${booked} appointments that day; p95 of ${RUNS} (median ${p(times, 0.5).toFixed(1)} ms), ${Math.round(slots / RUNS)} slots per answer, ${Math.round(free / RUNS)} free; PGlite, over HTTP`,
  }
}
