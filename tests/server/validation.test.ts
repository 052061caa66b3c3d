import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ACCESS, OLD_ORDER, ORDER, call, login } from '../helpers/http.ts'
import { rowCount, stayRoom, tableBody, tableOrder } from '../helpers/orders.ts'

let server: TestServer
let owner: string
let orderId: string
beforeAll(async () => {
  server = await startTestServer()
  owner = await login(server.url, 'owner')
  orderId = (await tableOrder(server))._id
})
afterAll(async () => {
  await server.close()
})

const long = (n: number) => 'x'.repeat(n)

interface Case {
  name: string
  method: 'GET' | 'POST' | 'PUT'
  path: () => string
  body?: () => unknown
  raw?: string
  field: string
}

const base = () => tableBody(server, 'restaurant')
const withLine = (patch: Record<string, unknown>) => () => {
  const body = base()
  return { ...body, content: [{ ...body.content[0], ...patch }] }
}
const createOrder = (name: string, body: () => unknown, field: string): Case => ({
  name: `createOrder ${name}`,
  method: 'POST',
  path: () => `${ORDER}/createOrder`,
  body,
  field,
})

const CASES: Case[] = [
  {
    name: 'createOrder malformed JSON',
    method: 'POST',
    path: () => `${ORDER}/createOrder`,
    raw: '{"service_id": ',
    field: 'body',
  },
  createOrder('array body', () => [], 'body'),
  createOrder('service_id a number', () => ({ ...base(), service_id: 123 }), 'service_id'),
  createOrder('service_id too long', () => ({ ...base(), service_id: long(65) }), 'service_id'),
  createOrder('content a string', () => ({ ...base(), content: 'water' }), 'content'),
  createOrder(
    '101 lines',
    () => ({ ...base(), content: Array.from({ length: 101 }, () => base().content[0]) }),
    'content',
  ),
  createOrder('count a string', withLine({ count: '2' }), 'content.0.count'),
  createOrder('count zero', withLine({ count: 0 }), 'content.0.count'),
  createOrder('count 100', withLine({ count: 100 }), 'content.0.count'),
  createOrder('count a fraction', withLine({ count: 1.5 }), 'content.0.count'),
  createOrder('article_id too long', withLine({ article_id: long(65) }), 'content.0.article_id'),
  createOrder(
    'negative answer index',
    withLine({ modifiers: [{ index: 0, answers: [-1] }] }),
    'content.0.modifiers.0.answers.0',
  ),
  createOrder('note over 500', () => ({ ...base(), note: long(501) }), 'note'),
  createOrder('unknown payment', () => ({ ...base(), payment: 'bitcoin' }), 'payment'),
  createOrder('user_id too long', () => ({ ...base(), user_id: long(65) }), 'user_id'),
  {
    name: 'acceptOrder order_id a number',
    method: 'PUT',
    path: () => `${ORDER}/acceptOrder`,
    body: () => ({ order_id: 5 }),
    field: 'order_id',
  },
  {
    name: 'acceptOrder without order_id',
    method: 'PUT',
    path: () => `${ORDER}/acceptOrder`,
    body: () => ({}),
    field: 'order_id',
  },
  {
    name: 'finishOrder order_id too long',
    method: 'PUT',
    path: () => `${ORDER}/finishOrder`,
    body: () => ({ order_id: long(65) }),
    field: 'order_id',
  },
  {
    name: 'finishOrder malformed JSON',
    method: 'PUT',
    path: () => `${ORDER}/finishOrder`,
    raw: '{order_id:1}',
    field: 'body',
  },
  {
    name: 'declineOrder reason over 500',
    method: 'PUT',
    path: () => `${ORDER}/declineOrder`,
    body: () => ({ order_id: orderId, reason: long(501) }),
    field: 'reason',
  },
  {
    name: 'billToRoom code too long',
    method: 'PUT',
    path: () => `${ORDER}/billToRoom`,
    body: () => ({ order_id: orderId, password: long(33) }),
    field: 'password',
  },
  {
    name: 'billToRoom room number too long',
    method: 'PUT',
    path: () => `${ORDER}/billToRoom`,
    body: () => ({ order_id: orderId, password: '1234', room_number: long(21) }),
    field: 'room_number',
  },
  {
    name: 'paidOrders no ids',
    method: 'PUT',
    path: () => `${OLD_ORDER}/paidOrders/`,
    body: () => ({ ids: [] }),
    field: 'ids',
  },
  {
    name: 'paidOrders ids a string',
    method: 'PUT',
    path: () => `${OLD_ORDER}/paidOrders/`,
    body: () => ({ ids: orderId }),
    field: 'ids',
  },
  {
    name: 'paidOrders 201 ids',
    method: 'PUT',
    path: () => `${OLD_ORDER}/paidOrders/`,
    body: () => ({ ids: Array.from({ length: 201 }, () => orderId) }),
    field: 'ids',
  },
  {
    name: 'paidOrders bad id',
    method: 'PUT',
    path: () => `${OLD_ORDER}/paidOrders/`,
    body: () => ({ ids: [orderId, long(65)] }),
    field: 'ids.1',
  },
  {
    name: 'getPendingOrdersByServiceIds a string',
    method: 'POST',
    path: () => `${ORDER}/getPendingOrdersByServiceIds`,
    body: () => ({ serviceIds: 'a,b' }),
    field: 'serviceIds',
  },
  {
    name: 'callWaiter without table_id',
    method: 'POST',
    path: () => `${ORDER}/callWaiter/`,
    body: () => ({}),
    field: 'table_id',
  },
  {
    name: 'callWaiter unknown table',
    method: 'POST',
    path: () => `${ORDER}/callWaiter/`,
    body: () => ({ table_id: 'nope' }),
    field: 'table_id',
  },
  {
    name: 'updateOrder base id too long',
    method: 'POST',
    path: () => `${OLD_ORDER}/updateOrder/${long(65)}`,
    body: base,
    field: 'baseId',
  },
  {
    name: 'createAcceptedOrder count a string',
    method: 'POST',
    path: () => `${ORDER}/createAcceptedOrder`,
    body: withLine({ count: 'two' }),
    field: 'content.0.count',
  },
  {
    name: 'login username over 100',
    method: 'POST',
    path: () => `${ACCESS}/login/`,
    body: () => ({ username: long(101), password: 'x' }),
    field: 'username',
  },
  {
    name: 'login password a number',
    method: 'POST',
    path: () => `${ACCESS}/login/`,
    body: () => ({ username: 'owner', password: 1234 }),
    field: 'password',
  },
  {
    name: 'room code without room_id',
    method: 'POST',
    path: () => `${ACCESS}/getStayAccessToken`,
    body: () => ({ password: '1234' }),
    field: 'room_id',
  },
  {
    name: 'room code too long',
    method: 'POST',
    path: () => `${ACCESS}/getStayAccessToken`,
    body: () => ({ room_id: stayRoom(server, 0).room._id, password: long(33) }),
    field: 'password',
  },
  {
    name: 'getPendingOrder id too long',
    method: 'GET',
    path: () => `${ORDER}/getPendingOrder/${long(65)}`,
    field: 'id',
  },
  {
    name: 'getOrdersPaginated page 0',
    method: 'GET',
    path: () => `${ORDER}/getOrdersPaginated/${server.demo.businessId}/0/10`,
    field: 'page',
  },
  {
    name: 'getOrdersPaginated page abc',
    method: 'GET',
    path: () => `${ORDER}/getOrdersPaginated/${server.demo.businessId}/abc/10`,
    field: 'page',
  },
  {
    name: 'getOrdersPaginated limit 101',
    method: 'GET',
    path: () => `${ORDER}/getOrdersPaginated/${server.demo.businessId}/1/101`,
    field: 'limit',
  },
  {
    name: 'getOrdersPaginated unknown status',
    method: 'GET',
    path: () => `${ORDER}/getOrdersPaginated/${server.demo.businessId}/1/10?status=Lost`,
    field: 'status',
  },
  {
    name: 'getOrdersPaginated unknown origin',
    method: 'GET',
    path: () => `${ORDER}/getOrdersPaginated/${server.demo.businessId}/1/10?origin=Moon`,
    field: 'origin',
  },
  {
    name: 'getOrdersPaginated bad date',
    method: 'GET',
    path: () => `${ORDER}/getOrdersPaginated/${server.demo.businessId}/1/10?startDate=2026-13-45`,
    field: 'startDate',
  },
  {
    name: 'getOrdersPaginated service too long',
    method: 'GET',
    path: () => `${ORDER}/getOrdersPaginated/${server.demo.businessId}/1/10?service=${long(65)}`,
    field: 'service',
  },
  {
    name: 'pull negative cursor',
    method: 'GET',
    path: () => '/api/v2/sync/pull?cursor=-1',
    field: 'cursor',
  },
  {
    name: 'pull cursor abc',
    method: 'GET',
    path: () => '/api/v2/sync/pull?cursor=abc',
    field: 'cursor',
  },
  { name: 'pull limit 0', method: 'GET', path: () => '/api/v2/sync/pull?limit=0', field: 'limit' },
  {
    name: 'pull limit 5000',
    method: 'GET',
    path: () => '/api/v2/sync/pull?limit=5000',
    field: 'limit',
  },
  {
    name: 'rooms of a too long business id',
    method: 'GET',
    path: () => `/api/v2/hotel/room/getHotelRoomsByBusinessID/${long(65)}`,
    field: 'id',
  },
  {
    name: 'menu without service ids',
    method: 'GET',
    path: () => '/api/v2/restaraunt-bar/article/getArticleByServiceIDs?service_ids=',
    field: 'service_ids',
  },
  {
    name: 'menu with 51 service ids',
    method: 'GET',
    path: () =>
      `/api/v2/restaraunt-bar/article/getArticleByServiceIDs?service_ids=${Array.from({ length: 51 }, (_, i) => `s${i}`).join(',')}`,
    field: 'service_ids',
  },
]

async function counts(): Promise<number[]> {
  return [
    await rowCount(server, t.orders),
    await rowCount(server, t.idempotencyKeys),
    await rowCount(server, t.authSessions),
  ]
}

describe('bad input is a 400 naming the field, and nothing is written', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = await counts()
    const reply = await call(server.url, c.method, c.path(), {
      cookie: owner,
      ...(c.raw !== undefined ? { raw: c.raw } : c.body ? { body: c.body() } : {}),
    })
    expect(reply.status, reply.text).toBe(400)
    expect(reply.body.code).toBe('validation')
    expect(reply.body.field).toBe(c.field)
    expect(reply.body.message).toBeTruthy()
    expect(await counts()).toEqual(before)
  })

  it('the message says which field is wrong', async () => {
    const reply = await call(server.url, 'POST', `${ORDER}/createOrder`, {
      body: { ...base(), note: long(501) },
    })
    expect(reply.body.message).toMatch(/^note: /)
  })

  it('a body over 1 MB is refused (413) without writing', async () => {
    const before = await counts()
    const reply = await call(server.url, 'POST', `${ORDER}/createOrder`, {
      body: { ...base(), note: long(1_100_000) },
    })
    expect(reply.status).toBe(413)
    expect(await counts()).toEqual(before)
  })
})
