import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { OrderLine, TableOrderCreatePayload } from '../../sync/protocol/index.ts'
import * as t from '../../server/db/schema.ts'
import { articleOf, line, tableOf } from '../helpers/orders.ts'
import { useHotel } from './helpers/fixture.ts'
import { pushesOf } from './helpers/push.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()
const serverOrders = (id: string) =>
  hotel.server.ctx.db.select().from(t.orders).where(eq(t.orders.id, id))

/** A table order as the floor plan queues it: the device's id, its prices in `shown`. */
function tableOrder(table: number, articleName: string, devicePrice: number) {
  const { server } = hotel
  const article = articleOf(server, 'restaurant', articleName)
  const shownLine: OrderLine = {
    article_id: article._id,
    name: { en: articleName },
    price: devicePrice,
    count: 2,
    modifiers: [],
    operatingPrice: false,
    category_id: null,
  }
  return {
    _id: randomUUID(),
    service_id: server.demo.services.restaurant._id,
    table_id: tableOf(server, 'restaurant', table)._id,
    note: '',
    payment: 'card',
    content: [line(article._id, 2)],
    shown: { business_id: server.demo.businessId, status: 'Accepted', content: [shownLine] },
  } satisfies TableOrderCreatePayload
}

describe('a table order through the outbox', () => {
  it('queued offline, shown at once, lands once with server prices; the kitchen sees it live', async () => {
    const waiter = await hotel.tablet('waiter')
    const kitchen = await hotel.tablet('kitchen')
    await waitFor(() => waiter.db.services.count(), { what: 'the first pull' })
    await waitFor(() => kitchen.db.services.count(), { what: "the kitchen's pull" })

    waiter.link.setUp(false)
    const order = tableOrder(5, 'Mineral water', 9.99)
    await waiter.engine.enqueue('order.createForTable', order)
    expect(await waiter.db.orders.get(order._id)).toMatchObject({
      status: 'Accepted',
      version: 0,
      table_id: order.table_id,
      content: [expect.objectContaining({ price: 9.99, count: 2 })],
    })
    // Its id again is refused on the device (a double tap never orders twice).
    await expect(waiter.engine.enqueue('order.createForTable', order)).rejects.toMatchObject({
      code: 'conflict',
    })
    expect(await serverOrders(order._id)).toHaveLength(0)

    waiter.link.setUp(true)
    await waiter.engine.retryNow()
    await waiter.engine.waitUntilSent()
    expect(await waiter.db.outbox.toArray()).toEqual([])
    const rows = await serverOrders(order._id)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.content).toEqual([expect.objectContaining({ price: 3, count: 2 })])
    const landed = await waiter.db.orders.get(order._id)
    expect(landed?.version).toBeGreaterThan(0)
    expect(landed?.content[0]?.price).toBe(3)
    const live = await waitFor(() => kitchen.db.orders.get(order._id), { what: 'the live order' })
    expect(live).toMatchObject({
      status: 'Accepted',
      content: [expect.objectContaining({ price: 3 })],
    })
    const sent = pushesOf(waiter.net)
      .filter((p) => p.status !== 'network')
      .flatMap((p) => p.actions.map((a) => a.type))
    expect(sent).toEqual(['order.createForTable'])
  })

  it('refused (the item went off the menu meanwhile): the order goes and the reason is kept', async () => {
    const waiter = await hotel.tablet('waiter')
    await waitFor(() => waiter.db.services.count(), { what: 'the first pull' })
    waiter.link.setUp(false)
    const order = tableOrder(6, 'Mineral water', 3)
    await waiter.engine.enqueue('order.createForTable', order)
    expect(await waiter.db.orders.get(order._id)).toBeTruthy()
    const water = order.content[0]!.article_id
    await hotel.server.ctx.db
      .update(t.articles)
      .set({ availability: false })
      .where(eq(t.articles.id, water))
    try {
      waiter.link.setUp(true)
      await waiter.engine.retryNow()
      await waiter.engine.waitUntilSent()
      const [failed] = await waiter.db.outbox.toArray()
      expect(failed).toMatchObject({
        state: 'failed',
        type: 'order.createForTable',
        error: { status: 400, code: 'order.article_unavailable' },
      })
      expect(failed!.error!.message).toContain('Mineral water')
      expect(await waiter.db.orders.get(order._id)).toBeUndefined()
      expect(await serverOrders(order._id)).toHaveLength(0)
    } finally {
      await hotel.server.ctx.db
        .update(t.articles)
        .set({ availability: true })
        .where(eq(t.articles.id, water))
    }
  })
})
