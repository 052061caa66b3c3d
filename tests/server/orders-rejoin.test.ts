import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../../sync/protocol/index.ts'
import type { RejoinRequestEvent, RejoinResponseEvent } from '../../server/realtime.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ORDER, call, login } from '../helpers/http.ts'
import { stayOrder, tableOf, tableOrder } from '../helpers/orders.ts'
import { createOtherBusiness, type OtherBusiness } from '../helpers/tenant.ts'
import { connectSocket, initGuest, initStaff, type TestSocket } from '../helpers/socket.ts'

let server: TestServer
let other: OtherBusiness
const cookies: Record<string, string> = {}
const open: TestSocket[] = []
beforeAll(async () => {
  server = await startTestServer()
  other = await createOtherBusiness(server.ctx.db)
  for (const name of ['owner', 'waiter', 'therapist']) cookies[name] = await login(server.url, name)
})
afterEach(() => {
  for (const s of open.splice(0)) s.close()
})
afterAll(async () => {
  await server.close()
})

/** A phone's own random device id (a table guest's user_id). */
const deviceId = () => randomBytes(12).toString('hex')

async function phone(id: string): Promise<TestSocket> {
  const s = await connectSocket(server.url)
  open.push(s)
  expect((await initGuest(s, id)).ok).toBe(true)
  return s
}

async function staff(who: string): Promise<TestSocket> {
  const s = await connectSocket(server.url, cookies[who])
  open.push(s)
  expect((await initStaff(s)).ok).toBe(true)
  return s
}

const post = (path: string, body: unknown, cookie?: string) =>
  call<{ ok: true }>(server.url, 'POST', `${ORDER}/${path}`, {
    body,
    ...(cookie ? { cookie } : {}),
  })

/** Everything emitted so far has arrived at these sockets. */
async function settle(...sockets: TestSocket[]): Promise<void> {
  const token = Math.random().toString(36)
  server.ctx.realtime.io.emit('probe', token)
  await Promise.all(sockets.map((s) => s.next<string>('probe', (p) => p === token)))
}

const named = (s: TestSocket, event: string) => s.received.filter((r) => r.event === event)

describe('rejoinRequest and rejoinResponse', () => {
  it('a second phone asks, the first phone lets it in', async () => {
    const first = deviceId()
    const second = deviceId()
    const order = await tableOrder(server, 'restaurant', { user_id: first })
    const [ownerPhone, askingPhone, waiter, therapist] = [
      await phone(first),
      await phone(second),
      await staff('waiter'),
      await staff('therapist'),
    ]

    const asked = await post('rejoinRequest', { base_order_id: order._id, user_id: second })
    expect(asked.status).toBe(200)
    expect(asked.body).toEqual({ ok: true })
    const request = await ownerPhone.next<RejoinRequestEvent>('rejoinRequest')
    expect(request).toEqual({
      base_order_id: order._id,
      user_id: second,
      table_id: order.table_id,
      table_name: tableOf(server, 'restaurant').name,
      service_id: order.service_id,
      time: expect.any(String) as string,
    })
    expect(await waiter.next<RejoinRequestEvent>('rejoinRequest')).toEqual(request)

    const answered = await post('rejoinResponse', {
      base_order_id: order._id,
      user_id: second,
      accepted: true,
      owner_id: first,
    })
    expect(answered.status).toBe(200)
    const response = await askingPhone.next<RejoinResponseEvent>('rejoinResponse')
    expect(response).toMatchObject({ base_order_id: order._id, user_id: second, accepted: true })

    await settle(ownerPhone, askingPhone, waiter, therapist)
    expect(named(askingPhone, 'rejoinRequest')).toEqual([])
    expect(named(therapist, 'rejoinRequest')).toEqual([])
    expect(named(ownerPhone, 'rejoinResponse')).toEqual([])
    expect(named(waiter, 'rejoinResponse')).toEqual([])
  })

  it('a request naming a later addition reaches the owner of its base order', async () => {
    const first = deviceId()
    const order = await tableOrder(server, 'restaurant', { user_id: first })
    const added = await call<Order>(
      server.url,
      'POST',
      `/api/restaraunt-bar/order/updateOrder/${order._id}`,
      { body: { ...baseBody(order), user_id: deviceId() } },
    )
    expect(added.status).toBe(200)
    const ownerPhone = await phone(first)
    const second = deviceId()
    expect(
      (await post('rejoinRequest', { base_order_id: added.body._id, user_id: second })).status,
    ).toBe(200)
    const request = await ownerPhone.next<RejoinRequestEvent>('rejoinRequest')
    expect(request.base_order_id).toBe(order._id)
  })

  it('staff of the service may answer; staff without it and strangers may not', async () => {
    const first = deviceId()
    const second = deviceId()
    const order = await tableOrder(server, 'restaurant', { user_id: first })
    const askingPhone = await phone(second)
    const body = { base_order_id: order._id, user_id: second, accepted: false }

    expect((await post('rejoinResponse', body)).status).toBe(403)
    expect((await post('rejoinResponse', { ...body, owner_id: deviceId() })).status).toBe(403)
    expect((await post('rejoinResponse', body, cookies.therapist)).status).toBe(403)
    await settle(askingPhone)
    expect(named(askingPhone, 'rejoinResponse')).toEqual([])

    expect((await post('rejoinResponse', body, cookies.waiter)).status).toBe(200)
    const response = await askingPhone.next<RejoinResponseEvent>('rejoinResponse')
    expect(response.accepted).toBe(false)
  })

  it('another business’s staff get 404 for its order', async () => {
    const order = await tableOrder(server, 'restaurant', { user_id: deviceId() })
    const otherOwner = await login(server.url, other.ownerUsername)
    const reply = await post(
      'rejoinResponse',
      { base_order_id: order._id, user_id: deviceId(), accepted: true },
      otherOwner,
    )
    expect(reply.status).toBe(404)
  })

  it('a closed order is 409 for both', async () => {
    const first = deviceId()
    const order = await tableOrder(server, 'restaurant', { user_id: first })
    await call(server.url, 'PUT', `${ORDER}/declineOrder`, {
      cookie: cookies.owner,
      body: { order_id: order._id, reason: 'kitchen closed' },
    })
    const second = deviceId()
    const asked = await post('rejoinRequest', { base_order_id: order._id, user_id: second })
    expect(asked.status).toBe(409)
    const answered = await post('rejoinResponse', {
      base_order_id: order._id,
      user_id: second,
      accepted: true,
      owner_id: first,
    })
    expect(answered.status).toBe(409)
  })

  it('an unknown order or a room order is 404', async () => {
    expect(
      (await post('rejoinRequest', { base_order_id: 'missing', user_id: deviceId() })).status,
    ).toBe(404)
    const room = await stayOrder(server, 0, 'roomservice')
    expect(
      (await post('rejoinRequest', { base_order_id: room._id, user_id: deviceId() })).status,
    ).toBe(404)
  })

  it.each([
    ['rejoinRequest', 'user_id', { user_id: 'short' }],
    ['rejoinRequest', 'base_order_id', { base_order_id: undefined }],
    ['rejoinResponse', 'accepted', { accepted: 'yes' }],
    ['rejoinResponse', 'owner_id', { owner_id: 'short' }],
  ])('%s: 400 naming %s', async (path, field, patch) => {
    const order = await tableOrder(server, 'restaurant', { user_id: deviceId() })
    const reply = await post(path, {
      base_order_id: order._id,
      user_id: deviceId(),
      accepted: true,
      ...patch,
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ code: 'validation', field })
  })

  it('the phone that placed the order cannot ask to join it (400)', async () => {
    const first = deviceId()
    const order = await tableOrder(server, 'restaurant', { user_id: first })
    const reply = await post('rejoinRequest', { base_order_id: order._id, user_id: first })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ field: 'user_id' })
  })
})

function baseBody(order: Order) {
  return {
    service_id: order.service_id,
    table_id: order.table_id,
    payment: 'cash',
    note: '',
    content: order.content.map((l) => ({ article_id: l.article_id!, count: 1, modifiers: [] })),
  }
}
