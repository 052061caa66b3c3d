import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { startTestServer } from '../helpers/server.ts'
import { useHotel } from './helpers/fixture.ts'
import { makeDevice, signIn, type Device } from './helpers/device.ts'
import { guestOrders, staffClient } from './helpers/hotel.ts'
import { waitFor } from './helpers/wait.ts'
import { isPush, pushesOf } from './helpers/push.ts'

const hotel = useHotel()

async function waiter(options: Parameters<typeof makeDevice>[1] = {}): Promise<Device> {
  const device = await hotel.device(options)
  await signIn(device, 'waiter')
  return device
}

describe('outbox replay against the real server', () => {
  it('keeps actions taken offline and replays them in order after reconnect', async () => {
    const tablet = await waiter()
    const first = await guestOrders(hotel.server, 'roomservice', 0)
    const second = await guestOrders(hotel.server, 'roomservice', 1)
    await waitFor(() => tablet.db.orders.get(second._id), { what: 'orders on the tablet' })

    tablet.link.setUp(false)
    await tablet.engine.enqueue('order.accept', { order_id: first._id })
    await tablet.engine.enqueue('order.accept', { order_id: second._id })
    await tablet.engine.enqueue('order.finish', { order_id: first._id })
    // Optimistic: visible at once, marked waiting.
    expect((await tablet.db.orders.get(first._id))?.status).toBe('Finished')
    expect((await tablet.db.orders.get(second._id))?.status).toBe('Accepted')
    await waitFor(() => tablet.engine.status.getSnapshot().pending === 3)
    await waitFor(() => !tablet.engine.status.getSnapshot().online, { what: 'offline status' })

    const owner = await staffClient(hotel.server, 'owner')
    expect((await owner.order(first._id))?.status).toBe('Pending')

    tablet.link.setUp(true)
    await tablet.engine.waitUntilSent() // the socket reconnects, pulls, and replays
    expect((await owner.order(first._id))?.status).toBe('Finished')
    expect((await owner.order(second._id))?.status).toBe('Accepted')
    expect(await tablet.db.outbox.count()).toBe(0)
    expect(await tablet.db.shadows.count()).toBe(0)
    const local = await tablet.db.orders.get(first._id)
    expect(local).toMatchObject({
      status: 'Finished',
      version: (await owner.order(first._id))?.version,
    })
    // One push, in seq order, each action with its own key; no single requests.
    const pushes = pushesOf(tablet.net).filter((p) => p.status === 200)
    expect(pushes).toHaveLength(1)
    const actions = pushes.flatMap((p) => p.actions)
    expect(actions.map((a) => [a.type, (a.payload as { order_id: string }).order_id])).toEqual([
      ['order.accept', first._id],
      ['order.accept', second._id],
      ['order.finish', first._id],
    ])
    expect(new Set(actions.map((a) => a.id)).size).toBe(3)
    expect(pushes[0]?.results.map((r) => r.status)).toEqual([200, 200, 200])
    expect(tablet.net.sent.filter((r) => r.method === 'PUT')).toEqual([])
  })

  it('survives a server restart in the middle of a replay', async () => {
    const { freshDatabase } = await import('../helpers/database.ts')
    const database = await freshDatabase()
    let current = await startTestServer({ database })
    const device = await makeDevice(current, { socket: false })
    await signIn(device, 'waiter')
    const orders = [
      await guestOrders(current, 'roomservice', 0),
      await guestOrders(current, 'roomservice', 1),
      await guestOrders(current, 'roomservice', 2),
    ]
    await device.engine.pullNow()

    // The server commits the push and answers, then goes down and the answer is lost with it:
    // every row stays queued (nothing lost), though all three are done on the server.
    device.link.setUp(false)
    for (const o of orders) await device.engine.enqueue('order.accept', { order_id: o._id })
    const server1: { down: Promise<void> | null } = { down: null }
    device.net.loseAnswerOf(isPush)
    device.net.onAnswer = async (entry) => {
      if (server1.down || !isPush(entry.method, entry.path)) return
      device.link.setUp(false)
      server1.down = current.close()
      await server1.down
    }
    device.link.setUp(true)
    await device.engine.pullNow()
    await waitFor(() => server1.down !== null, { what: 'the server going down' })
    await server1.down
    await waitFor(
      async () => (await device.db.outbox.where('state').equals('pending').count()) === 3,
      {
        what: 'the rows back to pending',
      },
    )
    expect((await device.db.orders.get(orders[0]!._id))?.status).toBe('Accepted') // still shown
    device.net.onAnswer = null

    current = await startTestServer({ database })
    device.link.setTarget(Number(new URL(current.url).port))
    device.link.setUp(true)
    await device.engine.pullNow()
    await device.engine.waitUntilSent()
    const owner = await staffClient(current, 'owner')
    for (const o of orders) expect((await owner.order(o._id))?.status).toBe('Accepted')
    // The restarted server answered the resend from its idempotency store: nothing done twice.
    const pushes = pushesOf(device.net).filter((p) => p.results.length > 0)
    expect(pushes.map((p) => p.results.map((r) => [r.status, r.replayed ?? false]))).toEqual([
      [
        [200, false],
        [200, false],
        [200, false],
      ],
      [
        [200, true],
        [200, true],
        [200, true],
      ],
    ])
    expect(await device.db.outbox.count()).toBe(0)
    await current.close()
    await database.close()
  })
})
