import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import type { Order } from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { OLD_ORDER, ORDER, call, login } from '../helpers/http.ts'
import {
  articleOf,
  backdate,
  guestCookie,
  line,
  stayOrder,
  tableBody,
  tableOf,
  tableOrder,
} from '../helpers/orders.ts'

let server: TestServer
let owner: string
let waiter: string
beforeAll(async () => {
  server = await startTestServer()
  ;[owner, waiter] = await Promise.all([login(server.url, 'owner'), login(server.url, 'waiter')])
})
afterAll(async () => {
  await server.close()
})

const get = (path: string, cookie: string) => call<Order[]>(server.url, 'GET', path, { cookie })
const post = (path: string, body: unknown, cookie: string) =>
  call<Order[]>(server.url, 'POST', path, { cookie, body })
const put = (path: string, body: unknown, cookie = owner) =>
  call<Order>(server.url, 'PUT', path, { cookie, body })
const ids = (list: Order[]) => list.map((o) => o._id)

/** Removes every order, so each block starts from a known board. */
async function clearOrders(): Promise<void> {
  await server.ctx.db.delete(t.orders)
}

describe('pending, accepted and finished lists', () => {
  let roomservice: Order, restaurant: Order, amenities: Order, pool: Order
  let accepted: Order, finished: Order
  beforeAll(async () => {
    await clearOrders()
    roomservice = await stayOrder(server, 0, 'roomservice')
    restaurant = await tableOrder(server, 'restaurant')
    amenities = await stayOrder(server, 1, 'amenities')
    pool = await tableOrder(server, 'pool')
    accepted = await tableOrder(server, 'restaurant')
    finished = await tableOrder(server, 'pool')
    // distinct times, oldest first in this order
    const order = [roomservice, restaurant, amenities, pool, accepted, finished]
    for (const [i, o] of order.entries()) await backdate(server, o._id, 10 - i)
    expect((await put(`${ORDER}/acceptOrder`, { order_id: accepted._id })).status).toBe(200)
    expect((await put(`${ORDER}/finishOrder`, { order_id: finished._id })).status).toBe(200)
  })

  it('getPendingOrder: the pending orders of readable services, newest first', async () => {
    const all = await get(`${ORDER}/getPendingOrder/${server.demo.businessId}`, owner)
    expect(all.status).toBe(200)
    expect(ids(all.body)).toEqual([pool._id, amenities._id, restaurant._id, roomservice._id])
    expect(all.body.every((o) => o.status === 'Pending')).toBe(true)
    const mine = await get(`${ORDER}/getPendingOrder/${server.demo.businessId}`, waiter)
    expect(ids(mine.body)).toEqual([pool._id, restaurant._id, roomservice._id])
  })

  it('getPendingOrdersByServiceIds: only those services, and only readable ones', async () => {
    const s = server.demo.services
    const one = await post(
      `${ORDER}/getPendingOrdersByServiceIds`,
      { serviceIds: [s.restaurant._id] },
      waiter,
    )
    expect(one.status).toBe(200)
    expect(ids(one.body)).toEqual([restaurant._id])
    const notMine = await post(
      `${ORDER}/getPendingOrdersByServiceIds`,
      { serviceIds: [s.amenities._id] },
      waiter,
    )
    expect(notMine.body).toEqual([])
    const two = await post(
      `${ORDER}/getPendingOrdersByServiceIds`,
      { serviceIds: [s.amenities._id, s.roomservice._id] },
      owner,
    )
    expect(ids(two.body)).toEqual([amenities._id, roomservice._id])
    expect(
      (await post(`${ORDER}/getPendingOrdersByServiceIds`, { serviceIds: [] }, owner)).body,
    ).toEqual([])
  })

  it('getAcceptedOrders(ByServiceIds) and getFinishedOrders', async () => {
    const s = server.demo.services
    const acc = await get(`${ORDER}/getAcceptedOrders/${server.demo.businessId}`, waiter)
    expect(acc.status).toBe(200)
    expect(ids(acc.body)).toEqual([accepted._id])
    expect(acc.body[0]!.status).toBe('Accepted')
    const byService = await post(
      `${ORDER}/getAcceptedOrdersByServiceIds`,
      { serviceIds: [s.restaurant._id] },
      owner,
    )
    expect(ids(byService.body)).toEqual([accepted._id])
    expect(
      (await post(`${ORDER}/getAcceptedOrdersByServiceIds`, { serviceIds: [s.pool._id] }, owner))
        .body,
    ).toEqual([])
    const fin = await get(`${ORDER}/getFinishedOrders/${server.demo.businessId}`, owner)
    expect(ids(fin.body)).toEqual([finished._id])
    expect(fin.body[0]!.status).toBe('Finished')
  })

  it('getFinishedOrdersOfTable lists the finished orders of one table', async () => {
    const reply = await get(`${OLD_ORDER}/getFinishedOrdersOfTable/${finished.table_id}`, owner)
    expect(ids(reply.body)).toEqual([finished._id])
    const other = await get(
      `${OLD_ORDER}/getFinishedOrdersOfTable/${tableOf(server, 'restaurant', 7)._id}`,
      owner,
    )
    expect(other.body).toEqual([])
  })

  it('getOrderByUserId: a stay guest reads their own orders, not another stay’s', async () => {
    const cookie = await guestCookie(server, 0)
    const own = await get(
      `${ORDER}/getOrderByUserId/${server.demo.businessId}/${roomservice.stay_id}`,
      cookie,
    )
    expect(own.status).toBe(200)
    expect(ids(own.body)).toEqual([roomservice._id])
    const other = await call(
      server.url,
      'GET',
      `${ORDER}/getOrderByUserId/${server.demo.businessId}/${amenities.stay_id}`,
      { cookie },
    )
    expect(other.status).toBe(403)
    // staff read only the services they may read
    const byWaiter = await get(
      `${ORDER}/getOrderByUserId/${server.demo.businessId}/${amenities.stay_id}`,
      waiter,
    )
    expect(byWaiter.body).toEqual([])
  })
})

describe('orders merged by base order id', () => {
  let base: Order
  let later: Order
  beforeAll(async () => {
    await clearOrders()
    base = await tableOrder(server, 'restaurant', { note: 'no ice' })
    await backdate(server, base._id, 2)
    later = await tableOrder(server, 'pool')
    await backdate(server, later._id, 1)
  })

  const addTo = (baseId: string, note: string, articleName: string) =>
    call<Order>(server.url, 'POST', `${OLD_ORDER}/updateOrder/${baseId}`, {
      body: tableBody(server, 'restaurant', {
        note,
        content: [line(articleOf(server, 'restaurant', articleName)._id)],
      }),
    })

  it('updateOrder/{baseId} stores a new order linked to the base', async () => {
    const first = await addTo(base._id, '', 'Tomato soup')
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ base_order_id: base._id, status: 'Pending' })
    expect(first.body._id).not.toBe(base._id)
    const second = await addTo(base._id, 'extra lemon', 'Fresh orange juice')
    expect(second.status).toBe(200)
    const additions = await get(`${OLD_ORDER}/getOrdersByBaseID/${base._id}`, owner)
    expect(ids(additions.body).sort()).toEqual([first.body._id, second.body._id].sort())
  })

  it('lists merge the additions into the base: lines appended, notes joined, newest first', async () => {
    const list = (await get(`${ORDER}/getPendingOrder/${server.demo.businessId}`, owner)).body
    // the base is older than `later`, but the merged order keeps the base's time
    expect(ids(list)).toEqual([later._id, base._id])
    const merged = list[1]!
    expect(merged.content.map((l) => l.name.en)).toEqual([
      base.content[0]!.name.en,
      'Tomato soup',
      'Fresh orange juice',
    ])
    expect(merged.note).toBe('no ice / extra lemon')
  })

  it('an addition whose base is not in the list stays on its own', async () => {
    expect((await put(`${ORDER}/acceptOrder`, { order_id: base._id })).status).toBe(200)
    const pending = (await get(`${ORDER}/getPendingOrder/${server.demo.businessId}`, owner)).body
    expect(pending).toHaveLength(3)
    expect(pending.filter((o) => o.base_order_id === base._id)).toHaveLength(2)
    const accepted = (await get(`${ORDER}/getAcceptedOrders/${server.demo.businessId}`, owner)).body
    expect(ids(accepted)).toEqual([base._id])
    expect(accepted[0]!.content).toHaveLength(1)
  })

  it('an addition to a closed base order is refused (409) and not written', async () => {
    const closed = await tableOrder(server, 'restaurant')
    expect(
      (await put(`${ORDER}/declineOrder`, { order_id: closed._id, reason: 'closed' })).status,
    ).toBe(200)
    const reply = await call(server.url, 'POST', `${OLD_ORDER}/updateOrder/${closed._id}`, {
      body: tableBody(server, 'restaurant'),
    })
    expect(reply.status).toBe(409)
    const rows = await server.ctx.db
      .select()
      .from(t.orders)
      .where(eq(t.orders.baseOrderId, closed._id))
    expect(rows).toEqual([])
  })
})

describe('createAcceptedOrder (staff)', () => {
  it('an order taken by staff is Accepted, origin Reception, priced from the menu', async () => {
    // a client price is ignored
    const water = { ...line(articleOf(server, 'restaurant', 'Mineral water')._id, 2), price: 0 }
    const reply = await call<Order>(server.url, 'POST', `${ORDER}/createAcceptedOrder`, {
      cookie: waiter,
      body: tableBody(server, 'restaurant', { content: [water] }),
    })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({
      status: 'Accepted',
      origin: 'Reception',
      service_id: server.demo.services.restaurant._id,
    })
    expect(reply.body.content).toEqual([expect.objectContaining({ price: 3, count: 2 })])
    const [row] = await server.ctx.db.select().from(t.orders).where(eq(t.orders.id, reply.body._id))
    expect(row!.status).toBe('Accepted')
    expect(row!.updatedBy).toBeTruthy()
  })

  it('Finished at once when the service has instantFinishOrder', async () => {
    const pool = eq(t.services.id, server.demo.services.pool._id)
    const [row] = await server.ctx.db.select().from(t.services).where(pool)
    await server.ctx.db
      .update(t.services)
      .set({ options: { ...row!.options, instantFinishOrder: true } })
      .where(pool)
    try {
      const reply = await call<Order>(server.url, 'POST', `${ORDER}/createAcceptedOrder`, {
        cookie: waiter,
        body: tableBody(server, 'pool'),
      })
      expect(reply.status).toBe(200)
      expect(reply.body.status).toBe('Finished')
    } finally {
      await server.ctx.db.update(t.services).set({ options: row!.options }).where(pool)
    }
  })

  it('for a stay: the room number is filled in', async () => {
    const body = {
      service_id: server.demo.services.roomservice._id,
      stay_id: server.demo.rooms[0]!.stay!._id,
      payment: 'room',
      content: [line(articleOf(server, 'roomservice')._id)],
    }
    const reply = await call<Order>(server.url, 'POST', `${ORDER}/createAcceptedOrder`, {
      cookie: owner,
      body,
    })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({
      status: 'Accepted',
      room_number: server.demo.rooms[0]!.name,
      stay_id: body.stay_id,
    })
  })

  it('needs order permission on the service (403) and a session (401)', async () => {
    const before = (await server.ctx.db.select().from(t.orders)).length
    const body = {
      service_id: server.demo.services.amenities._id,
      stay_id: server.demo.rooms[0]!.stay!._id,
      payment: 'cash',
      content: [line(articleOf(server, 'amenities')._id)],
    }
    const forbidden = await call(server.url, 'POST', `${ORDER}/createAcceptedOrder`, {
      cookie: waiter,
      body,
    })
    expect(forbidden.status).toBe(403)
    const anonymous = await call(server.url, 'POST', `${ORDER}/createAcceptedOrder`, { body })
    expect(anonymous.status).toBe(401)
    expect((await server.ctx.db.select().from(t.orders)).length).toBe(before)
  })
})
