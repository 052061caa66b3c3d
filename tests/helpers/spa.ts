import { randomUUID } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import { expect } from 'vitest'
import {
  EMPLOYEE_SHIFT_BASE,
  SPA_APPOINTMENT_BASE,
  SPA_ROOM_BASE,
  SPA_SERVICE_BASE,
  type ShiftWeekReply,
  type SpaAppointment,
  type SpaRoom,
  type SpaTreatment,
} from '../../sync/protocol/index.ts'
import * as t from '../../server/db/schema.ts'
import type { Desk } from './reception.ts'
import { addDaysTo, instantAt, todayIn } from '../../sync/protocol/index.ts'
import { DEMO_TIME_ZONE } from '../../server/seed-data.ts'
import { phoneOf } from './reservations.ts'
import type { TestServer } from './server.ts'

/**
 * A day `days` from the demo hotel's today (YYYY-MM-DD) and an instant on it at a wall-clock
 * time of the demo hotel (Europe/Belgrade).
 */
export const dayIn = (days: number) => addDaysTo(todayIn(DEMO_TIME_ZONE), days)
export const at = (day: string, clock: string) => {
  const [h, m] = clock.split(':').map(Number) as [number, number]
  return new Date(instantAt(day, h * 60 + m, DEMO_TIME_ZONE)).toISOString()
}

/** The demo spa's therapists by first name (Sara has the `therapist` login). */
export async function therapists(server: TestServer): Promise<Record<string, string>> {
  const rows = await server.ctx.db
    .select()
    .from(t.employees)
    .where(inArray(t.employees.username, ['therapist', 'luka.maric', 'elena.popovic']))
  return Object.fromEntries(rows.map((r) => [r.name, r.id]))
}

/** A spa room and a treatment in it, made by the owner through the API. */
export async function newTreatment(
  server: TestServer,
  desk: Desk,
  room: Partial<SpaRoom> = {},
  treatment: Partial<SpaTreatment> = {},
): Promise<{ room: SpaRoom; treatment: SpaTreatment }> {
  const spa = server.demo.services.spa._id
  const madeRoom = await desk.as('owner', 'POST', `${SPA_ROOM_BASE}/createSpaRoom`, {
    _id: randomUUID(),
    business_id: server.demo.businessId,
    service_id: spa,
    name: { en: 'Test room' },
    max_persons: 1,
    cleaning_break: 15,
    ...room,
  })
  expect(madeRoom.status, madeRoom.text).toBe(200)
  const made = await desk.as('owner', 'POST', `${SPA_SERVICE_BASE}/createSpaService`, {
    _id: randomUUID(),
    business_id: server.demo.businessId,
    service_id: spa,
    room_id: (madeRoom.body as SpaRoom)._id,
    name: { en: 'Test massage' },
    length: 60,
    price: 50,
    therapist_break: 15,
    max_persons: 1,
    ...treatment,
  })
  expect(made.status, made.text).toBe(200)
  return { room: madeRoom.body as SpaRoom, treatment: made.body as SpaTreatment }
}

/** Puts therapists on a shift of the demo spa on a day (the owner saves their week). */
export async function onShift(
  server: TestServer,
  desk: Desk,
  day: string,
  who: string[],
  shift = 'spa-morning',
): Promise<void> {
  for (const id of who) {
    const reply = await desk.as('owner', 'PUT', `${EMPLOYEE_SHIFT_BASE}/saveWeek`, {
      business_id: server.demo.businessId,
      service_id: server.demo.services.spa._id,
      target_employee_id: id,
      week_start: day,
      days: [{ date: day, shift_id: shift }],
    })
    expect(reply.status, reply.text).toBe(200)
    expect((reply.body as ShiftWeekReply).failed).toBe(0)
  }
}

/** An appointment body for a treatment; the id is new each time. */
export function appointment(
  server: TestServer,
  treatmentId: string,
  time: string,
  overrides: Record<string, unknown> = {},
) {
  const id = randomUUID()
  return {
    _id: id,
    business_id: server.demo.businessId,
    spa_service_id: treatmentId,
    time,
    persons: 1,
    name: 'Horvat',
    // Each booking its own guest: the public's bookings are limited per e-mail and phone.
    phone_number: phoneOf(id),
    email: `guest-${id.slice(0, 8)}@example.com`,
    ...overrides,
  }
}

export async function book(
  desk: Desk,
  body: ReturnType<typeof appointment>,
): Promise<SpaAppointment> {
  const reply = await desk.as('owner', 'POST', `${SPA_APPOINTMENT_BASE}/createSpaAppointment`, body)
  expect(reply.status, reply.text).toBe(200)
  return reply.body as SpaAppointment
}
