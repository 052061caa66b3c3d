import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../../sync/protocol/index.ts'
import { addDaysTo, dayIn } from '../../sync/protocol/rules/index.ts'
import { DEMO_TIME_ZONE } from '../../server/seed-data.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { OLD_ORDER, ORDER, call, login } from '../helpers/http.ts'
import { backdate, dropSeededHistory, orderRow, stayOrder, tableOrder } from '../helpers/orders.ts'

let server: TestServer
let owner: string
let waiter: string
const h: Record<'declined' | 'finished' | 'paid' | 'room' | 'amenities', Order> = {} as never
beforeAll(async () => {
  server = await startTestServer()
  // The demo's 90 days of past orders (server/seed-history.ts, for the analytics) would fill
  // every page below: these counts are of this file's own orders.
  await dropSeededHistory(server)
  ;[owner, waiter] = await Promise.all([login(server.url, 'owner'), login(server.url, 'waiter')])
  const put = async (path: string, body: unknown) => {
    const reply = await call(server.url, 'PUT', path, { cookie: owner, body })
    if (reply.status !== 200) throw new Error(reply.text)
  }
  h.declined = await tableOrder(server, 'restaurant')
  await put(`${ORDER}/declineOrder`, { order_id: h.declined._id, reason: 'closed' })
  h.finished = await stayOrder(server, 0, 'roomservice')
  await put(`${ORDER}/finishOrder`, { order_id: h.finished._id })
  h.paid = await tableOrder(server, 'pool')
  await put(`${ORDER}/finishOrder`, { order_id: h.paid._id })
  await put(`${OLD_ORDER}/paidOrders/`, { ids: [h.paid._id] })
  h.room = await stayOrder(server, 1, 'roomservice', { payment: 'room' })
  await put(`${ORDER}/roomServiceFinished`, { order_id: h.room._id })
  h.amenities = await stayOrder(server, 2, 'amenities')
  await put(`${ORDER}/finishOrder`, { order_id: h.amenities._id })
  // live orders are not history
  await tableOrder(server, 'restaurant')
  const accepted = await tableOrder(server, 'restaurant')
  await put(`${ORDER}/acceptOrder`, { order_id: accepted._id })
  // one a day apart, the declined one oldest
  const days: [keyof typeof h, number][] = [
    ['declined', 5],
    ['finished', 3],
    ['paid', 2],
    ['room', 1],
    ['amenities', 0],
  ]
  for (const [key, d] of days) {
    await backdate(server, h[key]._id, d * 24 + 1)
    const row = await orderRow(server, h[key]._id)
    h[key] = { ...h[key], time: new Date(row.time).toISOString() }
  }
})
afterAll(async () => {
  await server.close()
})

interface Page {
  count: number
  orders: Order[]
}

async function page(query: string, opts: { page?: number; limit?: number; cookie?: string } = {}) {
  // The demo's past stays have orders of their own (9 days old and more): leave them out.
  if (!query.includes('startDate=')) {
    query = [`startDate=${dateOf(new Date().toISOString(), -8)}`, query].filter(Boolean).join('&')
  }
  const path = `${ORDER}/getOrdersPaginated/${server.demo.businessId}/${opts.page ?? 1}/${opts.limit ?? 12}${query ? `?${query}` : ''}`
  const reply = await call<Page>(server.url, 'GET', path, { cookie: opts.cookie ?? owner })
  expect(reply.status, reply.text).toBe(200)
  return { count: reply.body.count, ids: reply.body.orders.map((o) => o._id) }
}

/** The hotel's day of an instant, plus days: the history's dates are the hotel's. */
const dateOf = (iso: string, plusDays = 0) =>
  addDaysTo(dayIn(Date.parse(iso), DEMO_TIME_ZONE), plusDays)

describe('getOrdersPaginated', () => {
  it('lists history (Declined, Finished, Paid, Room) newest first with the total count', async () => {
    expect(await page('')).toEqual({
      count: 5,
      ids: [h.amenities._id, h.room._id, h.paid._id, h.finished._id, h.declined._id],
    })
  })

  it('pages by page and limit', async () => {
    expect(await page('', { page: 1, limit: 2 })).toEqual({
      count: 5,
      ids: [h.amenities._id, h.room._id],
    })
    expect(await page('', { page: 2, limit: 2 })).toEqual({
      count: 5,
      ids: [h.paid._id, h.finished._id],
    })
    expect(await page('', { page: 3, limit: 2 })).toEqual({ count: 5, ids: [h.declined._id] })
    expect(await page('', { page: 4, limit: 2 })).toEqual({ count: 5, ids: [] })
  })

  it('filters by status, service and origin', async () => {
    expect(await page('status=Finished')).toEqual({
      count: 2,
      ids: [h.amenities._id, h.finished._id],
    })
    expect(await page('status=Room')).toEqual({ count: 1, ids: [h.room._id] })
    expect(await page(`service=${server.demo.services.restaurant._id}`)).toEqual({
      count: 1,
      ids: [h.declined._id],
    })
    expect(await page('origin=External')).toEqual({ count: 2, ids: [h.paid._id, h.declined._id] })
    expect(await page(`origin=Room&service=${server.demo.services.roomservice._id}`)).toEqual({
      count: 2,
      ids: [h.room._id, h.finished._id],
    })
  })

  it('filters by type: orders of a table or of a stay (room)', async () => {
    expect(await page('type=table')).toEqual({ count: 2, ids: [h.paid._id, h.declined._id] })
    expect(await page('type=room')).toEqual({
      count: 3,
      ids: [h.amenities._id, h.room._id, h.finished._id],
    })
    const wrong = await call(
      server.url,
      'GET',
      `${ORDER}/getOrdersPaginated/${server.demo.businessId}/1/12?type=bar`,
      { cookie: owner },
    )
    expect(wrong.status).toBe(400)
    expect(wrong.text).toContain('type')
  })

  it('filters by date: startDate inclusive, endDate exclusive', async () => {
    const start = dateOf(h.paid.time)
    expect(await page(`startDate=${start}`)).toEqual({
      count: 3,
      ids: [h.amenities._id, h.room._id, h.paid._id],
    })
    expect(await page(`startDate=${start}&endDate=${dateOf(h.paid.time, 1)}`)).toEqual({
      count: 1,
      ids: [h.paid._id],
    })
    expect(await page(`endDate=${dateOf(h.finished.time, 1)}`)).toEqual({
      count: 2,
      ids: [h.finished._id, h.declined._id],
    })
  })

  it('shows only services the caller may read', async () => {
    expect(await page('', { cookie: waiter })).toEqual({
      count: 4,
      ids: [h.room._id, h.paid._id, h.finished._id, h.declined._id],
    })
    expect(await page(`service=${server.demo.services.amenities._id}`, { cookie: waiter })).toEqual(
      { count: 0, ids: [] },
    )
  })
})

describe('getPaidOrdersByDate', () => {
  it('lists the paid orders of that day', async () => {
    const reply = await call<Order[]>(
      server.url,
      'GET',
      `${OLD_ORDER}/getPaidOrdersByDate/${server.demo.businessId}?date=${dateOf(h.paid.time)}`,
      { cookie: owner },
    )
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.map((o) => [o._id, o.status])).toEqual([[h.paid._id, 'Paid']])
  })
})
