import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import { OPERATING_PRICE_NAME } from '../../server/domain/order-pricing.ts'
import { orderTotal, type Order } from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ORDER, call } from '../helpers/http.ts'
import {
  articleOf,
  guestCookie,
  line,
  orderRow,
  rowCount,
  stayBody,
  stayRoom,
  tableBody,
  tableOf,
  type OrderInput,
} from '../helpers/orders.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const create = (body: unknown, cookie?: string) =>
  call<Order>(server.url, 'POST', `${ORDER}/createOrder`, { body, cookie })
const refused = (body: unknown, cookie?: string) =>
  call(server.url, 'POST', `${ORDER}/createOrder`, { body, cookie })

/** Runs a refused request and checks that no order was written. */
async function nothingWritten(run: () => Promise<unknown>): Promise<void> {
  const before = await rowCount(server, t.orders)
  await run()
  expect(await rowCount(server, t.orders)).toBe(before)
}

describe('guest createOrder for a stay', () => {
  it('creates a Pending room order priced from the menu, with the room-service fee line', async () => {
    const cookie = await guestCookie(server, 0)
    const { room, stay } = stayRoom(server, 0)
    const burger = articleOf(server, 'roomservice', 'Beef burger')
    const body = {
      ...stayBody(server, 0, 'roomservice', { note: '  ring twice  ' }),
      content: [
        // the client's price and name are ignored
        {
          ...line(burger._id, 2),
          modifiers: [
            { index: 0, answers: [2] },
            { index: 1, answers: [0, 1] },
          ],
          price: 0.01,
          name: { en: 'free' },
        },
      ],
    }
    const reply = await create(body, cookie)
    expect(reply.status).toBe(200)
    const order = reply.body
    expect(order).toMatchObject({
      business_id: server.demo.businessId,
      service_id: server.demo.services.roomservice._id,
      status: 'Pending',
      stay_id: stay._id,
      table_id: null,
      room_number: room.name,
      user_id: stay._id,
      origin: 'Room',
      payment: 'cash',
      note: 'ring twice',
      base_order_id: null,
    })
    expect(order.content).toHaveLength(2)
    expect(order.content[0]).toMatchObject({
      article_id: burger._id,
      price: 13.5,
      count: 2,
      operatingPrice: false,
    })
    expect(order.content[0]!.name.en).toBe('Beef burger')
    expect(
      order.content[0]!.modifiers.map((m) => [
        m.name.en,
        m.answers.map((a) => [a.name.en, a.price]),
      ]),
    ).toEqual([
      ['Doneness', [['Well done', 0]]],
      [
        'Extras',
        [
          ['Cheese', 1],
          ['Bacon', 1.5],
        ],
      ],
    ])
    expect(order.content[1]).toEqual({
      article_id: null,
      name: OPERATING_PRICE_NAME,
      price: 2,
      count: 1,
      modifiers: [],
      operatingPrice: true,
      category_id: null,
    })
    // 2 x (13.5 + 1 + 1.5) + 2
    expect(orderTotal(order)).toBe(34)
    const row = await orderRow(server, order._id)
    expect(row.status).toBe('Pending')
    expect(row.version).toBe(order.version)
    expect(row.content).toEqual(order.content)
  })

  it('needs the guest_access cookie (401) and writes nothing without it', async () => {
    await nothingWritten(async () => {
      const reply = await refused(stayBody(server, 0))
      expect(reply.status).toBe(401)
    })
  })

  it('the cookie must be of that stay (403)', async () => {
    const otherRoomCookie = await guestCookie(server, 1)
    await nothingWritten(async () => {
      const reply = await refused(stayBody(server, 0), otherRoomCookie)
      expect(reply.status).toBe(403)
      expect(reply.body.code).toBe('forbidden')
    })
  })

  it('an unanswered required modifier is 400 "This is required." naming the line', async () => {
    const cookie = await guestCookie(server, 0)
    const eggs = articleOf(server, 'roomservice', 'Eggs your way')
    await nothingWritten(async () => {
      const reply = await refused(
        stayBody(server, 0, 'roomservice', {
          content: [line(articleOf(server, 'roomservice')._id), line(eggs._id)],
        }),
        cookie,
      )
      expect(reply.status).toBe(400)
      expect(reply.body.code).toBe('order.modifier_required')
      expect(reply.body.field).toBe('content.1.modifiers')
      expect(reply.body.message).toContain('This is required.')
    })
    const ok = await create(
      stayBody(server, 0, 'roomservice', {
        content: [{ ...line(eggs._id), modifiers: [{ index: 0, answers: [1] }] }],
      }),
      cookie,
    )
    expect(ok.status).toBe(200)
    expect(ok.body.content[0]!.modifiers[0]!.answers[0]!.name.en).toBe('Fried')
  })

  it('an item of another service is refused (400 content.0.article_id)', async () => {
    const cookie = await guestCookie(server, 0)
    const steak = articleOf(server, 'restaurant', 'Rib-eye steak')
    await nothingWritten(async () => {
      const reply = await refused(
        stayBody(server, 0, 'roomservice', { content: [line(steak._id)] }),
        cookie,
      )
      expect(reply.status).toBe(400)
      expect(reply.body.field).toBe('content.0.article_id')
    })
  })

  it('an unavailable item is refused (400 order.article_unavailable)', async () => {
    const cookie = await guestCookie(server, 0)
    const pancakes = articleOf(server, 'roomservice', 'Pancakes')
    await server.ctx.db
      .update(t.articles)
      .set({ availability: false })
      .where(eq(t.articles.id, pancakes._id))
    try {
      await nothingWritten(async () => {
        const reply = await refused(
          stayBody(server, 0, 'roomservice', { content: [line(pancakes._id)] }),
          cookie,
        )
        expect(reply.status).toBe(400)
        expect(reply.body.code).toBe('order.article_unavailable')
        expect(reply.body.field).toBe('content.0.article_id')
      })
    } finally {
      await server.ctx.db
        .update(t.articles)
        .set({ availability: true })
        .where(eq(t.articles.id, pancakes._id))
    }
  })

  it('empty content is 400 naming content', async () => {
    const cookie = await guestCookie(server, 0)
    await nothingWritten(async () => {
      const reply = await refused(stayBody(server, 0, 'roomservice', { content: [] }), cookie)
      expect(reply.status).toBe(400)
      expect(reply.body.code).toBe('validation')
      expect(reply.body.field).toBe('content')
    })
  })

  it('the room bill is allowed for a stay order', async () => {
    const cookie = await guestCookie(server, 0)
    const reply = await create(stayBody(server, 0, 'amenities', { payment: 'room' }), cookie)
    expect(reply.status).toBe(200)
    expect(reply.body.payment).toBe('room')
    // amenities charge no room-service fee
    expect(reply.body.content.every((l) => !l.operatingPrice)).toBe(true)
  })

  it('a service that does not take orders is refused', async () => {
    const cookie = await guestCookie(server, 0)
    await nothingWritten(async () => {
      const reply = await refused(
        stayBody(server, 0, 'roomservice', { service_id: server.demo.services.spa._id }),
        cookie,
      )
      expect(reply.status).toBe(400)
      expect(reply.body.code).toBe('order.service_not_ordering')
      expect(reply.body.field).toBe('service_id')
    })
  })
})

describe('guest createOrder for a table', () => {
  it('needs no cookie; origin External, source the table', async () => {
    const table = tableOf(server, 'restaurant', 2)
    const water = articleOf(server, 'restaurant', 'Mineral water')
    const body: OrderInput = {
      ...tableBody(server, 'restaurant'),
      table_id: table._id,
      content: [line(water._id, 3)],
      user_id: 'device-0123456789abcdef',
    }
    const reply = await create(body)
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({
      status: 'Pending',
      table_id: table._id,
      source: table._id,
      stay_id: null,
      room_number: null,
      origin: 'External',
      user_id: 'device-0123456789abcdef',
    })
    // no fee outside room service
    expect(reply.body.content).toEqual([
      expect.objectContaining({ article_id: water._id, price: 3, count: 3 }),
    ])
    expect(orderTotal(reply.body)).toBe(9)
  })

  it('a table order on the room bill without the room number is 400 naming room_number', async () => {
    await nothingWritten(async () => {
      const reply = await refused(tableBody(server, 'restaurant', { payment: 'room' }))
      expect(reply.status).toBe(400)
      expect(reply.body.field).toBe('room_number')
    })
  })

  it('a table of another service is refused', async () => {
    await nothingWritten(async () => {
      const reply = await refused(
        tableBody(server, 'restaurant', { table_id: tableOf(server, 'pool')._id }),
      )
      expect(reply.status).toBe(400)
      expect(reply.body.field).toBe('table_id')
    })
  })

  it('an inactive table is refused', async () => {
    const table = tableOf(server, 'restaurant', 5)
    await server.ctx.db
      .update(t.diningTables)
      .set({ active: false })
      .where(eq(t.diningTables.id, table._id))
    try {
      await nothingWritten(async () => {
        const reply = await refused(tableBody(server, 'restaurant', { table_id: table._id }))
        expect(reply.status).toBe(400)
        expect(reply.body.field).toBe('table_id')
      })
    } finally {
      await server.ctx.db
        .update(t.diningTables)
        .set({ active: true })
        .where(eq(t.diningTables.id, table._id))
    }
  })

  it('both table_id and stay_id is a 400 naming stay_id', async () => {
    const { stay } = stayRoom(server, 0)
    await nothingWritten(async () => {
      const both = await refused(
        tableBody(server, 'restaurant', { stay_id: stay._id }),
        await guestCookie(server, 0),
      )
      expect(both.status).toBe(400)
      expect(both.body.field).toBe('stay_id')
    })
  })

  it('a table order without table_id (missing or null) is a 400 naming table_id', async () => {
    await nothingWritten(async () => {
      const { table_id: _omit, ...missing } = tableBody(server, 'restaurant')
      for (const body of [missing, { ...missing, table_id: null }]) {
        const none = await refused(body)
        expect(none.status).toBe(400)
        expect(none.body.field).toBe('table_id')
        expect(none.body.message).toMatch(/^table_id: table_id is required/)
      }
    })
  })
})
