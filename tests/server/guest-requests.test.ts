import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, count, eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import type { Article, Order } from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ORDER, call, login } from '../helpers/http.ts'
import { articleOf, guestCookie, line, rowCount, stayBody, stayRoom } from '../helpers/orders.ts'

let server: TestServer
let manager: string
beforeAll(async () => {
  server = await startTestServer()
  manager = await login(server.url, 'manager')
})
afterAll(async () => {
  await server.close()
})

const create = (body: unknown, cookie: string) =>
  call<Order>(server.url, 'POST', `${ORDER}/createOrder`, { body, cookie })
const ticketCount = async () => (await server.ctx.db.select({ n: count() }).from(t.tickets))[0]!.n
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString()

describe('amenities requests: a cleaning needs its window', () => {
  it('a cleaning without a window is a 400 naming `window`, and nothing is written', async () => {
    const cookie = await guestCookie(server, 0)
    const cleaning = articleOf(server, 'amenities', 'Room cleaning')
    const before = await rowCount(server, t.orders)
    const reply = await create(
      { ...stayBody(server, 0, 'amenities'), payment: 'room', content: [line(cleaning._id)] },
      cookie,
    )
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ code: 'validation', field: 'window' })
    expect(await rowCount(server, t.orders)).toBe(before)
  })

  it('with a window it is stored and sent back with the order', async () => {
    const cookie = await guestCookie(server, 0)
    const cleaning = articleOf(server, 'amenities', 'Room cleaning')
    const window = { start: hours(2), end: hours(4) }
    const reply = await create(
      {
        ...stayBody(server, 0, 'amenities'),
        payment: 'room',
        window,
        content: [line(cleaning._id)],
      },
      cookie,
    )
    expect(reply.status).toBe(200)
    expect(reply.body.window).toEqual(window)
    const [row] = await server.ctx.db.select().from(t.orders).where(eq(t.orders.id, reply.body._id))
    expect(new Date(row!.windowStart!).toISOString()).toBe(window.start)
  })

  it('a window that is over, upside down or too long is a 400 naming `window`', async () => {
    const cookie = await guestCookie(server, 0)
    const towels = articleOf(server, 'amenities', 'Extra towels')
    for (const window of [
      { start: hours(-4), end: hours(-2) },
      { start: hours(4), end: hours(2) },
      { start: hours(1), end: hours(7) },
    ]) {
      const reply = await create(
        {
          ...stayBody(server, 0, 'amenities'),
          payment: 'room',
          window,
          content: [line(towels._id)],
        },
        cookie,
      )
      expect(reply.status, JSON.stringify(window)).toBe(400)
      expect(reply.body).toMatchObject({ field: 'window' })
    }
  })
})

describe('amenities requests: a repair opens a ticket on the room', () => {
  it('the ticket names the request and the guest’s note, keeps the room in service, and syncs', async () => {
    const cookie = await guestCookie(server, 1)
    const { room } = stayRoom(server, 1)
    const repair = articleOf(server, 'amenities', 'Repair request')
    const reply = await create(
      {
        ...stayBody(server, 1, 'amenities', { note: 'The shower drips' }),
        payment: 'room',
        content: [line(repair._id)],
      },
      cookie,
    )
    expect(reply.status).toBe(200)
    const rows = await server.ctx.db
      .select()
      .from(t.tickets)
      .where(and(eq(t.tickets.roomId, room._id), eq(t.tickets.status, 'open')))
    const ticket = rows.find((r) => r.description.includes('The shower drips'))
    expect(ticket).toMatchObject({
      description: 'Repair request (guest): The shower drips',
      outOfService: false,
      businessId: server.demo.businessId,
    })
    // Reception's devices pull it.
    const pulled = await call<{ changes: { table: string; id: string }[] }>(
      server.url,
      'GET',
      `/api/v2/sync/pull?cursor=${ticket!.version - 1}&limit=10`,
      { cookie: manager },
    )
    expect(pulled.status).toBe(200)
    expect(JSON.stringify(pulled.body)).toContain(ticket!.id)
  })

  it('towels alone open no ticket', async () => {
    const cookie = await guestCookie(server, 2)
    const before = await ticketCount()
    const towels = articleOf(server, 'amenities', 'Extra towels')
    const reply = await create(
      { ...stayBody(server, 2, 'amenities'), payment: 'room', content: [line(towels._id)] },
      cookie,
    )
    expect(reply.status).toBe(200)
    expect(await ticketCount()).toBe(before)
  })
})

describe('an item’s kind', () => {
  it('is sent with the item; cleaning and repair only for an amenities service', async () => {
    const burger = articleOf(server, 'roomservice', 'Beef burger')
    const refused = await call(server.url, 'PUT', '/api/v2/restaraunt-bar/article/updateArticle', {
      body: { _id: burger._id, kind: 'repair' },
      cookie: manager,
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ field: 'kind' })
    const towels = articleOf(server, 'amenities', 'Extra towels')
    const made = await call<Article>(
      server.url,
      'PUT',
      '/api/v2/restaraunt-bar/article/updateArticle',
      { body: { _id: towels._id, kind: 'cleaning' }, cookie: manager },
    )
    expect(made.status).toBe(200)
    expect(made.body.kind).toBe('cleaning')
  })
})
