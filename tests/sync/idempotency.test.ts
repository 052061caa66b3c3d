import 'fake-indexeddb/auto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { closeAll, makeDevice, signIn, type Device } from './helpers/device.ts'
import { guestOrders, ORDER_BASE, staffClient } from './helpers/hotel.ts'
import { waitFor } from './helpers/wait.ts'

let server: TestServer
const devices: Device[] = []
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})
afterEach(async () => {
  await closeAll(devices.splice(0))
})

async function waiterTablet(): Promise<Device> {
  const device = await makeDevice(server)
  devices.push(device)
  await signIn(device, 'waiter')
  return device
}

const isAccept = (method: string, path: string) => method === 'PUT' && path.endsWith('/acceptOrder')

describe('an action is acted on once, however often it is sent', () => {
  it('the same Idempotency-Key twice: the second gets the stored answer', async () => {
    const order = await guestOrders(server)
    const waiter = await staffClient(server, 'waiter')
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
    const order = await guestOrders(server)
    await waitFor(() => tablet.db.orders.get(order._id), { what: 'the new order' })
    const owner = await staffClient(server, 'owner')
    // The accept is committed; before its answer reaches the tablet, the owner finishes the
    // order on another device; then the answer is lost on the way.
    tablet.net.onAnswer = async (entry) => {
      if (!isAccept(entry.method, entry.path)) return
      tablet.net.onAnswer = null
      await owner.call('PUT', `${ORDER_BASE}/finishOrder`, { order_id: order._id })
    }
    tablet.net.loseAnswerOf(isAccept)

    await tablet.engine.enqueue('order.accept', { order_id: order._id })
    await tablet.engine.waitUntilSent()

    const sends = tablet.net.sent.filter((r) => isAccept(r.method, r.path))
    expect(sends.map((r) => [r.status, r.replayed])).toEqual([
      ['lost', false],
      [200, true],
    ])
    expect(sends[0]?.idempotencyKey).toBe(sends[1]?.idempotencyKey)
    // Not failed, not acted on again: the order stays Finished everywhere.
    expect(await tablet.db.outbox.count()).toBe(0)
    expect((await owner.order(order._id))?.status).toBe('Finished')
    await waitFor(async () => (await tablet.db.orders.get(order._id))?.status === 'Finished', {
      what: 'the finished order on the tablet',
    })
  })

  it('reload in the middle of a replay: the new page resends the row left sending', async () => {
    const tablet = await waiterTablet()
    const order = await guestOrders(server)
    await waitFor(() => tablet.db.orders.get(order._id), { what: 'the new order' })
    const hold = tablet.net.holdAnswerOf(isAccept)
    await tablet.engine.enqueue('order.accept', { order_id: order._id })
    await hold.held // the server has committed; the old page waits for an answer forever
    expect((await tablet.db.outbox.toArray()).map((r) => r.state)).toEqual(['sending'])

    const reloaded = tablet.reload()
    devices.push(reloaded)
    expect((await reloaded.engine.restore())?.username).toBe('waiter')
    await reloaded.engine.start()
    await reloaded.engine.waitUntilSent()

    const sends = tablet.net.sent.filter((r) => isAccept(r.method, r.path))
    expect(sends.map((r) => [r.status, r.replayed])).toEqual([
      ['lost', false],
      [200, true],
    ])
    expect((await reloaded.db.orders.get(order._id))?.status).toBe('Accepted')
    expect(await reloaded.db.shadows.count()).toBe(0)
    hold.release()
  })
})
