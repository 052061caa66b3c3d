import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import type { Order } from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { OLD_ORDER, ORDER, call, login } from '../helpers/http.ts'

/**
 * The orders' day reads take the hotel's days (Europe/Belgrade), not UTC's: an order paid at
 * 23:30 UTC on the 27th is paid at 00:30 on the 28th at the hotel.
 */
let server: TestServer
let owner: string
beforeAll(async () => {
  server = await startTestServer()
  owner = await login(server.url, 'owner')
})
afterAll(async () => {
  await server.close()
})

describe('days of the order reads are the hotel’s', () => {
  it('getPaidOrdersByDate and the history put a 00:30 payment on its hotel day', async () => {
    const [order] = await server.ctx.db
      .select()
      .from(t.orders)
      .where(eq(t.orders.businessId, server.demo.businessId))
      .limit(1)
    const at = '2026-11-27T23:30:00.000Z' // 00:30 on 28 November in Belgrade
    await server.ctx.db
      .update(t.orders)
      .set({ status: 'Paid', updatedAt: at, time: at })
      .where(eq(t.orders.id, order!.id))
    const paid = async (date: string) =>
      (
        await call<Order[]>(
          server.url,
          'GET',
          `${OLD_ORDER}/getPaidOrdersByDate/${server.demo.businessId}?date=${date}`,
          { cookie: owner },
        )
      ).body.map((o) => o._id)
    expect(await paid('2026-11-28')).toContain(order!.id)
    expect(await paid('2026-11-27')).not.toContain(order!.id)

    const history = async (start: string, end: string) =>
      (
        await call<{ orders: Order[] }>(
          server.url,
          'GET',
          `${ORDER}/getOrdersPaginated/${server.demo.businessId}/1/100?status=Paid&startDate=${start}&endDate=${end}`,
          { cookie: owner },
        )
      ).body.orders.map((o) => o._id)
    expect(await history('2026-11-28', '2026-11-29')).toContain(order!.id)
    expect(await history('2026-11-27', '2026-11-28')).not.toContain(order!.id)
  })
})
