import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { useHotel } from './helpers/fixture.ts'
import { signIn, type Device } from './helpers/device.ts'
import { guestOrders, ORDER_BASE, staffClient } from './helpers/hotel.ts'
import { waitFor } from './helpers/wait.ts'
import { isPush, pushesOf } from './helpers/push.ts'

const hotel = useHotel()

async function waiterTablet(): Promise<Device> {
  const device = await hotel.device()
  await signIn(device, 'waiter')
  return device
}

/** What the pushes answered for each action: [HTTP status of the push, action status, replayed]. */
const pushLog = (tablet: Device) =>
  pushesOf(tablet.net)
    .filter((p) => p.status !== 'network')
    .flatMap((p) => p.results.map((r) => [p.status, r.status, r.replayed ?? false]))

describe('an action is acted on once, however often it is sent', () => {
  it('the same Idempotency-Key twice: the second gets the stored answer', async () => {
    const order = await guestOrders(hotel.server)
    const waiter = await staffClient(hotel.server, 'waiter')
    const key = '7b0a6c39-5f1e-4d8e-9b43-3d1f0c2a9e11'
    const body = { order_id: order._id }
    const first = await waiter.call('PUT', `${ORDER_BASE}/acceptOrder`, body, key)
    const finish = await waiter.call('PUT', `${ORDER_BASE}/finishOrder`, body)
    const again = await waiter.call('PUT', `${ORDER_BASE}/acceptOrder`, body, key)
    expect(first).toMatchObject({ status: 200, replay: false })
    expect(finish.status).toBe(200)
    // Without the key this accept would be refused (the order is Finished now).
    expect(again).toEqual({ ...first, replay: true })
    expect((await waiter.order(order._id))?.status).toBe('Finished')
  })

  it('answer lost after the server committed: the retry does not act twice', async () => {
    const tablet = await waiterTablet()
    const order = await guestOrders(hotel.server)
    await waitFor(() => tablet.db.orders.get(order._id), { what: 'the new order' })
    const owner = await staffClient(hotel.server, 'owner')
    // The accept is committed; before its answer reaches the tablet, the owner finishes the
    // order on another device; then the answer is lost on the way.
    tablet.net.onAnswer = async (entry) => {
      if (!isPush(entry.method, entry.path)) return
      tablet.net.onAnswer = null
      await owner.call('PUT', `${ORDER_BASE}/finishOrder`, { order_id: order._id })
    }
    tablet.net.loseAnswerOf(isPush)

    await tablet.engine.enqueue('order.accept', { order_id: order._id })
    await tablet.engine.waitUntilSent()

    expect(pushLog(tablet)).toEqual([
      ['lost', 200, false],
      [200, 200, true],
    ])
    const keys = pushesOf(tablet.net).flatMap((p) => p.actions.map((a) => a.id))
    expect(new Set(keys).size).toBe(1)
    // Not failed, not acted on again: the order stays Finished everywhere.
    expect(await tablet.db.outbox.count()).toBe(0)
    expect((await owner.order(order._id))?.status).toBe('Finished')
    await waitFor(async () => (await tablet.db.orders.get(order._id))?.status === 'Finished', {
      what: 'the finished order on the tablet',
    })
  })

  it('reload in the middle of a replay: the new page resends the row left sending', async () => {
    const tablet = await waiterTablet()
    const order = await guestOrders(hotel.server)
    await waitFor(() => tablet.db.orders.get(order._id), { what: 'the new order' })
    const hold = tablet.net.holdAnswerOf(isPush)
    await tablet.engine.enqueue('order.accept', { order_id: order._id })
    await hold.held // the server has committed; the old page waits for an answer forever
    expect((await tablet.db.outbox.toArray()).map((r) => r.state)).toEqual(['sending'])

    const reloaded = tablet.reload()
    hotel.track(reloaded)
    expect((await reloaded.engine.restore())?.username).toBe('waiter')
    await reloaded.engine.start()
    await reloaded.engine.waitUntilSent()

    expect(pushLog(tablet)).toEqual([
      ['lost', 200, false],
      [200, 200, true],
    ])
    expect((await reloaded.db.orders.get(order._id))?.status).toBe('Accepted')
    expect(await reloaded.db.shadows.count()).toBe(0)
    hold.release()
  })
})
