import { isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { DEMO_TIME_ZONE } from '../../server/seed-data.ts'
import { HISTORY_DAYS } from '../../server/seed-history.ts'
import {
  addDaysTo,
  ANALYTICS_BASE,
  dayIn,
  todayIn,
  type AnalyticsPoint,
} from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { call, login } from '../helpers/http.ts'

/* The demo's 90 days of past orders (server/seed-history.ts): the chart has something at once. */

let server: TestServer
let owner: string
beforeAll(async () => {
  server = await startTestServer()
  owner = await login(server.url, 'owner')
})
afterAll(() => server.close())

describe('the demo history', () => {
  it('is paid or charged to the room, on the 90 hotel days before today and never today', async () => {
    const rows = await server.ctx.db
      .select({ time: t.orders.time, status: t.orders.status, serviceId: t.orders.serviceId })
      .from(t.orders)
      .where(isNull(t.orders.stayId))
    const today = todayIn(DEMO_TIME_ZONE)
    const history = rows.filter((r) => r.status === 'Paid' || r.status === 'Room')
    expect(history.length).toBeGreaterThan(1500)
    const days = new Set(history.map((r) => dayIn(Date.parse(r.time), DEMO_TIME_ZONE)))
    expect(days.has(today)).toBe(false)
    expect([...days].sort()[0]).toBe(addDaysTo(today, -HISTORY_DAYS))
    expect(days.size).toBe(HISTORY_DAYS)
    const { services } = server.demo
    const served = new Set(history.map((r) => r.serviceId))
    for (const key of ['restaurant', 'pool', 'roomservice', 'amenities'] as const)
      expect(served.has(services[key]._id), key).toBe(true)
  })

  it('gives the restaurant orders and revenue on every one of the last 30 days', async () => {
    const today = todayIn(DEMO_TIME_ZONE)
    const ask = async (returnData: 0 | 1) => {
      const reply = await call<AnalyticsPoint[]>(
        server.url,
        'POST',
        `${ANALYTICS_BASE}/serviceDailyAnalytics/`,
        {
          cookie: owner,
          body: {
            service_id: server.demo.services.restaurant._id,
            business_id: server.demo.businessId,
            returnData,
            dateStart: addDaysTo(today, -30),
            dateEnd: addDaysTo(today, -1),
          },
        },
      )
      expect(reply.status, reply.text).toBe(200)
      return reply.body
    }
    const [orders, revenue] = [await ask(0), await ask(1)]
    expect(orders).toHaveLength(30)
    expect(orders.every((p) => p.data >= 5 && p.data <= 20)).toBe(true)
    expect(revenue.every((p) => p.data > 0)).toBe(true)
  })
})
