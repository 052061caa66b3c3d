import 'fake-indexeddb/auto'
import { liveQuery } from 'dexie'
import { describe, expect, it } from 'vitest'
import { useHotel } from './helpers/fixture.ts'
import { signIn } from './helpers/device.ts'
import { guestOrders, ORDER_BASE, staffClient } from './helpers/hotel.ts'

const hotel = useHotel()

describe('rebase: pending actions stay visible when newer server rows arrive', () => {
  it('a pulled newer row is the new base; the pending actions are re-applied on top', async () => {
    const tablet = await hotel.device()
    hotel.track(tablet)
    await signIn(tablet, 'waiter')
    const order = await guestOrders(hotel.server)
    await tablet.engine.pullNow()
    // Replay paused (engine stopped; the session stays): actions wait in the outbox.
    await tablet.engine.stop()

    await tablet.engine.enqueue('order.accept', { order_id: order._id })
    await tablet.engine.enqueue('order.finish', { order_id: order._id })
    const seen: string[] = []
    const watch = liveQuery(() => tablet.db.orders.get(order._id)).subscribe({
      next: (row) => seen.push(row?.status ?? 'missing'),
    })

    // Another tablet accepts the order meanwhile: the server row moves on (newer version).
    const owner = await staffClient(hotel.server, 'owner')
    const accepted = await owner.call('PUT', `${ORDER_BASE}/acceptOrder`, { order_id: order._id })
    const acceptedVersion = (accepted.body as { version: number }).version
    expect(acceptedVersion).toBeGreaterThan(order.version)

    await tablet.engine.pullNow()
    const shadow = await tablet.db.shadows.get(`orders:${order._id}`)
    expect(shadow).toMatchObject({ version: acceptedVersion, row: { status: 'Accepted' } })
    // accept is moot on an Accepted row; finish still applies on top.
    expect(await tablet.db.orders.get(order._id)).toMatchObject({
      status: 'Finished',
      version: acceptedVersion,
    })
    expect(await tablet.db.outbox.count()).toBe(2)

    await tablet.engine.start()
    await tablet.engine.waitUntilSent()
    const final = await owner.order(order._id)
    expect(final?.status).toBe('Finished')
    expect(await tablet.db.orders.get(order._id)).toMatchObject({
      status: 'Finished',
      version: final?.version,
    })
    expect(await tablet.db.shadows.count()).toBe(0)
    watch.unsubscribe()
    // The screen never flickered back to Pending or Accepted.
    expect(seen.length).toBeGreaterThan(0)
    expect(new Set(seen)).toEqual(new Set(['Finished']))
  })
})
