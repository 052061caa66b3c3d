import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import { DEMO_TIME_ZONE } from '../../server/seed-data.ts'
import { addDaysTo, instantAt, todayIn } from '../../sync/protocol/index.ts'
import type { TestServer } from './server.ts'

/** The demo hotel's day `days` from its today (YYYY-MM-DD). */
export const hotelDay = (days: number): string => addDaysTo(todayIn(DEMO_TIME_ZONE), days)

/**
 * An instant `days` from the demo hotel's today at a wall-clock time of the demo hotel
 * (Europe/Belgrade), as the wire has it.
 */
export function dayAt(days: number, clock: string): string {
  const [h, m] = clock.split(':').map(Number) as [number, number]
  const day = addDaysTo(todayIn(DEMO_TIME_ZONE), days)
  return new Date(instantAt(day, h * 60 + m, DEMO_TIME_ZONE)).toISOString()
}

/** The demo restaurant's tables by name (T1-T4 seat 2, T5-T6 4, T7-T8 6). */
export function restaurantTables(server: TestServer): Record<string, string> {
  const restaurant = server.demo.services.restaurant._id
  return Object.fromEntries(
    server.demo.tables.filter((x) => x.service_id === restaurant).map((x) => [x.name, x._id]),
  )
}

/** A phone number of its own for a booking id (the public's bookings are limited per phone). */
export const phoneOf = (id: string) =>
  `+385 911 ${String(parseInt(id.slice(0, 6), 16) % 1_000_000).padStart(6, '0')}`

/** A reservation body for the demo restaurant; the id is new each time. */
export function booking(server: TestServer, overrides: Record<string, unknown> = {}) {
  const id = randomUUID()
  return {
    _id: id,
    business_id: server.demo.businessId,
    service_id: server.demo.services.restaurant._id,
    time: dayAt(2, '19:00'),
    number: 2,
    name: 'Horvat',
    phone_number: phoneOf(id),
    // Each booking its own guest: the public's bookings are limited per e-mail and phone.
    email: `guest-${id.slice(0, 8)}@example.com`,
    ...overrides,
  }
}

/** Sets options of a demo service straight in the database (what the settings screen saves). */
export async function setServiceOptions(
  server: TestServer,
  serviceId: string,
  options: Record<string, unknown>,
): Promise<void> {
  const [row] = await server.ctx.db.select().from(t.services).where(eq(t.services.id, serviceId))
  await server.ctx.db
    .update(t.services)
    .set({ options: { ...row!.options, ...options } })
    .where(eq(t.services.id, serviceId))
}
