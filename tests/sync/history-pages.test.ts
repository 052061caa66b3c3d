import 'fake-indexeddb/auto'
import { addDaysTo, todayIn } from '../../sync/protocol/rules/index.ts'
import { DEMO_TIME_ZONE } from '../../server/seed-data.ts'
import { describe, expect, it } from 'vitest'
import {
  fetchHistoryPage,
  historyPageKey,
  storedHistoryCount,
  storedHistoryPage,
  type HistoryFetchOptions,
  type HistoryRequest,
} from '../../sync/online.ts'
import { ORDER, call, login } from '../helpers/http.ts'
import { tableOrder } from '../helpers/orders.ts'
import type { Device } from './helpers/device.ts'
import { useHotel } from './helpers/fixture.ts'

const hotel = useHotel()

const online = (device: Device): HistoryFetchOptions => ({
  db: device.db,
  baseUrl: device.link.url,
  fetch: device.net.fetch,
})

/** The hotel's today and tomorrow: the history's days are the hotel's. */
const today = () => todayIn(DEMO_TIME_ZONE)
const tomorrow = () => addDaysTo(todayIn(DEMO_TIME_ZONE), 1)

/** The pool's finished orders of today: the history screen's query with a status and dates. */
const poolFinished = (page: number): HistoryRequest & { kind: 'orders' } => ({
  kind: 'orders',
  service: hotel.server.demo.services.pool._id,
  status: 'Finished',
  origin: null,
  startDate: today(),
  endDate: tomorrow(),
  type: null,
  page,
  limit: 12,
})

/** 14 pool orders finished through the real API (the owner finishes what a table ordered). */
async function finishPoolOrders(n: number): Promise<string[]> {
  const owner = await login(hotel.server.url, 'owner')
  const ids: string[] = []
  for (let i = 0; i < n; i++) {
    const order = await tableOrder(hotel.server, 'pool')
    const reply = await call(hotel.server.url, 'PUT', `${ORDER}/finishOrder`, {
      cookie: owner,
      body: { order_id: order._id },
    })
    expect(reply.status, reply.text).toBe(200)
    ids.push(order._id)
  }
  return ids.reverse() // newest first, as the history lists them
}

describe('history pages on the tablet', () => {
  it('keeps each page seen by its query; offline the pages seen stay readable, others are not there', async () => {
    const finished = await finishPoolOrders(14)
    const waiter = await hotel.tablet('waiter')

    expect(await fetchHistoryPage(poolFinished(1), online(waiter))).toEqual({ kind: 'ok' })
    const first = await storedHistoryPage(poolFinished(1), waiter.db)
    expect(first?.count).toBe(14)
    expect(first?.rows.map((o) => o._id)).toEqual(finished.slice(0, 12))
    expect(first?.rows.every((o) => o.status === 'Finished')).toBe(true)
    const sent = waiter.net.sent.find((r) => r.path.includes('/getOrdersPaginated/'))
    expect(sent?.path).toMatch(
      new RegExp(`/getOrdersPaginated/${hotel.server.demo.businessId}/1/12$`),
    )

    // Another filter is another page: the first one is kept beside it.
    const paid = { ...poolFinished(1), status: 'Paid' }
    expect(await fetchHistoryPage(paid, online(waiter))).toEqual({ kind: 'ok' })
    expect(historyPageKey(paid)).not.toBe(historyPageKey(poolFinished(1)))
    expect((await storedHistoryPage(poolFinished(1), waiter.db))?.count).toBe(14)

    waiter.link.setUp(false)
    expect(await fetchHistoryPage(poolFinished(1), online(waiter))).toEqual({ kind: 'network' })
    expect(await fetchHistoryPage(poolFinished(2), online(waiter))).toEqual({ kind: 'network' })
    // The page seen is still there, as it was; the page never seen is not.
    expect((await storedHistoryPage(poolFinished(1), waiter.db))?.at).toBe(first?.at)
    expect(await storedHistoryPage(poolFinished(2), waiter.db)).toBeUndefined()
    // Its page bar still knows how many there are, from the page seen.
    expect(await storedHistoryCount(poolFinished(2), waiter.db)).toBe(14)
    expect(await storedHistoryCount({ ...poolFinished(2), status: 'Room' }, waiter.db)).toBeNull()

    // The page after a reload (another engine on the same database) reads it too.
    const reloaded = hotel.track(waiter.reload())
    expect((await storedHistoryPage(poolFinished(1), reloaded.db))?.rows.map((o) => o._id)).toEqual(
      finished.slice(0, 12),
    )

    waiter.link.setUp(true)
    expect(await fetchHistoryPage(poolFinished(2), online(waiter))).toEqual({ kind: 'ok' })
    expect((await storedHistoryPage(poolFinished(2), waiter.db))?.rows.map((o) => o._id)).toEqual(
      finished.slice(12),
    )
  })

  it('the end date is exclusive: a day that ends before today lists none of today', async () => {
    await finishPoolOrders(1)
    const waiter = await hotel.tablet('waiter')
    const request = { ...poolFinished(1), endDate: today() }
    expect(await fetchHistoryPage(request, online(waiter))).toEqual({ kind: 'ok' })
    expect(await storedHistoryPage(request, waiter.db)).toMatchObject({ count: 0, rows: [] })
  })

  it('reservations, stays and appointments come from their own paths; a refusal is told and forgets the page', async () => {
    const waiter = await hotel.tablet('waiter')
    const reservations: HistoryRequest & { kind: 'reservations' } = {
      ...poolFinished(1),
      kind: 'reservations',
      service: hotel.server.demo.services.restaurant._id,
      status: null,
      startDate: null,
      endDate: null,
    }
    expect(await fetchHistoryPage(reservations, online(waiter))).toEqual({ kind: 'ok' })
    expect(waiter.net.sent.some((r) => r.path.includes('/getResevationsPaginated/'))).toBe(true)
    const kept = await storedHistoryPage(reservations, waiter.db)
    expect(kept?.rows.every((r) => r.service_id === reservations.service)).toBe(true)

    const stays: HistoryRequest = { ...reservations, kind: 'stays', service: null }
    // A waiter is not reception: refused, nothing kept.
    const refused = await fetchHistoryPage(stays, online(waiter))
    expect(refused).toMatchObject({ kind: 'refused', status: 403 })
    expect(await storedHistoryPage(stays, waiter.db)).toBeUndefined()

    const desk = await hotel.tablet('reception')
    expect(await fetchHistoryPage(stays, online(desk))).toEqual({ kind: 'ok' })
    const page = await storedHistoryPage(stays, desk.db)
    expect(page?.count).toBeGreaterThan(0)
    expect(page?.rows[0]).toHaveProperty('room_id')
    expect(page?.rows.some((stay) => 'password' in stay)).toBe(false)

    // A service the waiter may not read: 403 or 404, and a kept page of it is forgotten.
    const spa = { ...reservations, service: hotel.server.demo.services.spa._id }
    await waiter.db.historyPages.put({
      key: historyPageKey(spa),
      kind: 'reservations',
      page: 1,
      count: 0,
      rows: [],
      at: new Date().toISOString(),
    })
    const answer = await fetchHistoryPage(spa, online(waiter))
    expect(answer.kind).toBe('refused')
    expect(await storedHistoryPage(spa, waiter.db)).toBeUndefined()

    // The spa's appointments: its own path, read with reservationsRead on the spa.
    const therapist = await hotel.tablet('therapist')
    const appointments: HistoryRequest & { kind: 'appointments' } = {
      ...spa,
      kind: 'appointments',
    }
    expect(await fetchHistoryPage(appointments, online(therapist))).toEqual({ kind: 'ok' })
    expect(
      therapist.net.sent.some((r) =>
        r.path.includes(`/GetSpaAppontmentsByServiceIDPaginated/${spa.service}/1/12`),
      ),
    ).toBe(true)
    const seen = await storedHistoryPage(appointments, therapist.db)
    expect(seen?.count).toBeGreaterThan(0)
    expect(seen?.rows.every((a) => a.service_id === spa.service && 'spa_service_id' in a)).toBe(
      true,
    )
    expect(await fetchHistoryPage(appointments, online(waiter))).toMatchObject({
      kind: 'refused',
    })

    // Sign-out drops the kept pages.
    await desk.engine.logout({ force: true })
    expect(await desk.db.historyPages.count()).toBe(0)
  })
})
