import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { useHotel } from './helpers/fixture.ts'
import { signIn, type Device } from './helpers/device.ts'
import { guestOrders, ORDER_BASE, staffClient } from './helpers/hotel.ts'
import { createCookieFetch } from './helpers/cookie-fetch.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()

async function online(username: string): Promise<Device> {
  const device = await hotel.device()
  await signIn(device, username)
  // Joined, and the pull the join triggers is done: what comes now comes by the socket.
  const live = () => device.engine.status.facts()
  await waitFor(() => live().socketConnected && !live().pulling, { what: 'socket' })
  return device
}

describe('socket events', () => {
  it('bring new rows without a pull and notify staff who may read the service', async () => {
    const waiter = await online('waiter')
    const reception = await online('reception') // amenities only
    const pullsBefore = waiter.net.sent.filter((r) => r.path.endsWith('/sync/pull')).length

    const order = await guestOrders(hotel.server, 'roomservice', 6)
    const row = await waitFor(() => waiter.db.orders.get(order._id), { what: 'the event' })
    expect(row).toMatchObject({ status: 'Pending', version: order.version })
    expect(waiter.net.sent.filter((r) => r.path.endsWith('/sync/pull')).length).toBe(pullsBefore)
    await waitFor(() => waiter.notifications.length > 0, { what: 'a notification' })
    expect(waiter.notifications[0]).toMatchObject({
      type: 'orderCreated',
      order: { _id: order._id },
    })

    // The other tablet's accept arrives as orderAccepted with a newer version.
    const owner = await staffClient(hotel.server, 'owner')
    await owner.call('PUT', `${ORDER_BASE}/acceptOrder`, { order_id: order._id })
    await waitFor(async () => (await waiter.db.orders.get(order._id))?.status === 'Accepted', {
      what: 'the accepted event',
    })
    // The notification follows the row's write (it first reads the services): wait for it.
    await waitFor(() => waiter.notifications.some((n) => n.type === 'orderAccepted'), {
      what: 'the accepted notification',
    })
    expect(waiter.notifications.map((n) => n.type)).toEqual(['orderCreated', 'orderAccepted'])
    expect(reception.notifications).toEqual([])
    expect(await reception.db.orders.get(order._id)).toBeUndefined()
  })

  it('a call from a table notifies the staff of its service only', async () => {
    const waiter = await online('waiter')
    const reception = await online('reception')
    const table = hotel.server.demo.tables.find(
      (t) => t.service_id === hotel.server.demo.services.restaurant._id,
    )!
    const guest = createCookieFetch()
    const reply = await guest.fetch(`${hotel.server.url}${ORDER_BASE}/callWaiter/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ table_id: table._id }),
    })
    expect(reply.status).toBe(200)
    await waitFor(() => waiter.notifications.some((n) => n.type === 'callWaiter'), {
      what: 'the call',
    })
    expect(waiter.notifications.find((n) => n.type === 'callWaiter')).toMatchObject({
      event: { source: table._id, table_name: table.name, service_id: table.service_id },
    })
    expect(reception.notifications).toEqual([])
  })

  it("no notification for the answer to the tablet's own action", async () => {
    const waiter = await online('waiter')
    const order = await guestOrders(hotel.server, 'pool', 7)
    await waitFor(() => waiter.notifications.some((n) => n.type === 'orderCreated'))
    await waiter.engine.enqueue('order.accept', { order_id: order._id })
    await waiter.engine.waitUntilSent()
    // A later event proves the socket still delivers; the own accept raised nothing.
    const owner = await staffClient(hotel.server, 'owner')
    await owner.call('PUT', `${ORDER_BASE}/finishOrder`, { order_id: order._id })
    await waitFor(() => waiter.notifications.some((n) => n.type === 'orderFinished'))
    expect(waiter.notifications.map((n) => n.type)).toEqual(['orderCreated', 'orderFinished'])
  })
})
