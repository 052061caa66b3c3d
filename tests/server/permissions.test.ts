import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ErrorBody, Order, PullPage } from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ACCESS, OLD_ORDER, ORDER, call, login } from '../helpers/http.ts'
import { dropSeededHistory, orderRow, stayOrder, tableOrder } from '../helpers/orders.ts'
import { DEMO_BOOKINGS } from '../../server/seed-data.ts'

let server: TestServer
const cookies: Record<string, string> = {}
let restaurant: Order, pool: Order, roomservice: Order, amenities: Order
beforeAll(async () => {
  server = await startTestServer()
  // The pull's orders below are this file's own.
  await dropSeededHistory(server)
  for (const name of ['owner', 'manager', 'waiter', 'kitchen', 'reception', 'therapist', 'admin']) {
    cookies[name] = await login(server.url, name)
  }
  restaurant = await tableOrder(server, 'restaurant')
  pool = await tableOrder(server, 'pool')
  roomservice = await stayOrder(server, 0, 'roomservice')
  amenities = await stayOrder(server, 1, 'amenities')
})
afterAll(async () => {
  await server.close()
})

const as = (who: string) => cookies[who]!
const pending = async (who: string) =>
  (
    await call<Order[]>(server.url, 'GET', `${ORDER}/getPendingOrder/${server.demo.businessId}`, {
      cookie: as(who),
    })
  ).body
    .map((o) => o._id)
    .sort()
const sorted = (...orders: Order[]) => orders.map((o) => o._id).sort()
const act = (who: string, path: string, order: Order) =>
  call<Order & Partial<ErrorBody>>(server.url, 'PUT', `${ORDER}/${path}`, {
    cookie: as(who),
    body: { order_id: order._id },
  })
const pull = async (who: string) =>
  (await call<PullPage>(server.url, 'GET', '/api/v2/sync/pull?limit=2000', { cookie: as(who) }))
    .body

describe('who sees and handles which orders', () => {
  it('the owner and the manager see every order', async () => {
    const all = sorted(restaurant, pool, roomservice, amenities)
    expect(await pending('owner')).toEqual(all)
    expect(await pending('manager')).toEqual(all)
  })

  it('the waiter sees restaurant, pool and room service, not amenities', async () => {
    expect(await pending('waiter')).toEqual(sorted(restaurant, pool, roomservice))
    const reply = await act('waiter', 'acceptOrder', amenities)
    expect(reply.status).toBe(403)
    expect(reply.body.code).toBe('forbidden')
    expect((await orderRow(server, amenities._id)).status).toBe('Pending')
  })

  it('the kitchen sees the services connected to it and may finish them, not amenities or the pool', async () => {
    expect(await pending('kitchen')).toEqual(sorted(restaurant, roomservice))
    const denied = await act('kitchen', 'finishOrder', amenities)
    expect(denied.status).toBe(403)
    expect((await act('kitchen', 'finishOrder', pool)).status).toBe(403)
    const finished = await act('kitchen', 'finishOrder', restaurant)
    expect(finished.status).toBe(200)
    expect(finished.body.status).toBe('Finished')
  })

  it('reception sees amenities only', async () => {
    expect(await pending('reception')).toEqual(sorted(amenities))
    expect((await act('reception', 'acceptOrder', roomservice)).status).toBe(403)
    const accepted = await act('reception', 'acceptOrder', amenities)
    expect(accepted.status).toBe(200)
    expect(accepted.body.status).toBe('Accepted')
  })

  it('the therapist (no order permission) gets 403 on every action and sees no orders', async () => {
    for (const path of ['acceptOrder', 'finishOrder', 'roomServiceFinished']) {
      const reply = await act('therapist', path, roomservice)
      expect(reply.status).toBe(403)
    }
    const decline = await call(server.url, 'PUT', `${ORDER}/declineOrder`, {
      cookie: as('therapist'),
      body: { order_id: roomservice._id, reason: 'no' },
    })
    expect(decline.status).toBe(403)
    expect((await orderRow(server, roomservice._id)).status).toBe('Pending')
    expect(await pending('therapist')).toEqual([])
    const history = await call<{ count: number }>(
      server.url,
      'GET',
      `${ORDER}/getOrdersPaginated/${server.demo.businessId}/1/10`,
      {
        cookie: as('therapist'),
      },
    )
    expect(history.body).toEqual({ count: 0, orders: [] })
    const page = await pull('therapist')
    expect(page.changes.filter((c) => c.table === 'orders')).toEqual([])
    expect(page.changes.some((c) => c.table === 'services')).toBe(true)
  })

  it('the pull holds exactly the orders a session may read', async () => {
    const orderIds = async (who: string) =>
      (await pull(who)).changes
        .filter((c) => c.table === 'orders')
        .map((c) => c.id)
        .sort()
    expect(await orderIds('owner')).toEqual(sorted(restaurant, pool, roomservice, amenities))
    expect(await orderIds('waiter')).toEqual(sorted(restaurant, pool, roomservice))
    expect(await orderIds('kitchen')).toEqual(sorted(restaurant, roomservice))
    expect(await orderIds('reception')).toEqual(sorted(amenities))
  })

  it('paidOrders with one order the caller may not read pays none (403)', async () => {
    const mine = await tableOrder(server, 'restaurant')
    const notMine = await stayOrder(server, 2, 'amenities')
    for (const o of [mine, notMine]) expect((await act('owner', 'finishOrder', o)).status).toBe(200)
    const reply = await call(server.url, 'PUT', `${OLD_ORDER}/paidOrders/`, {
      cookie: as('waiter'),
      body: { ids: [mine._id, notMine._id] },
    })
    expect(reply.status).toBe(403)
    expect((await orderRow(server, mine._id)).status).toBe('Finished')
    expect((await orderRow(server, notMine._id)).status).toBe('Finished')
  })
})

describe('room codes in the pull', () => {
  it.each([
    ['owner', true],
    ['manager', true],
    ['reception', true],
    ['waiter', false],
    ['kitchen', false],
    ['therapist', false],
  ])('%s sees room codes: %s', async (who, sees) => {
    const stays = (await pull(who)).changes.filter((c) => c.table === 'stays')
    // The 8 guests in the house and the stays booked ahead (no code before check-in).
    expect(stays).toHaveLength(8 + DEMO_BOOKINGS.length)
    for (const change of stays) {
      const row = change.row as { room_id: string; password?: string; check_in: string | null }
      if (sees) {
        const room = server.demo.rooms.find((r) => r._id === row.room_id)!
        expect(row.password).toBe(row.check_in ? room.stay!.password : '')
      } else {
        expect(row).not.toHaveProperty('password')
      }
    }
  })
})

describe('the platform admin and anonymous callers', () => {
  const STAFF_ROUTES: [string, string, unknown?][] = [
    ['GET', `${ORDER}/getPendingOrder/{biz}`],
    ['GET', `${ORDER}/getAcceptedOrders/{biz}`],
    ['GET', `${ORDER}/getFinishedOrders/{biz}`],
    ['GET', `${ORDER}/getOrdersPaginated/{biz}/1/10`],
    ['POST', `${ORDER}/getPendingOrdersByServiceIds`, { serviceIds: [] }],
    ['POST', `${ORDER}/getAcceptedOrdersByServiceIds`, { serviceIds: [] }],
    ['PUT', `${ORDER}/acceptOrder`, { order_id: '{order}' }],
    ['PUT', `${ORDER}/finishOrder`, { order_id: '{order}' }],
    ['PUT', `${OLD_ORDER}/paidOrders/`, { ids: ['{order}'] }],
    ['GET', `${OLD_ORDER}/getOrdersByBaseID/{order}`],
    ['GET', '/api/v2/sync/pull'],
    ['GET', '/api/v2/hotel/room/getHotelRoomsByBusinessID/{biz}'],
    ['GET', `${ACCESS}/getServices`],
  ]
  const fill = (s: string) =>
    s.replace('{biz}', server.demo.businessId).replace('{order}', pool._id)
  const fillBody = (b: unknown) =>
    b === undefined ? {} : { body: JSON.parse(fill(JSON.stringify(b))) as unknown }

  it.each(STAFF_ROUTES)('admin: %s %s is 403', async (method, path, body) => {
    const reply = await call(server.url, method, fill(path), {
      cookie: as('admin'),
      ...fillBody(body),
    })
    expect(reply.status).toBe(403)
    expect(reply.body.code).toBe('forbidden')
  })

  it.each(STAFF_ROUTES)('anonymous: %s %s is 401', async (method, path, body) => {
    const reply = await call(server.url, method, fill(path), fillBody(body))
    expect(reply.status).toBe(401)
    expect(reply.body.code).toBe('unauthorized')
  })

  it('nothing changed hands', async () => {
    expect((await orderRow(server, pool._id)).status).toBe('Pending')
  })
})
