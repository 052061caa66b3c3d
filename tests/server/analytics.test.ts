import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import {
  ANALYTICS_BASE,
  type AnalyticsPoint,
  type ErrorBody,
  type OrderLine,
} from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { call, login } from '../helpers/http.ts'
import { createOtherBusiness, type OtherBusiness } from '../helpers/tenant.ts'

/* Issue 18: analytics per day and per month, on the hotel's wall clock (Europe/Belgrade). */

let server: TestServer
let other: OtherBusiness
const cookies: Record<string, string> = {}
beforeAll(async () => {
  server = await startTestServer()
  other = await createOtherBusiness(server.ctx.db)
  for (const name of ['owner', 'manager', 'waiter']) cookies[name] = await login(server.url, name)
})
afterAll(() => server.close())

const restaurant = () => server.demo.services.restaurant._id
const spa = () => server.demo.services.spa._id

const line = (price: number, count: number, answers: number[] = []): OrderLine => ({
  article_id: null,
  name: { en: 'Dish' },
  price,
  count,
  modifiers: answers.length
    ? [{ name: { en: 'Extras' }, answers: answers.map((p) => ({ name: { en: 'x' }, price: p })) }]
    : [],
  operatingPrice: false,
  category_id: null,
})

async function order(time: string, status: string, content: OrderLine[]) {
  await server.ctx.db.insert(t.orders).values({
    id: randomUUID(),
    businessId: server.demo.businessId,
    version: 1,
    serviceId: restaurant(),
    status: status as never,
    time,
    origin: 'External',
    content,
    payment: 'cash',
    updatedAt: time,
  })
}

async function appointment(time: string, status: string, price: number) {
  await server.ctx.db.insert(t.spaAppointments).values({
    id: randomUUID(),
    businessId: server.demo.businessId,
    version: 1,
    serviceId: spa(),
    treatmentId: randomUUID(),
    roomId: randomUUID(),
    price,
    status: status as never,
    time,
    length: 60,
    roomHold: 60,
    therapistHold: 60,
    therapistDriven: false,
    name: 'Guest',
    origin: 'Reception',
  })
}

const report = (period: 'Daily' | 'Monthly', body: Record<string, unknown>, who = 'manager') =>
  call<AnalyticsPoint[] & ErrorBody>(
    server.url,
    'POST',
    `${ANALYTICS_BASE}/service${period}Analytics/`,
    {
      cookie: cookies[who]!,
      body: { service_id: restaurant(), business_id: server.demo.businessId, ...body },
    },
  )

describe('analytics', () => {
  beforeAll(async () => {
    // 23:30 UTC on 10 March is 00:30 on 11 March in Belgrade: the hotel's day counts.
    await order('2025-03-10T23:30:00.000Z', 'Paid', [line(10, 2, [1.5])])
    await order('2025-03-10T12:00:00.000Z', 'Accepted', [line(4, 1)])
    await order('2025-03-10T13:00:00.000Z', 'Declined', [line(100, 1)])
    await order('2025-03-10T14:00:00.000Z', 'Pending', [line(100, 1)])
    await order('2025-04-02T10:00:00.000Z', 'Room', [line(7.25, 4)])
    await appointment('2025-01-02T09:00:00.000Z', 'Accepted', 60)
    await appointment('2025-01-02T11:00:00.000Z', 'Pending', 45)
    await appointment('2025-01-02T13:00:00.000Z', 'Declined', 80)
  })

  it('counts the orders of each hotel day, every day of the range present', async () => {
    const reply = await report('Daily', {
      returnData: 0,
      dateStart: '2025-03-09',
      dateEnd: '2025-03-12',
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toEqual([
      { date: '2025-03-09', data: 0 },
      { date: '2025-03-10', data: 1 },
      { date: '2025-03-11', data: 1 },
      { date: '2025-03-12', data: 0 },
    ])
  })

  it('sums revenue with the chosen answers’ prices, per month', async () => {
    const reply = await report('Monthly', {
      returnData: 1,
      dateStart: '2025-02-15',
      dateEnd: '2025-04-30',
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toEqual([
      { date: '2025-02', data: 0 },
      { date: '2025-03', data: 27 }, // 2 × (10 + 1.5) + 4
      { date: '2025-04', data: 29 }, // 4 × 7.25
    ])
  })

  it('counts a spa’s kept appointments, and its revenue from the accepted ones’ prices', async () => {
    const spaReport = (returnData: number) =>
      report('Daily', {
        service_id: spa(),
        returnData,
        dateStart: '2025-01-01',
        dateEnd: '2025-01-03',
      })
    const booked = await spaReport(2)
    expect(booked.status, booked.text).toBe(200)
    expect(booked.body.map((p) => p.data)).toEqual([0, 2, 0])
    expect((await spaReport(1)).body.map((p) => p.data)).toEqual([0, 60, 0])
  })

  it('is the owner’s and managers’; other businesses, bad ranges and fields are refused', async () => {
    const body = { returnData: 0, dateStart: '2025-03-01', dateEnd: '2025-03-02' }
    expect((await report('Daily', body, 'waiter')).status).toBe(403)
    expect((await report('Daily', body, 'owner')).status).toBe(200)
    expect((await report('Daily', { ...body, business_id: other.businessId })).status).toBe(404)
    expect((await report('Daily', { ...body, service_id: other.restaurantId })).status).toBe(404)
    const upside = await report('Daily', { ...body, dateEnd: '2025-02-01' })
    expect(upside.status).toBe(400)
    expect(upside.body.field).toBe('dateEnd')
    const long = await report('Daily', { ...body, dateEnd: '2026-06-01' })
    expect(long.status).toBe(400)
    expect(long.body.field).toBe('dateEnd')
    const kind = await report('Daily', { ...body, returnData: 3 })
    expect(kind.status).toBe(400)
    expect(kind.body.field).toBe('returnData')
  })
})
