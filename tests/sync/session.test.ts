import 'fake-indexeddb/auto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { DEMO_PASSWORD } from '../../server/seed-data.ts'
import { closeAll, makeDevice, signIn, type Device } from './helpers/device.ts'
import { guestOrders, staffClient } from './helpers/hotel.ts'
import { sleep, waitFor } from './helpers/wait.ts'
import { pushesOf } from './helpers/push.ts'

const devices: Device[] = []
afterEach(async () => {
  await closeAll(devices.splice(0))
})

describe('session', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  async function tablet(): Promise<Device> {
    const device = await makeDevice(server)
    devices.push(device)
    return device
  }

  it('login answers: wrong credentials, no network, ok with the session stored', async () => {
    const device = await tablet()
    const wrong = { username: 'waiter', password: 'nope-nope' }
    expect(await device.engine.login(wrong)).toEqual({ kind: 'wrongCredentials' })
    device.link.setUp(false)
    expect(await device.engine.login({ username: 'waiter', password: DEMO_PASSWORD })).toEqual({
      kind: 'network',
    })
    device.link.setUp(true)
    const ok = await device.engine.login({ username: 'waiter', password: DEMO_PASSWORD })
    expect(ok).toMatchObject({ kind: 'ok', reply: 'employee', me: { username: 'waiter' } })
    expect((await device.db.session.get('current'))?.me.username).toBe('waiter')
    // The stored session opens the app offline.
    device.link.setUp(false)
    const reloaded = device.reload()
    devices.push(reloaded)
    expect((await reloaded.engine.restore())?.username).toBe('waiter')
  })

  it('a device with no copy pulls at once after login; with a copy, the first pull waits for the page to say its first screen painted', async () => {
    let painted = () => {}
    const firstScreen = new Promise<void>((resolve) => (painted = resolve))
    const device = await makeDevice(server, { socket: false, networkAfter: firstScreen })
    devices.push(device)
    const first = await guestOrders(server, 'roomservice', 0)
    // Login needs the network half at once, screen or not; the empty copy is pulled at once
    // too: there is nothing to paint before it.
    const login = await device.engine.login({ username: 'waiter', password: DEMO_PASSWORD })
    expect(login.kind).toBe('ok')
    await device.engine.start()
    await waitFor(async () => (await device.db.orders.get(first._id)) ?? null)
    await device.engine.stop()

    // The page reloaded (the same copy, the page has not painted yet): no pull until it has.
    const second = await guestOrders(server, 'roomservice', 0)
    const reloaded = device.reload()
    devices.push(reloaded)
    expect((await reloaded.engine.restore())?.username).toBe('waiter')
    const pulledBefore = reloaded.engine.status.getSnapshot().lastPulledAt
    expect(pulledBefore).not.toBeNull()
    await reloaded.engine.start()
    await sleep(300)
    expect(await reloaded.db.orders.get(second._id)).toBeUndefined()
    expect(reloaded.engine.status.getSnapshot().lastPulledAt).toBe(pulledBefore)
    painted()
    await waitFor(async () => (await reloaded.db.orders.get(second._id)) ?? null)
    expect(reloaded.engine.status.getSnapshot().lastPulledAt).not.toBe(pulledBefore)
  })

  it('a throttled login says so, with the seconds to wait (not "wrong password")', async () => {
    const device = await tablet()
    const wrong = { username: 'therapist', password: 'guess-guess' }
    let result = await device.engine.login(wrong)
    for (let i = 0; i < 20 && result.kind === 'wrongCredentials'; i++) {
      result = await device.engine.login(wrong)
    }
    expect(result).toMatchObject({ kind: 'throttled' })
    expect(result.kind === 'throttled' && result.retryAfter).toBeGreaterThan(0)
  })

  it('logout with queued actions refuses without force, and keeps them with force', async () => {
    const device = await tablet()
    await signIn(device, 'waiter')
    const order = await guestOrders(server, 'roomservice', 0)
    await device.engine.pullNow()
    device.link.setUp(false)
    await device.engine.enqueue('order.accept', { order_id: order._id })

    expect(await device.engine.logout({ force: false })).toEqual({ ok: false, pending: 1 })
    expect(await device.db.session.get('current')).toBeDefined()

    expect(await device.engine.logout({ force: true })).toEqual({ ok: true })
    expect(await device.db.session.get('current')).toBeUndefined()
    expect(await device.db.orders.count()).toBe(0)
    expect(await device.db.syncState.count()).toBe(0)
    expect(await device.db.outbox.count()).toBe(1)
    expect(device.engine.status.getSnapshot().phase).toBe('signed-out')

    // The same account signs in again: the kept action is replayed.
    device.link.setUp(true)
    await signIn(device, 'waiter')
    await device.engine.waitUntilSent()
    expect((await (await staffClient(server, 'owner')).order(order._id))?.status).toBe('Accepted')
    expect((await device.db.orders.get(order._id))?.status).toBe('Accepted')
  })

  it("another account on the same tablet: local data is reset, the first account's actions wait", async () => {
    const device = await tablet()
    await signIn(device, 'waiter')
    const order = await guestOrders(server, 'roomservice', 1)
    await device.engine.pullNow()
    await device.engine.stop()
    await device.engine.enqueue('order.accept', { order_id: order._id })

    await signIn(device, 'reception')
    expect(await device.db.orders.get(order._id)).toBeUndefined() // not reception's to see
    await device.engine.waitUntilSent() // nothing of reception's is pending
    const owner = await staffClient(server, 'owner')
    expect((await owner.order(order._id))?.status).toBe('Pending')
    expect((await device.db.outbox.toArray()).map((r) => r.state)).toEqual(['pending'])

    await device.engine.logout({ force: false })
    await signIn(device, 'waiter')
    await device.engine.waitUntilSent()
    expect((await owner.order(order._id))?.status).toBe('Accepted')
  })
})

describe('expired access token', () => {
  // The server and the tablet share this process's clock: tests move it forward instead of
  // sleeping until a token expires. Only Date is faked; timers and sockets run in real time.
  const TTL_SECONDS = 60
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) } })
  })
  afterAll(async () => {
    await server.close()
  })
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  /** The access token of every signed-in tablet is now past its expiry. */
  const expireAccessTokens = () => vi.setSystemTime(Date.now() + (TTL_SECONDS + 1) * 1000)

  it('refreshes once and retries the replay; the socket reconnects after refreshing', async () => {
    const device = await makeDevice(server)
    devices.push(device)
    await signIn(device, 'waiter')
    const order = await guestOrders(server, 'roomservice', 2)
    await device.engine.pullNow()
    await waitFor(() => device.engine.status.getSnapshot().live, { what: 'socket connected' })
    device.link.setUp(false)
    await waitFor(() => !device.engine.status.getSnapshot().live, { what: 'socket dropped' })
    expireAccessTokens() // while the tablet is offline
    await device.engine.enqueue('order.accept', { order_id: order._id })
    device.link.setUp(true)
    await device.engine.waitUntilSent()
    // Both the replay and the socket's handshake met the expired token; one refresh serves both.
    await waitFor(() => device.engine.status.getSnapshot().live, { what: 'socket reconnected' })

    const refreshes = device.net.sent.filter((r) => r.path.endsWith('/refreshToken'))
    expect(refreshes.map((r) => r.status)).toEqual([200])
    const pushes = pushesOf(device.net)
    expect(pushes.map((p) => [p.status, p.results.map((r) => r.status)])).toEqual([
      [401, []],
      [200, [200]],
    ])
    expect(device.engine.status.getSnapshot().sessionExpired).toBe(false)
    // Events flow again on the reconnected socket.
    const next = await guestOrders(server, 'roomservice', 3)
    await waitFor(() => device.db.orders.get(next._id), { what: 'an event after refresh' })
    expect(device.net.sent.filter((r) => r.path.endsWith('/refreshToken'))).toHaveLength(1)
  })

  it('when the refresh is refused the session is expired and the outbox is kept', async () => {
    const device = await makeDevice(server)
    devices.push(device)
    await signIn(device, 'waiter')
    const order = await guestOrders(server, 'roomservice', 4)
    await device.engine.pullNow()
    // The session is ended elsewhere (e.g. an admin); this tablet still holds its cookies.
    await fetch(`${server.url}/api/v2/access/logout`, {
      headers: { cookie: device.net.cookieHeader() },
    })
    expireAccessTokens()
    await device.engine.enqueue('order.accept', { order_id: order._id })
    await waitFor(() => device.engine.status.getSnapshot().sessionExpired, {
      what: 'session expired',
    })
    expect((await device.db.outbox.toArray()).map((r) => r.state)).toEqual(['pending'])
    expect((await device.db.orders.get(order._id))?.status).toBe('Accepted') // still shown

    await signIn(device, 'waiter')
    await device.engine.waitUntilSent()
    expect(device.engine.status.getSnapshot().sessionExpired).toBe(false)
    expect((await (await staffClient(server, 'owner')).order(order._id))?.status).toBe('Accepted')
  })
})
