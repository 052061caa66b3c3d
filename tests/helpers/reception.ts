import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect } from 'vitest'
import {
  ROOM_BASE,
  STAY_BASE,
  type ErrorBody,
  type Room,
  type Stay,
} from '../../sync/protocol/index.ts'
import { call, login, type Reply } from './http.ts'
import { startTestServer, type TestServer } from './server.ts'
import { addDaysTo, todayIn } from '../../sync/protocol/index.ts'
import { DEMO_TIME_ZONE } from '../../server/seed-data.ts'
import { createOtherBusiness, type OtherBusiness } from './tenant.ts'

export const STAFF = ['owner', 'manager', 'waiter', 'reception', 'kitchen'] as const
export type Who = (typeof STAFF)[number]

/** Signed-in demo staff calling the real server, and the reception rows the tests make. */
export interface Desk {
  as(who: Who, method: string, path: string, body?: unknown, key?: string): Promise<Reply<unknown>>
  newRoom(overrides?: Record<string, unknown>): Promise<Room>
  checkIn(room: Room, overrides?: Record<string, unknown>): Promise<Stay>
}

export const errorOf = (reply: { body: unknown }) => reply.body as ErrorBody

/** A day `days` from the demo hotel's today (Europe/Belgrade). */
export const addDays = (days: number) => addDaysTo(todayIn(DEMO_TIME_ZONE), days)

export async function openDesk(server: TestServer): Promise<Desk> {
  const cookies = {} as Record<Who, string>
  for (const who of STAFF) cookies[who] = await login(server.url, who)
  const as: Desk['as'] = (who, method, path, body, key) =>
    call<unknown>(server.url, method, path, {
      cookie: cookies[who],
      ...(body !== undefined ? { body } : {}),
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    })
  let rooms = 0
  return {
    as,
    async newRoom(overrides = {}) {
      rooms += 1
      const name = `9${String(rooms).padStart(2, '0')}-${randomUUID().slice(0, 4)}`
      const reply = await as('reception', 'POST', `${ROOM_BASE}/createHotelRoom`, {
        _id: randomUUID(),
        name,
        type: 'Double',
        ...overrides,
      })
      expect(reply.status, reply.text).toBe(200)
      return reply.body as Room
    },
    async checkIn(room, overrides = {}) {
      const reply = await as('reception', 'POST', `${STAY_BASE}/generateNewPasswordAndCheckIn`, {
        room_id: room._id,
        _id: randomUUID(),
        checkout: addDays(2),
        lang: 'en',
        ...overrides,
      })
      expect(reply.status, reply.text).toBe(200)
      return reply.body as Stay
    },
  }
}

/**
 * What the reception tests (rooms, stays, tickets, fast input, guests, QR) start from: the real
 * server on a fresh seeded database, a second business beside the demo hotel (for the tenant
 * checks) and the demo staff signed in at the desk.
 */
export interface ReceptionHotel {
  server: TestServer
  other: OtherBusiness
  desk: Desk
  /** The demo hotel's id. */
  businessId: string
}

/** Opens the hotel before the file's tests, hands it to `ready`, and closes it after them. */
export function withReceptionHotel(ready: (hotel: ReceptionHotel) => unknown): void {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startTestServer()
    const other = await createOtherBusiness(server.ctx.db)
    ready({ server, other, desk: await openDesk(server), businessId: server.demo.businessId })
  })
  afterAll(() => server?.close())
}
