import 'fake-indexeddb/auto'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { employees } from '../../server/db/schema.ts'
import { createLocalDb, type LocalDb } from '../../sync/index.ts'
import { createHttpClient } from '../../sync/transport/http.ts'
import { pullChanges } from '../../sync/pull.ts'
import { readState, STATE } from '../../sync/state.ts'
import { SYNC_TABLE_NAMES } from '../../sync/protocol/index.ts'
import { DEMO_PASSWORD } from '../../server/seed-data.ts'
import { closeAll, makeDevice, signIn, type Device } from './helpers/device.ts'
import { createCookieFetch } from './helpers/cookie-fetch.ts'
import { guestOrders } from './helpers/hotel.ts'
import { waitFor } from './helpers/wait.ts'

let server: TestServer
const devices: Device[] = []
const dbs: LocalDb[] = []
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})
afterEach(async () => {
  await closeAll(devices.splice(0))
  for (const db of dbs.splice(0)) await db.delete()
})

async function counts(db: LocalDb): Promise<Record<string, number>> {
  const entries = await Promise.all(
    SYNC_TABLE_NAMES.map(async (name) => [name, await db.syncTable(name).count()] as const),
  )
  return Object.fromEntries(entries)
}

describe('pull', () => {
  it('pages through every change; small pages give the same copy as one big page', async () => {
    await guestOrders(server, 'restaurant', 2)
    const net = createCookieFetch()
    const http = createHttpClient({ baseUrl: server.url, fetch: net.fetch })
    const login = await http.send({
      method: 'POST',
      path: '/api/v2/access/login/',
      json: { username: 'owner', password: DEMO_PASSWORD },
    })
    expect(login.kind === 'response' && login.status).toBe(200)
    const [small, big] = [createLocalDb('pull-small'), createLocalDb('pull-big')]
    dbs.push(small, big)

    const paged = await pullChanges({ db: small, http, accountId: 'owner', limit: 7 })
    const whole = await pullChanges({ db: big, http, accountId: 'owner', limit: 2000 })
    expect(paged).toMatchObject({ kind: 'ok' })
    expect(whole).toMatchObject({ kind: 'ok', pages: 1 })
    expect(paged.kind === 'ok' && paged.pages).toBeGreaterThan(5)
    expect(await counts(small)).toEqual(await counts(big))
    expect((await counts(big)).orders).toBeGreaterThan(0)
    expect(await readState(small, STATE.cursor)).toBe(await readState(big, STATE.cursor))
    // Nothing new: one empty page, the cursor stays.
    const cursor = await readState<number>(small, STATE.cursor)
    expect(await pullChanges({ db: small, http, accountId: 'owner', limit: 7 })).toMatchObject({
      kind: 'ok',
      pages: 1,
    })
    expect(await readState(small, STATE.cursor)).toBe(cursor)
  })

  it('a socket drop that misses events is closed by the pull on reconnect', async () => {
    const tablet = await makeDevice(server)
    devices.push(tablet)
    await signIn(tablet, 'waiter')
    await waitFor(() => tablet.engine.status.facts().socketConnected, { what: 'socket' })
    tablet.link.setUp(false)
    await waitFor(() => !tablet.engine.status.getSnapshot().online, { what: 'offline' })
    const missed = await guestOrders(server, 'roomservice', 3)
    tablet.link.setUp(true)
    // No pullNow: the reconnect itself must fetch what the socket missed.
    await waitFor(() => tablet.db.orders.get(missed._id), { what: 'the missed order' })
  })

  it('a scope change drops the local copy and pulls again from 0; the outbox stays', async () => {
    const tablet = await makeDevice(server)
    devices.push(tablet)
    await signIn(tablet, 'waiter')
    const roomOrder = await guestOrders(server, 'roomservice', 4)
    const restaurantOrder = await guestOrders(server, 'restaurant', 5)
    await tablet.engine.pullNow()
    await tablet.engine.stop() // keep the action queued
    await tablet.engine.enqueue('order.accept', { order_id: restaurantOrder._id })
    const scopeBefore = await readState<string>(tablet.db, STATE.scope)

    // The manager takes room service away from the waiter.
    const [waiter] = await server.database.db
      .select()
      .from(employees)
      .where(eq(employees.username, 'waiter'))
    await server.database.db
      .update(employees)
      .set({
        services: waiter!.services.filter(
          (s) => s.service_id !== server.demo.services.roomservice._id,
        ),
      })
      .where(eq(employees.username, 'waiter'))

    await tablet.engine.pullNow()
    expect(await readState<string>(tablet.db, STATE.scope)).not.toBe(scopeBefore)
    expect(await tablet.db.orders.get(roomOrder._id)).toBeUndefined()
    const orders = await tablet.db.orders.toArray()
    expect(orders.some((o) => o.service_id === server.demo.services.roomservice._id)).toBe(false)
    // The restaurant order came back, with the queued accept re-applied on top.
    expect((await tablet.db.orders.get(restaurantOrder._id))?.status).toBe('Accepted')
    expect(await tablet.db.outbox.count()).toBe(1)
    expect(await tablet.db.services.count()).toBeGreaterThan(0)

    await server.database.db
      .update(employees)
      .set({ services: waiter!.services })
      .where(eq(employees.username, 'waiter'))
  })

  it('a copy last pulled more than 40 hours ago is dropped and pulled again from 0', async () => {
    const tablet = await makeDevice(server)
    devices.push(tablet)
    await signIn(tablet, 'waiter')
    const order = await guestOrders(server, 'restaurant', 6)
    await tablet.engine.pullNow()
    await tablet.engine.stop()
    // A row the server no longer has in this state, and a last pull two days ago.
    await tablet.db.orders.update(order._id, { note: 'stale local copy' })
    await tablet.db.syncState.put({
      key: STATE.lastPulledAt,
      value: new Date(Date.now() - 48 * 3600_000).toISOString(),
    })
    await tablet.engine.pullNow()
    expect((await tablet.db.orders.get(order._id))?.note).toBe(order.note)
    const lastPulledAt = await readState<string>(tablet.db, STATE.lastPulledAt)
    expect(Date.now() - Date.parse(lastPulledAt!)).toBeLessThan(60_000)
  })
})
