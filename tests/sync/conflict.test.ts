import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { useHotel } from './helpers/fixture.ts'
import { guestOrders, staffClient } from './helpers/hotel.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()
const tablet = (username: string) => hotel.tablet(username)

describe('two tablets on the same order', () => {
  it('a refused action (409) is marked failed with the reason and the server row is restored', async () => {
    const [bar, reception] = [await tablet('waiter'), await tablet('manager')]
    const order = await guestOrders(hotel.server)
    await waitFor(() => bar.db.orders.get(order._id), { what: 'the order on tablet 1' })
    await waitFor(() => reception.db.orders.get(order._id), { what: 'the order on tablet 2' })

    // Tablet 1 is offline and declines; tablet 2 accepts online.
    bar.link.setUp(false)
    await bar.engine.enqueue('order.decline', { order_id: order._id, reason: 'Kitchen closed' })
    expect((await bar.db.orders.get(order._id))?.status).toBe('Declined')
    await reception.engine.enqueue('order.accept', { order_id: order._id })
    await reception.engine.waitUntilSent()

    bar.link.setUp(true)
    await bar.engine.pullNow()
    const failed = await waitFor(
      async () => (await bar.db.outbox.where('state').equals('failed').toArray())[0],
      { what: 'the failed decline' },
    )
    expect(failed).toMatchObject({
      type: 'order.decline',
      error: { status: 409, code: 'order.illegal_transition' },
      // What the other tablet had made of the order when the server refused.
      refusedWith: { _id: order._id, status: 'Accepted' },
    })
    expect(failed.error?.message).toMatch(/Accepted/)
    const server409 = await (await staffClient(hotel.server, 'owner')).order(order._id)
    expect(server409?.status).toBe('Accepted')
    // The tablet shows the server's truth again, and nothing is pending.
    expect(await bar.db.orders.get(order._id)).toMatchObject({
      status: 'Accepted',
      version: server409?.version,
      decline_reason: null,
    })
    expect(await bar.db.shadows.count()).toBe(0)
    await waitFor(() => bar.engine.status.getSnapshot().failed === 1, { what: 'failed count' })
    expect(bar.engine.status.getSnapshot().pending).toBe(0)

    // The tablet was told, with the server's row as the refusal carried it.
    const told = bar.notifications.filter((n) => n.type === 'actionFailed')
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({
      row: { id: failed.id, state: 'failed', error: { status: 409 } },
      current: {
        table: 'orders',
        row: { _id: order._id, status: 'Accepted', version: server409?.version },
      },
    })

    // "Retry now" never resends a refused action (its key would only replay the refusal);
    // discarding removes it.
    await bar.engine.retryNow()
    expect(await bar.db.outbox.get(failed.id)).toMatchObject({
      state: 'failed',
      attempts: failed.attempts,
    })
    await bar.engine.discard(failed.id)
    expect(await bar.db.outbox.count()).toBe(0)
    await waitFor(() => bar.engine.status.getSnapshot().failed === 0, { what: 'failed count 0' })
    expect((await bar.db.orders.get(order._id))?.status).toBe('Accepted')
  })

  it('a refused action does not stop the queue: the next rows are still sent', async () => {
    const [bar, reception] = [await tablet('waiter'), await tablet('owner')]
    const taken = await guestOrders(hotel.server, 'roomservice', 0)
    const free = await guestOrders(hotel.server, 'roomservice', 1)
    await waitFor(() => bar.db.orders.get(free._id), { what: 'orders on tablet 1' })
    await waitFor(() => reception.db.orders.get(taken._id), { what: 'orders on tablet 2' })

    bar.link.setUp(false)
    await bar.engine.enqueue('order.accept', { order_id: taken._id })
    await bar.engine.enqueue('order.finish', { order_id: taken._id })
    await bar.engine.enqueue('order.accept', { order_id: free._id })
    await reception.engine.enqueue('order.decline', { order_id: taken._id, reason: 'Sold out' })
    await reception.engine.waitUntilSent()

    bar.link.setUp(true)
    await bar.engine.pullNow()
    await bar.engine.waitUntilSent()
    const rows = await bar.db.outbox.orderBy('seq').toArray()
    expect(rows.map((r) => [r.type, r.state, r.error?.code])).toEqual([
      ['order.accept', 'failed', 'order.illegal_transition'],
      ['order.finish', 'failed', 'order.illegal_transition'],
    ])
    expect((await bar.db.orders.get(taken._id))?.status).toBe('Declined')
    expect((await bar.db.orders.get(free._id))?.status).toBe('Accepted')
    const owner = await staffClient(hotel.server, 'owner')
    expect((await owner.order(free._id))?.status).toBe('Accepted')
  })
})
