import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq, isNull } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import { STAY_BASE, type Change, type Stay } from '../../sync/protocol/index.ts'
import type {
  RoomSyncReply,
  StaySyncReply,
} from '../../server/integrations/channel-manager/sync.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { createOtherBusiness, type OtherBusiness } from '../helpers/tenant.ts'
import { addDays, errorOf, openDesk, type Desk } from '../helpers/reception.ts'
import { call, login } from '../helpers/http.ts'
import { connectSocket, initStaff } from '../helpers/socket.ts'
import {
  startFakeChannelManager,
  type FakeBooking,
  type FakeChannelManager,
} from '../helpers/fake-channel-manager.ts'

let fake: FakeChannelManager
let server: TestServer
let other: OtherBusiness
let desk: Desk
let businessId: string

const TIMEOUT_MS = 400
const ROOMS_PATH = () => `/api/otasync/synchronizeRooms/${businessId}`
const STAYS_PATH = () => `/api/otasync/synchronizeStays/${businessId}`

beforeAll(async () => {
  fake = await startFakeChannelManager()
  server = await startTestServer({
    env: {
      OTASYNC_URL: fake.url,
      OTASYNC_KEY: fake.key,
      CHANNEL_MANAGER_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  })
  businessId = server.demo.businessId
  other = await createOtherBusiness(server.ctx.db)
  desk = await openDesk(server)
})
afterAll(async () => {
  await server.close()
  await fake.close()
})

async function setIntegration(
  integration: 'none' | 'otasync' | 'opera' | 'prosoft',
): Promise<void> {
  await server.ctx.db
    .update(t.businesses)
    .set({ integration })
    .where(eq(t.businesses.id, businessId))
}

async function roomByName(name: string) {
  const [row] = await server.ctx.db
    .select()
    .from(t.rooms)
    .where(
      and(eq(t.rooms.businessId, businessId), eq(t.rooms.name, name), isNull(t.rooms.deletedAt)),
    )
  return row
}

async function staysOf(externalId: string) {
  return server.ctx.db
    .select()
    .from(t.stays)
    .where(and(eq(t.stays.businessId, businessId), eq(t.stays.externalId, externalId)))
}

/** Rows and the newest version of the business's rooms and stays: "nothing was written". */
async function snapshot() {
  const all = await server.ctx.db
    .select({ id: t.stays.id, version: t.stays.version })
    .from(t.stays)
    .where(eq(t.stays.businessId, businessId))
  const roomRows = await server.ctx.db
    .select({ id: t.rooms.id, version: t.rooms.version })
    .from(t.rooms)
    .where(eq(t.rooms.businessId, businessId))
  const sorted = (rows: { id: string; version: number }[]) =>
    rows.map((r) => `${r.id}@${r.version}`).sort()
  return { rooms: sorted(roomRows), stays: sorted(all) }
}

const booking = (over: Partial<FakeBooking>): FakeBooking => ({
  id: 'B-1',
  room_name: '115',
  checkin: addDays(3),
  checkout: addDays(5),
  guest_name: 'Ana Petrović',
  status: 'confirmed',
  ...over,
})

beforeEach(() => {
  fake.mode = 'ok'
  fake.requests = []
})

describe('synchronizeRooms and synchronizeStays with OTASync', () => {
  beforeAll(async () => {
    await setIntegration('otasync')
    fake.rooms = [
      { id: 'ota-115', name: '115', type: 'Twin deluxe' },
      { id: 'ota-301', name: '301', type: 'Family' },
      { id: 302, name: '302' },
    ]
    fake.bookings = [
      booking({}),
      booking({ id: 'B-2', room_name: null, room_id: 'ota-301', guest_name: 'Luka Horvat' }),
      booking({ id: 'B-3', room_name: '302', status: 'cancelled' }),
      booking({ id: 'B-4', room_name: '999' }),
    ]
  })

  it('rooms: new ones are made, a room staff made is linked by its name, and all are told', async () => {
    const staffRoom = await desk.newRoom()
    const socket = await connectSocket(server.url, await login(server.url, 'reception'))
    try {
      await initStaff(socket)
      const reply = await desk.as('reception', 'GET', ROOMS_PATH())
      expect(reply.status, reply.text).toBe(200)
      expect(reply.body).toEqual({
        message: 'SYNC COMPLETE',
        integration: 'otasync',
        rooms: { created: 2, updated: 1, unchanged: 0, skipped: [] },
      } satisfies RoomSyncReply)
      const linked = await roomByName('115')
      expect(linked).toMatchObject({ externalId: 'ota-115', type: 'Twin deluxe' })
      expect(await roomByName('301')).toMatchObject({ externalId: 'ota-301', type: 'Family' })
      expect(await roomByName('302')).toMatchObject({ externalId: '302', type: '' })
      // Rooms staff made and the channel manager does not list stay.
      expect(await roomByName(staffRoom.name)).toMatchObject({ id: staffRoom._id })
      expect(await roomByName('101')).toBeDefined()
      const made = await socket.next<Change>(
        'change',
        (c) => c.table === 'rooms' && (c.row as { name?: string } | null)?.name === '301',
      )
      expect(made.version).toBe((await roomByName('301'))!.version)
      expect(fake.requests).toEqual([
        {
          path: '/v1/rooms',
          query: { property: businessId },
          authorization: `Bearer ${fake.key}`,
        },
      ])
    } finally {
      socket.close()
    }
  })

  it('rooms again: nothing changes, nothing doubles', async () => {
    const before = await snapshot()
    const reply = await desk.as('owner', 'GET', ROOMS_PATH())
    expect(reply.status, reply.text).toBe(200)
    expect((reply.body as RoomSyncReply).rooms).toEqual({
      created: 0,
      updated: 0,
      unchanged: 3,
      skipped: [],
    })
    expect(await snapshot()).toEqual(before)
  })

  it('stays: booked in the room named by each booking, without a code until check-in', async () => {
    const socket = await connectSocket(server.url, await login(server.url, 'reception'))
    try {
      await initStaff(socket)
      const reply = await desk.as('reception', 'GET', STAYS_PATH())
      expect(reply.status, reply.text).toBe(200)
      expect(reply.body).toEqual({
        message: 'SYNC COMPLETE',
        integration: 'otasync',
        from: addDays(0),
        to: addDays(365),
        stays: {
          created: 2,
          updated: 0,
          removed: 0,
          unchanged: 0,
          skipped: [{ external_id: 'B-4', reason: 'no_room' }],
        },
      } satisfies StaySyncReply)
      const [b1] = await staysOf('B-1')
      expect(b1).toMatchObject({
        roomId: (await roomByName('115'))!.id,
        arrival: addDays(3),
        checkout: addDays(5),
        guestName: 'Ana Petrović',
        password: '',
        checkIn: null,
        checkedOutAt: null,
        deletedAt: null,
      })
      const [b2] = await staysOf('B-2')
      expect(b2).toMatchObject({ roomId: (await roomByName('301'))!.id, guestName: 'Luka Horvat' })
      expect(await staysOf('B-3')).toEqual([])
      const told = await socket.next<Change>(
        'change',
        (c) => c.table === 'stays' && c.id === b1!.id,
      )
      expect(told).toMatchObject({ version: b1!.version, row: { room_name: '115', password: '' } })
      expect(fake.requests).toEqual([
        {
          path: '/v1/bookings',
          query: { property: businessId, from: addDays(0), to: addDays(365) },
          authorization: `Bearer ${fake.key}`,
        },
      ])
    } finally {
      socket.close()
    }
  })

  it('stays again: a second sync creates no duplicates', async () => {
    const before = await snapshot()
    const reply = await desk.as('reception', 'GET', STAYS_PATH())
    expect(reply.status, reply.text).toBe(200)
    expect((reply.body as StaySyncReply).stays).toMatchObject({
      created: 0,
      updated: 0,
      removed: 0,
      unchanged: 2,
    })
    expect(await staysOf('B-1')).toHaveLength(1)
    expect(await staysOf('B-2')).toHaveLength(1)
    expect(await snapshot()).toEqual(before)
  })

  it('five desks syncing at once still make one stay per booking', async () => {
    fake.bookings.push(
      booking({ id: 'B-C', room_name: '116', checkin: addDays(20), checkout: addDays(22) }),
    )
    try {
      const replies = await Promise.all(
        Array.from({ length: 5 }, () => desk.as('reception', 'GET', STAYS_PATH())),
      )
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
      const created = replies.map((r) => (r.body as StaySyncReply).stays.created)
      expect(created.sort()).toEqual([0, 0, 0, 0, 1])
      expect(await staysOf('B-C')).toHaveLength(1)
    } finally {
      fake.bookings.pop()
    }
  })

  it('follows pages of bookings', async () => {
    fake.pageSize = 1
    try {
      const reply = await desk.as('reception', 'GET', STAYS_PATH())
      expect(reply.status, reply.text).toBe(200)
      expect((reply.body as StaySyncReply).stays).toMatchObject({ created: 0, unchanged: 2 })
      expect(fake.requests.map((r) => r.query.cursor)).toEqual([undefined, '1', '2', '3'])
    } finally {
      fake.pageSize = 1000
    }
  })

  it('a changed booking changes its stay (dates, room, guest) with a new version', async () => {
    const [before] = await staysOf('B-1')
    fake.bookings[0] = booking({ room_name: '302', checkout: addDays(6), guest_name: 'Ana P.' })
    const reply = await desk.as('reception', 'GET', STAYS_PATH())
    expect(reply.status, reply.text).toBe(200)
    expect((reply.body as StaySyncReply).stays).toMatchObject({ created: 0, updated: 1 })
    const [after] = await staysOf('B-1')
    expect(after).toMatchObject({
      id: before!.id,
      roomId: (await roomByName('302'))!.id,
      checkout: addDays(6),
      guestName: 'Ana P.',
    })
    expect(after!.version).toBeGreaterThan(before!.version)
  })

  it('a renamed channel room renames the room, and its stays carry the new name', async () => {
    fake.rooms[1] = { id: 'ota-301', name: '301A', type: 'Family' }
    const reply = await desk.as('reception', 'GET', ROOMS_PATH())
    expect(reply.status, reply.text).toBe(200)
    expect((reply.body as RoomSyncReply).rooms).toMatchObject({ updated: 1, unchanged: 2 })
    const [b2] = await staysOf('B-2')
    const stays = await desk.as(
      'reception',
      'GET',
      `${STAY_BASE}/GetStaysByBusinessID/${businessId}`,
    )
    const wire = (stays.body as Stay[]).find((s) => s._id === b2!.id)
    expect(wire).toMatchObject({ room_name: '301A', version: b2!.version })
  })

  it('a cancelled booking removes its stay; booked again, the stay comes back once', async () => {
    const [before] = await staysOf('B-2')
    fake.bookings[1] = { ...fake.bookings[1]!, status: 'cancelled' }
    const reply = await desk.as('reception', 'GET', STAYS_PATH())
    expect(reply.status, reply.text).toBe(200)
    expect((reply.body as StaySyncReply).stays).toMatchObject({ removed: 1, created: 0 })
    const [gone] = await server.ctx.db.select().from(t.stays).where(eq(t.stays.id, before!.id))
    expect(gone!.deletedAt).not.toBeNull()
    expect(gone!.externalId).toBeNull()
    fake.bookings[1] = { ...fake.bookings[1], status: 'confirmed' }
    const again = await desk.as('reception', 'GET', STAYS_PATH())
    expect((again.body as StaySyncReply).stays).toMatchObject({ created: 1 })
    const back = await staysOf('B-2')
    expect(back).toHaveLength(1)
    expect(back[0]!.id).not.toBe(before!.id)
  })

  it('a guest checked in keeps the stay when the booking is cancelled; the code is made at check-in', async () => {
    const [stay] = await staysOf('B-1')
    const checkIn = await desk.as(
      'reception',
      'POST',
      `${STAY_BASE}/generateNewPasswordAndCheckIn`,
      {
        room_id: stay!.roomId,
        stay_id: stay!.id,
        checkout: stay!.checkout,
      },
    )
    expect(checkIn.status, checkIn.text).toBe(200)
    expect((checkIn.body as Stay).password).toMatch(/^\d{4}$/)
    fake.bookings[0] = { ...fake.bookings[0]!, status: 'cancelled' }
    const reply = await desk.as('reception', 'GET', STAYS_PATH())
    expect(reply.status, reply.text).toBe(200)
    const { stays } = reply.body as StaySyncReply
    expect(stays.removed).toBe(0)
    expect(stays.skipped).toContainEqual({ external_id: 'B-1', reason: 'checked_in' })
    const [kept] = await staysOf('B-1')
    expect(kept).toMatchObject({ id: stay!.id, deletedAt: null })
    expect(kept!.checkIn).not.toBeNull()
  })
})

describe('a failing channel manager: FAIL., nothing written', () => {
  beforeAll(async () => {
    await setIntegration('otasync')
    fake.bookings.push(
      booking({ id: 'B-NEW', room_name: '116', checkin: addDays(9), checkout: addDays(11) }),
    )
    fake.rooms.push({ id: 'ota-NEW', name: '401' })
  })

  it('a 500 answers 502 with what failed', async () => {
    fake.mode = 'fail'
    const before = await snapshot()
    for (const path of [ROOMS_PATH(), STAYS_PATH()]) {
      const reply = await desk.as('reception', 'GET', path)
      expect(reply.status).toBe(502)
      expect(errorOf(reply).message).toMatch(
        /^OTASync answered 500 to GET \/(rooms|bookings)\. Nothing was synced\.$/,
      )
    }
    expect(await snapshot()).toEqual(before)
  })

  it('no answer in time answers 504', async () => {
    fake.mode = 'hang'
    const before = await snapshot()
    const started = Date.now()
    const reply = await desk.as('reception', 'GET', STAYS_PATH())
    expect(reply.status).toBe(504)
    expect(errorOf(reply).message).toBe(
      'OTASync did not answer GET /bookings within 0.4 s. Nothing was synced.',
    )
    expect(Date.now() - started).toBeLessThan(5000)
    expect(await snapshot()).toEqual(before)
  })

  it('an answer that does not fit answers 502 naming the field', async () => {
    fake.mode = 'garbage'
    const before = await snapshot()
    const reply = await desk.as('reception', 'GET', ROOMS_PATH())
    expect(reply.status).toBe(502)
    expect(errorOf(reply).message).toContain(
      'OTASync answered GET /rooms with an unexpected body (rooms:',
    )
    const stays = await desk.as('reception', 'GET', STAYS_PATH())
    expect(errorOf(stays).message).toContain('(bookings.0.checkin:')
    expect(await snapshot()).toEqual(before)
  })

  it('a refused key answers 502', async () => {
    const key = fake.key
    fake.key = 'another'
    try {
      const reply = await desk.as('reception', 'GET', ROOMS_PATH())
      expect(reply.status).toBe(502)
      expect(errorOf(reply).message).toContain('answered 401 to GET /rooms: the key was refused')
    } finally {
      fake.key = key
    }
  })
})

describe('which business, who, and which integration', () => {
  beforeAll(() => setIntegration('otasync'))
  afterAll(() => setIntegration('none'))

  it('Opera and Prosoft not configured on this server say so', async () => {
    for (const [integration, label, env] of [
      ['opera', 'Opera', 'OPERA_URL'],
      ['prosoft', 'Prosoft', 'PROSOFT_URL'],
    ] as const) {
      await setIntegration(integration)
      for (const path of [ROOMS_PATH(), STAYS_PATH()]) {
        const reply = await desk.as('reception', 'GET', path)
        expect(reply.status).toBe(409)
        expect(errorOf(reply)).toMatchObject({ code: 'conflict', field: 'integration' })
        expect(errorOf(reply).message).toContain(
          `${label} is not configured on this server: set ${env}`,
        )
      }
    }
    expect(fake.requests).toEqual([])
  })

  it('a business without a channel manager is told to choose one', async () => {
    await setIntegration('none')
    const reply = await desk.as('reception', 'GET', ROOMS_PATH())
    expect(reply.status).toBe(409)
    expect(errorOf(reply).message).toContain('no channel manager')
    await setIntegration('otasync')
  })

  it('403 for a waiter, 404 for another business, 401 signed out, 400 for a bad id', async () => {
    const before = await snapshot()
    const waiter = await desk.as('waiter', 'GET', STAYS_PATH())
    expect(waiter.status).toBe(403)
    const kitchen = await desk.as('kitchen', 'GET', ROOMS_PATH())
    expect(kitchen.status).toBe(403)
    for (const path of ['synchronizeRooms', 'synchronizeStays']) {
      const tenant = await desk.as('reception', 'GET', `/api/otasync/${path}/${other.businessId}`)
      expect(tenant.status).toBe(404)
    }
    const anonymous = await call(server.url, 'GET', ROOMS_PATH())
    expect(anonymous.status).toBe(401)
    const bad = await desk.as('reception', 'GET', `/api/otasync/synchronizeRooms/${'x'.repeat(65)}`)
    expect([bad.status, errorOf(bad).field]).toEqual([400, 'id'])
    expect(fake.requests).toEqual([])
    expect(await snapshot()).toEqual(before)
  })

  it('the manager may sync', async () => {
    const reply = await desk.as('manager', 'GET', ROOMS_PATH())
    expect(reply.status, reply.text).toBe(200)
  })
})
