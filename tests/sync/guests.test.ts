import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { Dexie } from 'dexie'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import {
  fetchGuestReport,
  refreshGuestHistory,
  refreshGuestMemory,
  type GuestFetchOptions,
} from '../../sync/online.ts'
import { readState, STATE } from '../../sync/state.ts'
import { ROOM_BASE, STAY_BASE } from '../../sync/protocol/index.ts'
import { call, login } from '../helpers/http.ts'
import { addDays } from '../helpers/reception.ts'
import { signIn, type Device } from './helpers/device.ts'
import { useHotel } from './helpers/fixture.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()

const online = (device: Device): GuestFetchOptions => ({
  db: device.db,
  baseUrl: device.link.url,
  fetch: device.net.fetch,
})
const receptionId = () => hotel.server.demo.services.reception._id

async function guestNamed(device: Device, name: string) {
  const guest = await device.db.guests.where('name').equals(name).first()
  if (!guest) throw new Error(`no guest ${name} on the tablet`)
  return guest
}

/** The Dexie stores of version 4, the last app version before the guests (sync/db.ts). */
const STORES_V4: Record<string, string>[] = [
  {
    orders: '_id, status, service_id, time, base_order_id',
    services: '_id',
    employees: '_id',
    rooms: '_id',
    stays: '_id',
    tables: '_id',
    categories: '_id',
    articles: '_id',
    businesses: '_id',
    outbox: 'id, seq, state, entityId',
    session: 'key',
    syncState: 'key',
    shadows: 'key',
  },
  { outbox: 'id, seq, state, *entityIds', tombstones: 'key, at', orderHistory: 'key, at' },
  { stays: '_id, room_id', tickets: '_id, room_id, status' },
  { invoices: 'stay_id' },
]

describe('guests on the tablets', () => {
  it('reception pulls the guests into IndexedDB, a waiter never; a check-in elsewhere arrives by event', async () => {
    const desk = await hotel.tablet('reception')
    const waiter = await hotel.tablet('waiter')
    const emma = await guestNamed(desk, 'Emma Schmidt')
    expect(emma).toMatchObject({ email: 'emma.schmidt@example.com', rooms: ['103', '112'] })
    expect(emma.stays.map((s) => [s.room_name, s.status])).toEqual([
      ['103', 'active'],
      ['112', 'checked_out'],
    ])
    expect(JSON.stringify(emma)).not.toContain('password')
    const ana = await guestNamed(desk, 'Ana Kovačević')
    expect(ana.rooms).toEqual(['101', '104'])
    // Newest stays first through the index.
    const recent = await desk.db.guests.orderBy('last_stay').reverse().first()
    expect(recent?.last_stay).not.toBeNull()
    expect(await waiter.db.guests.count()).toBe(0)

    // Another desk checks a new guest in: reception's tablet hears of it, the waiter's never.
    const cookie = await login(hotel.server.url, 'reception')
    const room = await call<{ _id: string; name: string }>(
      hotel.server.url,
      'POST',
      `${ROOM_BASE}/createHotelRoom`,
      { cookie, body: { _id: randomUUID(), name: `G-${randomUUID().slice(0, 4)}` } },
    )
    const name = `Nora Guest ${randomUUID().slice(0, 6)}`
    const stay = await call(
      hotel.server.url,
      'POST',
      `${STAY_BASE}/generateNewPasswordAndCheckIn`,
      {
        cookie,
        body: {
          room_id: room.body._id,
          _id: randomUUID(),
          password: '4321',
          checkout: addDays(3),
          guest_name: name,
        },
      },
    )
    expect(stay.status).toBe(200)
    const arrived = await waitFor(() => desk.db.guests.where('name').equals(name).first(), {
      what: 'the new guest',
    })
    expect(arrived.rooms).toEqual([room.body.name])
    await waitFor(
      async () => (await waiter.db.stays.where('room_id').equals(room.body._id).count()) > 0,
      {
        what: 'the stay on the waiter’s tablet',
      },
    )
    expect(await waiter.db.guests.count()).toBe(0)
  })

  it('a tablet of the previous version pulls the guests after the upgrade', async () => {
    // What a version-4 tablet holds: everything pulled but the guests (it had no store for them,
    // so its pull skipped them), and a cursor past them.
    const current = await hotel.tablet('reception')
    await current.engine.stop()
    const oldName = `gsp-old-${randomUUID()}`
    const old = new Dexie(oldName)
    STORES_V4.forEach((stores, index) => old.version(index + 1).stores(stores))
    await old.open()
    for (const table of old.tables) {
      const rows = await current.db.table(table.name).toArray()
      await table.bulkPut(rows)
    }
    const cursor = await readState<number>(current.db, STATE.cursor)
    expect(cursor).toBeGreaterThan(0)
    expect(await old.table('syncState').get(STATE.cursor)).toMatchObject({ value: cursor })
    old.close()

    // The new app version opens it: the upgrade forgets the cursor, the next pull brings them.
    const upgraded = await hotel.device({ dbName: oldName })
    expect(await upgraded.db.guests.count()).toBe(0)
    expect(await readState(upgraded.db, STATE.cursor)).toBeUndefined()
    expect(await upgraded.db.rooms.count()).toBe(await current.db.rooms.count())
    await signIn(upgraded, 'reception')
    expect(await upgraded.db.guests.count()).toBe(await current.db.guests.count())
    expect((await guestNamed(upgraded, 'Emma Schmidt')).rooms).toEqual(['103', '112'])
  })
})

describe('what reception fetches about a guest', () => {
  it('keeps the guest history and memory on the device; offline they stay readable', async () => {
    const desk = await hotel.tablet('reception')
    const emma = await guestNamed(desk, 'Emma Schmidt')
    expect(await refreshGuestHistory(emma._id, receptionId(), online(desk))).toEqual({
      kind: 'ok',
    })
    const kept = await desk.db.guestHistories.get(emma._id)
    expect(kept?.history.strict).toBe(false)
    expect(kept?.history.stays.map((s) => s.room_name)).toEqual(['103', '112'])
    expect(kept?.history.stays[1]?.orders).toHaveLength(3)
    expect(desk.net.sent.some((r) => r.path.includes('/getHistoriesForGuest/'))).toBe(true)

    expect(await refreshGuestMemory(emma._id, online(desk))).toEqual({ kind: 'ok' })
    const memory = await desk.db.guestMemories.get(emma._id)
    expect(memory?.memory).toMatchObject({
      has_profile: true,
      allergies: ['Peanuts', 'Sesame'],
      stays: 2,
    })

    desk.link.setUp(false)
    expect(await refreshGuestHistory(emma._id, receptionId(), online(desk))).toEqual({
      kind: 'network',
    })
    expect(await refreshGuestMemory(emma._id, online(desk))).toEqual({ kind: 'network' })
    expect((await desk.db.guestHistories.get(emma._id))?.at).toBe(kept?.at)
    expect(await desk.db.guestMemories.count()).toBe(1)
    desk.link.setUp(true)

    expect(await refreshGuestHistory('n-0123', receptionId(), online(desk))).toMatchObject({
      kind: 'refused',
      status: 404,
    })
    // Sign-out drops what was kept about guests.
    await desk.engine.logout({ force: true })
    expect(await desk.db.guestHistories.count()).toBe(0)
    expect(await desk.db.guestMemories.count()).toBe(0)
    expect(await desk.db.guests.count()).toBe(0)
  })

  it('a hotel that keeps guest history private is asked through getPrivateHistoriesForGuest', async () => {
    const desk = await hotel.tablet('reception')
    const ana = await guestNamed(desk, 'Ana Kovačević')
    const business = hotel.server.demo.businessId
    const security = (value: string | null) =>
      hotel.server.database.db
        .update(t.businesses)
        .set({ security: value })
        .where(eq(t.businesses.id, business))
    await security('roomnumber')
    try {
      // The tablet has not heard yet: the normal path is refused, the strict one answers.
      expect(await refreshGuestHistory(ana._id, receptionId(), online(desk))).toEqual({
        kind: 'ok',
      })
      expect((await desk.db.guestHistories.get(ana._id))?.history.strict).toBe(true)
      // Once the tablet knows, it asks the strict path at once.
      await desk.db.businesses.update(business, { security: 'roomnumber' })
      desk.net.sent.length = 0
      expect(await refreshGuestHistory(ana._id, receptionId(), online(desk))).toEqual({
        kind: 'ok',
      })
      expect(desk.net.sent.map((r) => r.path)).toEqual([
        `/api/v2/guest/getPrivateHistoriesForGuest/${ana._id}/${receptionId()}`,
      ])
    } finally {
      await security(null)
    }
  })

  it('the report is the server’s CSV file; offline it says so', async () => {
    const desk = await hotel.tablet('reception')
    const body = {
      type: 'daily' as const,
      dataType: 0 as const,
      service_id: hotel.server.demo.services.amenities._id,
      business_id: hotel.server.demo.businessId,
      startDate: addDays(-200),
      endDate: addDays(0),
      lang: 'en' as const,
    }
    const report = await fetchGuestReport(body, online(desk))
    if (report.kind !== 'ok') throw new Error(`report: ${JSON.stringify(report)}`)
    expect(report.filename).toBe(
      `report-amenities-orders-daily-${body.startDate}-${body.endDate}.csv`,
    )
    const bytes = new Uint8Array(await report.file.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.split('\r\n')[0]).toContain('Date,Time,Order,Status')
    // The demo's past amenities requests (reception reads amenities orders).
    expect(text).toContain('2 x Extra towels')
    expect(text).toContain('1 x Room cleaning')

    // Room service is not reception's to read.
    const roomService = { ...body, service_id: hotel.server.demo.services.roomservice._id }
    expect(await fetchGuestReport(roomService, online(desk))).toMatchObject({
      kind: 'refused',
      status: 403,
    })

    const missing = await fetchGuestReport({ ...body, startDate: '' }, online(desk))
    expect(missing).toMatchObject({ kind: 'refused', status: 400, field: 'startDate' })
    desk.link.setUp(false)
    expect(await fetchGuestReport(body, online(desk))).toEqual({ kind: 'network' })
    desk.link.setUp(true)
  })
})
