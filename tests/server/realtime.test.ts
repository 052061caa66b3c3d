import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CallWaiterEvent, Change, Me, Order } from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ACCESS, ORDER, call, login } from '../helpers/http.ts'
import { guestCookie, stayOrder, stayRoom, tableOf, tableOrder } from '../helpers/orders.ts'
import {
  connectSocket,
  handshakeError,
  initGuest,
  initStaff,
  type TestSocket,
} from '../helpers/socket.ts'

let server: TestServer
const cookies: Record<string, string> = {}
const open: TestSocket[] = []
beforeAll(async () => {
  server = await startTestServer()
  for (const name of ['owner', 'waiter', 'therapist', 'reception', 'kitchen'])
    cookies[name] = await login(server.url, name)
})
afterEach(() => {
  for (const s of open.splice(0)) s.close()
})
afterAll(async () => {
  await server.close()
})

async function socketOf(cookie?: string): Promise<TestSocket> {
  const s = await connectSocket(server.url, cookie)
  open.push(s)
  return s
}

async function staffSocket(who: string, services: string[] = []): Promise<TestSocket> {
  const s = await socketOf(cookies[who])
  const ack = await initStaff(s, services)
  expect(ack.ok, ack.error).toBe(true)
  return s
}

const about = (id: string) => (change: Change) => change.id === id
const events = (s: TestSocket, id: string) =>
  s.received.filter((r) => (r.payload as Change | undefined)?.id === id).map((r) => r.event)

/** A probe sent to every staff socket of the business after the events under test: whatever should have come has come. */
async function settle(...sockets: TestSocket[]): Promise<void> {
  const token = Math.random().toString(36)
  server.ctx.realtime.io.to(`biz:${server.demo.businessId}`).emit('probe', token)
  await Promise.all(sockets.map((s) => s.next<string>('probe', (p) => p === token)))
}

describe('staff sockets', () => {
  it('join only the services they may read: the waiter gets room service, not amenities', async () => {
    const waiter = await staffSocket('waiter')
    const amenities = await stayOrder(server, 1, 'amenities')
    const roomservice = await stayOrder(server, 0, 'roomservice')
    const created = await waiter.next<Change>('orderCreated', about(roomservice._id))
    expect(created).toMatchObject({
      table: 'orders',
      id: roomservice._id,
      version: roomservice.version,
      deleted: false,
    })
    expect((created.row as Order).status).toBe('Pending')
    await settle(waiter)
    expect(events(waiter, amenities._id)).toEqual([])
  })

  it('asking for services one may not read joins none of them', async () => {
    const s = server.demo.services
    const waiter = await staffSocket('waiter', [s.amenities._id, s.pool._id])
    const amenities = await stayOrder(server, 1, 'amenities')
    const roomservice = await stayOrder(server, 0, 'roomservice')
    const pool = await tableOrder(server, 'pool')
    await waiter.next<Change>('orderCreated', about(pool._id))
    await settle(waiter)
    expect(events(waiter, amenities._id)).toEqual([])
    // only the services asked for
    expect(events(waiter, roomservice._id)).toEqual([])
  })

  it('a kitchen that names itself hears the orders of its connected services, not others', async () => {
    const s = server.demo.services
    const kitchen = await staffSocket('kitchen', [s.kitchen._id])
    const pool = await tableOrder(server, 'pool')
    const roomservice = await stayOrder(server, 0, 'roomservice')
    await kitchen.next<Change>('orderCreated', about(roomservice._id))
    await settle(kitchen)
    expect(events(kitchen, pool._id)).toEqual([])
  })

  it('the therapist receives no order events', async () => {
    const therapist = await staffSocket('therapist')
    const order = await tableOrder(server, 'restaurant')
    await call(server.url, 'PUT', `${ORDER}/acceptOrder`, {
      cookie: cookies.owner,
      body: { order_id: order._id },
    })
    await settle(therapist)
    expect(therapist.received.filter((r) => r.event.startsWith('order'))).toEqual([])
  })

  it('every status change reaches the service’s staff with the new version', async () => {
    const kitchen = await staffSocket('kitchen')
    const order = await tableOrder(server, 'restaurant')
    const accepted = await call<Order>(server.url, 'PUT', `${ORDER}/acceptOrder`, {
      cookie: cookies.owner,
      body: { order_id: order._id },
    })
    const finished = await call<Order>(server.url, 'PUT', `${ORDER}/finishOrder`, {
      cookie: cookies.owner,
      body: { order_id: order._id },
    })
    const a = await kitchen.next<Change>('orderAccepted', about(order._id))
    const f = await kitchen.next<Change>('orderFinished', about(order._id))
    expect([a.version, (a.row as Order).status]).toEqual([accepted.body.version, 'Accepted'])
    expect([f.version, (f.row as Order).status]).toEqual([finished.body.version, 'Finished'])
    expect(events(kitchen, order._id)).toEqual(['orderCreated', 'orderAccepted', 'orderFinished'])
  })

  it('a no-op repeat emits nothing', async () => {
    const waiter = await staffSocket('waiter')
    const order = await tableOrder(server, 'restaurant')
    await call(server.url, 'PUT', `${ORDER}/acceptOrder`, {
      cookie: cookies.owner,
      body: { order_id: order._id },
    })
    await call(server.url, 'PUT', `${ORDER}/acceptOrder`, {
      cookie: cookies.owner,
      body: { order_id: order._id },
    })
    await waiter.next<Change>('orderAccepted', about(order._id))
    await settle(waiter)
    expect(events(waiter, order._id)).toEqual(['orderCreated', 'orderAccepted'])
  })

  it('a staff init without a session is refused', async () => {
    const anonymous = await socketOf()
    const ack = await initStaff(anonymous)
    expect(ack.ok).toBe(false)
  })
})

describe('guest sockets', () => {
  it('a guest receives the status changes of their own order only', async () => {
    const { stay } = stayRoom(server, 2)
    const other = stayRoom(server, 3).stay
    const mine = await socketOf(await guestCookie(server, 2))
    expect(await initGuest(mine, stay._id)).toEqual({ ok: true, rooms: 2 })
    const theirs = await socketOf(await guestCookie(server, 3))
    expect((await initGuest(theirs, other._id)).ok).toBe(true)

    const order = await stayOrder(server, 2, 'roomservice')
    await call(server.url, 'PUT', `${ORDER}/declineOrder`, {
      cookie: cookies.owner,
      body: { order_id: order._id, reason: 'Kitchen closed' },
    })
    const declined = await mine.next<Change>('orderDeclined', about(order._id))
    expect(declined.row).toMatchObject({ status: 'Declined', decline_reason: 'Kitchen closed' })
    await theirs.next<Change>(
      'orderCreated',
      about((await stayOrder(server, 3, 'roomservice'))._id),
    )
    expect(events(theirs, order._id)).toEqual([])
  })

  it('a guest cannot join another stay', async () => {
    const intruder = await socketOf(await guestCookie(server, 4))
    const ack = await initGuest(intruder, stayRoom(server, 5).stay._id)
    expect(ack.ok).toBe(false)
  })

  it('a table guest follows their own order by their device id', async () => {
    const device = `device-${Math.random().toString(36).slice(2)}-0123456789`
    const phone = await socketOf()
    expect(await initGuest(phone, device)).toEqual({ ok: true, rooms: 1 })
    const order = await tableOrder(server, 'restaurant', { user_id: device })
    await call(server.url, 'PUT', `${ORDER}/acceptOrder`, {
      cookie: cookies.owner,
      body: { order_id: order._id },
    })
    const accepted = await phone.next<Change>('orderAccepted', about(order._id))
    expect((accepted.row as Order).status).toBe('Accepted')
  })
})

describe('call waiter', () => {
  it('reaches the staff of the table’s service with the table name', async () => {
    const waiter = await staffSocket('waiter')
    const reception = await staffSocket('reception')
    const table = tableOf(server, 'restaurant', 3)
    const reply = await call(server.url, 'POST', `${ORDER}/callWaiter/`, {
      body: { table_id: table._id },
    })
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ ok: true })
    const event = await waiter.next<CallWaiterEvent>('callWaiter')
    expect(event).toMatchObject({
      source: table._id,
      table_name: table.name,
      service_id: server.demo.services.restaurant._id,
    })
    expect(Number.isNaN(Date.parse(event.time))).toBe(false)
    await settle(reception)
    expect(reception.received.filter((r) => r.event === 'callWaiter')).toEqual([])
  })
})

describe('handshake', () => {
  it('an expired access token fails with "Unauthorized: Token expired"', async () => {
    const me = (await call<Me>(server.url, 'GET', `${ACCESS}/me`, { cookie: cookies.waiter })).body
    const expired = await server.ctx.tokens.sign(
      {
        sub: me.account_id,
        role: 'employee',
        username: 'waiter',
        business_id: me.business_id,
        employee_id: me.employee_id,
        sid: 's',
      },
      'access',
      -10,
    )
    const error = await handshakeError(server.url, `access=${expired}`)
    expect(error.message).toBe('Unauthorized: Token expired')
  })

  it('a forged access token fails with Unauthorized', async () => {
    const error = await handshakeError(server.url, 'access=not.a.token')
    expect(error.message).toBe('Unauthorized')
  })
})
