import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { GuestAccount } from '../../server/routes/guest-accounts.ts'
import {
  PUSH_PATH,
  deliveryStage,
  type Change,
  type ErrorBody,
  type Order,
  type PushReply,
} from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ACCESS, ORDER, call, login } from '../helpers/http.ts'
import {
  articleOf,
  guestCookie,
  line,
  orderRow,
  stayOrder,
  stayRoom,
  tableOrder,
} from '../helpers/orders.ts'
import { createOtherBusiness, type OtherBusiness } from '../helpers/tenant.ts'
import { connectSocket, initGuest, initStaff, type TestSocket } from '../helpers/socket.ts'

let server: TestServer
let other: OtherBusiness
const cookies: Record<string, string> = {}
const open: TestSocket[] = []
beforeAll(async () => {
  server = await startTestServer()
  other = await createOtherBusiness(server.ctx.db)
  for (const name of ['owner', 'waiter', 'kitchen', 'therapist', 'reception'])
    cookies[name] = await login(server.url, name)
})
afterEach(() => {
  for (const s of open.splice(0)) s.close()
})
afterAll(async () => {
  await server.close()
})

async function staffSocket(who: string): Promise<TestSocket> {
  const s = await connectSocket(server.url, cookies[who])
  open.push(s)
  expect((await initStaff(s)).ok).toBe(true)
  return s
}

const itemState = (body: unknown, who = 'kitchen', headers?: Record<string, string>) =>
  call<Order & ErrorBody>(server.url, 'POST', `${ORDER}/itemStateForOrder`, {
    cookie: cookies[who],
    body,
    ...(headers ? { headers } : {}),
  })

const addGuest = (body: unknown, who = 'waiter') =>
  call<Order & { guest_id: string } & ErrorBody>(server.url, 'POST', `${ORDER}/addGuestToOrder`, {
    cookie: cookies[who],
    body,
  })

async function accepted(key: 'restaurant' | 'pool' = 'restaurant'): Promise<Order> {
  const order = await tableOrder(server, key, {
    content: [line(articleOf(server, key)._id, 2), line(articleOf(server, key)._id, 1)],
  })
  const reply = await call<Order>(server.url, 'PUT', `${ORDER}/acceptOrder`, {
    cookie: cookies.owner,
    body: { order_id: order._id },
  })
  return reply.body
}

describe('itemStateForOrder', () => {
  it('the kitchen marks a line; the version goes up and staff get orderChanged', async () => {
    const order = await accepted()
    expect(order.content[0]!.state).toBeUndefined()
    const waiter = await staffSocket('waiter')
    const reply = await itemState({ order_id: order._id, line: 1, state: 'preparing' })
    expect(reply.status).toBe(200)
    expect(reply.body.version).toBeGreaterThan(order.version)
    expect(reply.body.status).toBe('Accepted')
    expect(reply.body.content.map((l) => l.state)).toEqual([undefined, 'preparing'])
    expect(reply.body.content[1]).toEqual({ ...order.content[1], state: 'preparing' })
    const event = await waiter.next<Change>('orderChanged', (c) => c.id === order._id)
    expect(event.version).toBe(reply.body.version)
    expect((event.row as Order).content[1]!.state).toBe('preparing')
    expect((await orderRow(server, order._id)).content[1]!.state).toBe('preparing')

    const ready = await itemState({ order_id: order._id, line: 1, state: 'ready' }, 'owner')
    expect(ready.body.content[1]!.state).toBe('ready')
    expect(ready.body.version).toBeGreaterThan(reply.body.version)
  })

  it('setting the state a line already has changes nothing (absent counts as pending)', async () => {
    const order = await accepted()
    const waiter = await staffSocket('waiter')
    const same = await itemState({ order_id: order._id, line: 0, state: 'pending' })
    expect(same.status).toBe(200)
    expect(same.body.version).toBe(order.version)
    const served = await itemState({ order_id: order._id, line: 0, state: 'served' })
    const again = await itemState({ order_id: order._id, line: 0, state: 'served' })
    expect(again.body.version).toBe(served.body.version)
    await waiter.next<Change>('orderChanged', (c) => c.id === order._id)
    const token = randomUUID()
    server.ctx.realtime.io.to(`biz:${server.demo.businessId}`).emit('probe', token)
    await waiter.next<string>('probe', (p) => p === token)
    expect(
      waiter.received.filter(
        (r) => r.event === 'orderChanged' && (r.payload as Change).id === order._id,
      ),
    ).toHaveLength(1)
  })

  it('works on a pending order too (room service, read by the kitchen through its connection)', async () => {
    const order = await stayOrder(server, 0, 'roomservice')
    const reply = await itemState({ order_id: order._id, line: 0, state: 'preparing' })
    expect(reply.status).toBe(200)
    expect(reply.body.status).toBe('Pending')
  })

  it('a closed order is 409 with the server’s row; nothing is written', async () => {
    const order = await tableOrder(server)
    const declined = await call<Order>(server.url, 'PUT', `${ORDER}/declineOrder`, {
      cookie: cookies.owner,
      body: { order_id: order._id, reason: 'closed' },
    })
    const reply = await itemState({ order_id: order._id, line: 0, state: 'ready' })
    expect(reply.status).toBe(409)
    expect(reply.body).toMatchObject({ code: 'order.illegal_transition' })
    expect(reply.body.current?.version).toBe(declined.body.version)
    expect((await orderRow(server, order._id)).version).toBe(declined.body.version)
  })

  it('staff without order access to the service are 403; nothing is written', async () => {
    const amenities = await stayOrder(server, 1, 'amenities')
    const restaurant = await accepted()
    for (const [who, order] of [
      ['therapist', restaurant],
      ['waiter', amenities],
      ['kitchen', amenities],
      ['reception', restaurant],
    ] as const) {
      const reply = await itemState({ order_id: order._id, line: 0, state: 'ready' }, who)
      expect(reply.status, who).toBe(403)
      expect((await orderRow(server, order._id)).version).toBe(order.version)
    }
    expect(
      (await itemState({ order_id: amenities._id, line: 0, state: 'ready' }, 'reception')).status,
    ).toBe(200)
  })

  it('another business’s order is 404 like a missing one; no session is 401', async () => {
    const foreign = await itemState({ order_id: other.orderId, line: 0, state: 'ready' }, 'owner')
    expect(foreign.status).toBe(404)
    const missing = await itemState({ order_id: 'missing', line: 0, state: 'ready' }, 'owner')
    expect(missing.status).toBe(404)
    expect(foreign.body.message).toBe(missing.body.message)
    expect((await orderRow(server, other.orderId)).content[0]!.state).toBeUndefined()
    const anonymous = await call(server.url, 'POST', `${ORDER}/itemStateForOrder`, {
      body: { order_id: other.orderId, line: 0, state: 'ready' },
    })
    expect(anonymous.status).toBe(401)
  })

  it.each([
    ['line', { line: 2 }],
    ['line', { line: -1 }],
    ['line', { line: '0' }],
    ['state', { state: 'cooking' }],
    ['state', { state: undefined }],
    ['order_id', { order_id: 7 }],
  ])('400 naming %s, nothing written (%j)', async (field, patch) => {
    const order = await accepted()
    const reply = await itemState({ order_id: order._id, line: 0, state: 'ready', ...patch })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ code: 'validation', field })
    expect((await orderRow(server, order._id)).version).toBe(order.version)
  })

  it('without a line every line takes the state: room service is ready to deliver, the guest hears it', async () => {
    const pending = await stayOrder(server, 0, 'roomservice', {
      content: [
        line(articleOf(server, 'roomservice')._id, 2),
        line(articleOf(server, 'roomservice')._id),
      ],
    })
    const order = (
      await call<Order>(server.url, 'PUT', `${ORDER}/acceptOrder`, {
        cookie: cookies.owner,
        body: { order_id: pending._id },
      })
    ).body
    const guestSocket = await connectSocket(server.url, await guestCookie(server, 0))
    open.push(guestSocket)
    expect((await initGuest(guestSocket, stayRoom(server, 0).stay._id)).ok).toBe(true)
    await itemState({ order_id: order._id, line: 0, state: 'served' })
    const reply = await itemState({ order_id: order._id, state: 'ready' })
    expect(reply.status).toBe(200)
    // Both dishes and the operating price line.
    expect(reply.body.content.map((l) => l.state)).toEqual(['ready', 'ready', 'ready'])
    expect(deliveryStage(reply.body)).toBe('ready')
    const heard = await guestSocket.next<Change>(
      'orderChanged',
      (c) => c.id === order._id && c.version === reply.body.version,
    )
    expect(deliveryStage(heard.row as Order)).toBe('ready')
    // Nothing left to change: the same again writes nothing.
    const again = await itemState({ order_id: order._id, state: 'ready' })
    expect(again.body.version).toBe(reply.body.version)
  })

  it('order.lineState through the push (the kitchen offline): once, a replay answers the same', async () => {
    const order = await accepted()
    const action = {
      id: randomUUID(),
      type: 'order.lineState',
      payload: { order_id: order._id, state: 'ready' },
    }
    const push = () =>
      call<PushReply>(server.url, 'POST', PUSH_PATH, {
        cookie: cookies.kitchen,
        body: { actions: [action] },
      })
    const first = (await push()).body.results[0]!
    expect(first.status).toBe(200)
    const row = first.body as Order
    expect(row.content.every((l) => l.state === 'ready')).toBe(true)
    const replay = (await push()).body.results[0]!
    expect(replay).toMatchObject({ status: 200, replayed: true })
    expect((replay.body as Order).version).toBe(row.version)
    expect((await orderRow(server, order._id)).version).toBe(row.version)
    // A declined order's lines are closed: the push answers 409 with the server's row.
    const declined = await tableOrder(server)
    await call(server.url, 'PUT', `${ORDER}/declineOrder`, {
      cookie: cookies.owner,
      body: { order_id: declined._id, reason: 'closed' },
    })
    const late = await call<PushReply>(server.url, 'POST', PUSH_PATH, {
      cookie: cookies.kitchen,
      body: {
        actions: [
          { ...action, id: randomUUID(), payload: { order_id: declined._id, state: 'ready' } },
        ],
      },
    })
    expect(late.body.results[0]).toMatchObject({
      status: 409,
      body: { code: 'order.illegal_transition' },
    })
  })

  it('with an Idempotency-Key a repeat replays the first answer', async () => {
    const order = await accepted()
    const headers = { 'Idempotency-Key': randomUUID() }
    const first = await itemState(
      { order_id: order._id, line: 0, state: 'ready' },
      'kitchen',
      headers,
    )
    await itemState({ order_id: order._id, line: 0, state: 'served' })
    const replay = await itemState(
      { order_id: order._id, line: 0, state: 'ready' },
      'kitchen',
      headers,
    )
    expect(replay.headers.get('idempotent-replay')).toBe('true')
    expect(replay.text).toBe(first.text)
    expect((await orderRow(server, order._id)).content[0]!.state).toBe('served')
  })
})

describe('addGuestToOrder', () => {
  async function newGuest(businessId?: string): Promise<GuestAccount> {
    const reply = await call<GuestAccount>(server.url, 'POST', `${ACCESS}/registerNewGuest`, {
      body: {
        email: `linked.${randomUUID().slice(0, 8)}@mail.example.com`,
        password: 'sunny-beach-7',
        ...(businessId ? { business_id: businessId } : {}),
      },
    })
    expect(reply.status).toBe(200)
    return reply.body
  }

  it('links a guest of the hotel to an order; the version goes up', async () => {
    const guest = await newGuest(server.demo.businessId)
    const order = await accepted()
    const reply = await addGuest({ order_id: order._id, guest_id: guest._id })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ _id: order._id, guest_id: guest._id })
    expect(reply.body.version).toBeGreaterThan(order.version)
    expect((await orderRow(server, order._id)).guestId).toBe(guest._id)
    // again: nothing changes
    const again = await addGuest({ order_id: order._id, guest_id: guest._id })
    expect(again.body.version).toBe(reply.body.version)
  })

  it('a guest registered without a hotel can be linked too', async () => {
    const guest = await newGuest()
    const order = await stayOrder(server, 2, 'roomservice')
    const reply = await addGuest({ order_id: order._id, guest_id: guest._id })
    expect(reply.status).toBe(200)
  })

  it('an unknown guest, another hotel’s guest or another hotel’s order is 404; nothing written', async () => {
    const order = await accepted()
    const foreignGuest = await newGuest(other.businessId)
    const ownGuest = await newGuest(server.demo.businessId)
    for (const body of [
      { order_id: order._id, guest_id: 'missing' },
      { order_id: order._id, guest_id: foreignGuest._id },
      { order_id: other.orderId, guest_id: ownGuest._id },
      { order_id: 'missing', guest_id: ownGuest._id },
    ]) {
      const reply = await addGuest(body, 'owner')
      expect(reply.status).toBe(404)
      expect(reply.body).toMatchObject({ code: 'not_found' })
    }
    expect((await orderRow(server, order._id)).guestId).toBeNull()
    expect((await orderRow(server, other.orderId)).guestId).toBeNull()
  })

  it('staff without order access to the service are 403; 400 names a bad field', async () => {
    const guest = await newGuest(server.demo.businessId)
    const order = await accepted()
    expect((await addGuest({ order_id: order._id, guest_id: guest._id }, 'therapist')).status).toBe(
      403,
    )
    const bad = await addGuest({ order_id: order._id })
    expect(bad.status).toBe(400)
    expect(bad.body.field).toBe('guest_id')
    expect((await orderRow(server, order._id)).guestId).toBeNull()
  })
})
