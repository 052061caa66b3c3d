import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { createLocalDb, createSyncEngine, type LocalDb, type SyncEngine } from '../../sync/index.ts'
import { DEMO_PASSWORD } from '../../server/seed-data.ts'
import { useHotel } from './helpers/fixture.ts'
import { createCookieFetch } from './helpers/cookie-fetch.ts'
import { guestOrders, staffClient } from './helpers/hotel.ts'
import { portOf, startLinkProxy, type LinkProxy } from './helpers/proxy.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/**
 * A tablet whose backoff is the longest the jitter allows (random() = 1: 0.5 s, 1 s, 2 s, 4 s…)
 * and without a socket, so that nothing but "Retry now" can make it send early.
 */
async function slowTablet(): Promise<{ engine: SyncEngine; db: LocalDb; link: LinkProxy }> {
  const link = await startLinkProxy(portOf(hotel.server.url))
  const net = createCookieFetch()
  const db = createLocalDb(`retry-now-${process.pid}-${Date.now()}`)
  const engine = createSyncEngine({
    baseUrl: link.url,
    fetch: net.fetch,
    db,
    locks: null,
    socket: null,
    random: () => 1,
    timeoutMs: 2000,
  })
  cleanups.push(async () => {
    await engine.stop()
    db.close()
    await db.delete()
    await link.close()
  })
  expect((await engine.login({ username: 'waiter', password: DEMO_PASSWORD })).kind).toBe('ok')
  await engine.start()
  return { engine, db, link }
}

describe('retry now', () => {
  it('sends a waiting action at once, without waiting for the backoff, and only once', async () => {
    const order = await guestOrders(hotel.server, 'roomservice', 2)
    const { engine, db, link } = await slowTablet()
    await engine.pullNow()
    await waitFor(() => db.orders.get(order._id), { what: 'the order on the tablet' })

    link.setUp(false)
    await engine.enqueue('order.accept', { order_id: order._id })
    // Three sends fail (at about 0 s, 0.5 s and 1.5 s); the next would go at about 3.5 s.
    const row = await waitFor(
      async () => {
        const r = (await db.outbox.toArray())[0]
        return r && r.attempts >= 3 && r.state === 'pending' ? r : undefined
      },
      { timeout: 4000, what: 'three failed sends' },
    )
    // The waiting row says why it waits; the status says the server cannot be reached.
    expect(row.error).toMatchObject({ code: 'network' })
    expect(engine.status.getSnapshot()).toMatchObject({
      connection: 'server-unreachable',
      pending: 1,
    })

    link.setUp(true)
    const started = Date.now()
    await engine.retryNow()
    expect(Date.now() - started).toBeLessThan(1500)
    expect(await db.outbox.count()).toBe(0)
    expect((await db.orders.get(order._id))?.status).toBe('Accepted')
    expect(engine.status.getSnapshot()).toMatchObject({ connection: 'online', pending: 0 })
    const owner = await staffClient(hotel.server, 'owner')
    const server = await owner.order(order._id)
    expect(server?.status).toBe('Accepted')
    // Accepted once: its version moved by one write after the guest's create.
    expect(server?.version).toBe((await db.orders.get(order._id))?.version)
  })
})
