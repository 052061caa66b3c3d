import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import type { Order, PullPage, Service } from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ACCESS, OLD_ORDER, ORDER, call, login } from '../helpers/http.ts'
import { createOtherBusiness, type OtherBusiness } from '../helpers/tenant.ts'
import { guestCookie, line, stayBody, stayRoom, tableBody } from '../helpers/orders.ts'

let server: TestServer
let other: OtherBusiness
let owner: string
beforeAll(async () => {
  server = await startTestServer()
  other = await createOtherBusiness(server.ctx.db)
  owner = await login(server.url, 'owner')
})
afterAll(async () => {
  await server.close()
})

async function otherRows() {
  const rows = await server.ctx.db
    .select()
    .from(t.orders)
    .where(eq(t.orders.businessId, other.businessId))
  return rows.sort((a, b) => a.id.localeCompare(b.id))
}

interface Probe {
  name: string
  method: 'GET' | 'POST' | 'PUT'
  path: (b: string) => string
  body?: (o: OtherBusiness) => unknown
}

/** Staff routes addressed with another business's business, room or order ids. */
const NOT_FOUND: Probe[] = [
  { name: 'getPendingOrder', method: 'GET', path: (b) => `${ORDER}/getPendingOrder/${b}` },
  { name: 'getAcceptedOrders', method: 'GET', path: (b) => `${ORDER}/getAcceptedOrders/${b}` },
  { name: 'getFinishedOrders', method: 'GET', path: (b) => `${ORDER}/getFinishedOrders/${b}` },
  {
    name: 'getOrdersPaginated',
    method: 'GET',
    path: (b) => `${ORDER}/getOrdersPaginated/${b}/1/10`,
  },
  {
    name: 'getHotelRoomsByBusinessID',
    method: 'GET',
    path: (b) => `/api/v2/hotel/room/getHotelRoomsByBusinessID/${b}`,
  },
  {
    name: 'getOrderByUserId',
    method: 'GET',
    path: (b) => `${ORDER}/getOrderByUserId/${b}/${other.stayId}`,
  },
  {
    name: 'acceptOrder',
    method: 'PUT',
    path: () => `${ORDER}/acceptOrder`,
    body: (o) => ({ order_id: o.orderId }),
  },
  {
    name: 'declineOrder',
    method: 'PUT',
    path: () => `${ORDER}/declineOrder`,
    body: (o) => ({ order_id: o.orderId, reason: 'x' }),
  },
  {
    name: 'finishOrder',
    method: 'PUT',
    path: () => `${ORDER}/finishOrder`,
    body: (o) => ({ order_id: o.orderId }),
  },
  {
    name: 'roomServiceFinished',
    method: 'PUT',
    path: () => `${ORDER}/roomServiceFinished`,
    body: (o) => ({ order_id: o.orderId }),
  },
  {
    name: 'paidOrders',
    method: 'PUT',
    path: () => `${OLD_ORDER}/paidOrders/`,
    body: (o) => ({ ids: [o.finishedOrderId] }),
  },
]

describe('another business’s ids look like missing ones (404) to staff', () => {
  it.each(NOT_FOUND.map((p) => [p.name, p] as const))('%s', async (_name, probe) => {
    const before = await otherRows()
    const reply = await call(server.url, probe.method, probe.path(other.businessId), {
      cookie: owner,
      ...(probe.body ? { body: probe.body(other) } : {}),
    })
    expect(reply.status).toBe(404)
    expect(reply.body.code).toBe('not_found')
    expect(reply.text).not.toContain(other.businessId.slice(0, 8) + '-')
    // the same answer as for ids that do not exist at all
    const missing = {
      ...other,
      orderId: 'missing-order',
      finishedOrderId: 'missing-order',
      businessId: 'missing-business',
    }
    const control = await call(server.url, probe.method, probe.path('missing-business'), {
      cookie: owner,
      ...(probe.body ? { body: probe.body(missing) } : {}),
    })
    expect(control.status).toBe(404)
    expect(reply.body.message).toBe(control.body.message)
    expect(await otherRows()).toEqual(before)
  })

  it('lists by ids return nothing of another business', async () => {
    for (const path of ['getPendingOrdersByServiceIds', 'getAcceptedOrdersByServiceIds']) {
      const reply = await call<Order[]>(server.url, 'POST', `${ORDER}/${path}`, {
        cookie: owner,
        body: { serviceIds: [other.restaurantId, other.roomserviceId] },
      })
      expect(reply.status).toBe(200)
      expect(reply.body).toEqual([])
    }
    const byBase = await call<Order[]>(
      server.url,
      'GET',
      `${OLD_ORDER}/getOrdersByBaseID/${other.orderId}`,
      { cookie: owner },
    )
    expect(byBase.body).toEqual([])
    const ofTable = await call<Order[]>(
      server.url,
      'GET',
      `${OLD_ORDER}/getFinishedOrdersOfTable/${other.tableId}`,
      { cookie: owner },
    )
    expect(ofTable.body).toEqual([])
  })

  it('createAcceptedOrder for another business’s service is refused like an unknown one', async () => {
    const before = await otherRows()
    const body = {
      service_id: other.restaurantId,
      table_id: other.tableId,
      payment: 'cash',
      content: [line(other.articleId)],
    }
    const reply = await call(server.url, 'POST', `${ORDER}/createAcceptedOrder`, {
      cookie: owner,
      body,
    })
    const control = await call(server.url, 'POST', `${ORDER}/createAcceptedOrder`, {
      cookie: owner,
      body: { ...body, service_id: 'missing-service' },
    })
    expect(reply.status).toBe(control.status)
    expect(reply.body).toEqual(control.body)
    expect(await otherRows()).toEqual(before)
  })

  it('the pull and getServices hold nothing of another business', async () => {
    const page = await call<PullPage>(server.url, 'GET', '/api/v2/sync/pull?limit=2000', {
      cookie: owner,
    })
    expect(page.status).toBe(200)
    expect(page.body.changes.length).toBeGreaterThan(50)
    expect(page.text).not.toContain(other.businessId)
    const services = await call<Service[]>(server.url, 'GET', `${ACCESS}/getServices`, {
      cookie: owner,
    })
    expect(services.body.every((s) => s.business_id === server.demo.businessId)).toBe(true)
  })

  it('the other business’s owner sees only their own hotel', async () => {
    const theirs = await login(server.url, other.ownerUsername)
    const pending = await call<Order[]>(
      server.url,
      'GET',
      `${ORDER}/getPendingOrder/${other.businessId}`,
      { cookie: theirs },
    )
    expect(pending.body.map((o) => o._id)).toEqual([other.orderId])
    const ours = await call(
      server.url,
      'GET',
      `${ORDER}/getPendingOrder/${server.demo.businessId}`,
      { cookie: theirs },
    )
    expect(ours.status).toBe(404)
    const page = await call<PullPage>(server.url, 'GET', '/api/v2/sync/pull?limit=2000', {
      cookie: theirs,
    })
    expect(
      new Set(
        page.body.changes.map((c) => (c.row as { business_id?: string } | null)?.business_id),
      ),
    ).toEqual(new Set([other.businessId]))
  })
})

describe('guests cannot cross hotels', () => {
  it('a stay guest ordering from another hotel’s service is refused', async () => {
    const before = await otherRows()
    const reply = await call(server.url, 'POST', `${ORDER}/createOrder`, {
      cookie: await guestCookie(server, 0),
      body: stayBody(server, 0, 'roomservice', {
        service_id: other.roomserviceId,
        content: [line(other.articleId)],
      }),
    })
    expect(reply.status).toBe(400)
    expect(reply.body.field).toBe('service_id')
    expect(await otherRows()).toEqual(before)
  })

  it('a table of another hotel cannot be used with our service', async () => {
    const reply = await call(server.url, 'POST', `${ORDER}/createOrder`, {
      body: tableBody(server, 'restaurant', { table_id: other.tableId }),
    })
    expect(reply.status).toBe(400)
    expect(reply.body.field).toBe('table_id')
  })

  it('our room code does not bill another hotel’s order; theirs does not open our rooms', async () => {
    const { room, stay } = stayRoom(server, 0)
    const before = await otherRows()
    const bill = await call(server.url, 'PUT', `${ORDER}/billToRoom`, {
      body: { order_id: other.orderId, password: stay.password, room_number: room.name },
    })
    expect(bill.status).toBe(401)
    expect(await otherRows()).toEqual(before)
    const open = await call(server.url, 'POST', `${ACCESS}/getStayAccessTokenRoomNumber`, {
      body: { business_id: server.demo.businessId, room_number: '101', password: other.stayCode },
    })
    expect(open.status).toBe(401)
  })

  it('a guest of our hotel cannot read another hotel’s guest orders', async () => {
    const reply = await call(
      server.url,
      'GET',
      `${ORDER}/getOrderByUserId/${other.businessId}/${other.stayId}`,
      {
        cookie: await guestCookie(server, 0),
      },
    )
    expect(reply.status).toBe(403)
  })
})
