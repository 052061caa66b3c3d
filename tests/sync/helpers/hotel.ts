import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { Order } from '../../../sync/protocol/index.ts'
import { orders } from '../../../server/db/schema.ts'
import { businessWrite, nextVersionSql } from '../../../server/domain/versioning.ts'
import { DEMO_PASSWORD } from '../../../server/seed-data.ts'
import type { Db } from '../../../server/db/client.ts'
import type { DemoHotel } from '../../../server/seed.ts'
import type { TestServer } from '../../helpers/server.ts'
import { createCookieFetch } from './cookie-fetch.ts'

type ServiceKey = 'roomservice' | 'restaurant' | 'pool'
export const ORDER_BASE = '/api/v2/restaraunt-bar/order'

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

async function json(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!response.ok) throw new Error(`${response.status} ${text}`)
  return JSON.parse(text) as unknown
}

/** A guest of a checked-in room orders one plain item (real guest flow: room code, cookie). */
export async function guestOrders(
  server: TestServer,
  service: ServiceKey = 'roomservice',
  roomIndex = 0,
): Promise<Order> {
  const room = server.demo.rooms.filter((r) => r.stay)[roomIndex]
  if (!room?.stay) throw new Error('no checked-in room')
  const serviceId = server.demo.services[service]._id
  const article = server.demo.articles.find(
    (a) => a.service_id === serviceId && !a.requiredModifier,
  )
  if (!article) throw new Error(`no plain article in ${service}`)
  const guest = createCookieFetch()
  const post = (path: string, body: unknown) =>
    guest.fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  await json(
    await post('/api/v2/access/getStayAccessToken', {
      room_id: room._id,
      password: room.stay.password,
    }),
  )
  const order = await json(
    await post(`${ORDER_BASE}/createOrder`, {
      service_id: serviceId,
      stay_id: room.stay._id,
      payment: 'cash',
      note: '',
      content: [{ article_id: article._id, count: 1, modifiers: [] }],
    }),
  )
  return Order.parse(order)
}

/** A staff member acting straight over HTTP (another tablet that is online). */
export async function staffClient(server: TestServer, username: string) {
  const net = createCookieFetch()
  const send = (method: string, path: string, body?: unknown, key?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (key) headers['idempotency-key'] = key
    return net.fetch(`${server.url}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    })
  }
  const call = async (method: string, path: string, body?: unknown, key?: string) => {
    let response = await send(method, path, body, key)
    // Some suites run with one-second access tokens: refresh once, like the app does.
    if (response.status === 401 && !path.startsWith('/api/v2/access/')) {
      await net.fetch(`${server.url}/api/v2/access/refreshToken`)
      response = await send(method, path, body, key)
    }
    const text = await response.text()
    return {
      status: response.status,
      replay: response.headers.get('idempotent-replay') === 'true',
      body: parse(text),
    }
  }
  const login = await call('POST', '/api/v2/access/login/', { username, password: DEMO_PASSWORD })
  if (login.status !== 200) throw new Error(`login ${username}: ${login.status}`)
  return {
    call,
    /** The server's current row of an order, read through the pull endpoint from 0. */
    async order(id: string): Promise<Order | undefined> {
      const reply = await call('GET', '/api/v2/sync/pull?cursor=0&limit=2000')
      if (reply.status !== 200) {
        throw new Error(`pull as ${username}: ${reply.status} ${JSON.stringify(reply.body)}`)
      }
      const page = reply.body as { changes: { id: string; row: unknown }[] }
      const change = page.changes.find((c) => c.id === id)
      return change ? Order.parse(change.row) : undefined
    },
  }
}

/** Many pending room-service orders of the demo hotel, written straight into the database. */
export function insertPendingOrders(server: TestServer, count: number): Promise<string[]> {
  return insertPendingOrdersInto(server.ctx.db, server.demo, count)
}

/** The same, for any database holding the demo hotel (the bench uses it too). */
export async function insertPendingOrdersInto(
  db: Db,
  demo: DemoHotel,
  count: number,
): Promise<string[]> {
  const service = demo.services.roomservice
  const room = demo.rooms.find((r) => r.stay)
  const article = demo.articles.find((a) => a.service_id === service._id && !a.requiredModifier)
  if (!room?.stay || !article) throw new Error('no checked-in room or article')
  const stayId = room.stay._id
  const now = new Date().toISOString()
  const ids = Array.from({ length: count }, () => randomUUID())
  for (let start = 0; start < count; start += 250) {
    await businessWrite(db, demo.businessId, (tx) =>
      tx.insert(orders).values(
        ids.slice(start, start + 250).map((id) => ({
          id,
          businessId: demo.businessId,
          version: nextVersionSql(),
          serviceId: service._id,
          status: 'Pending' as const,
          time: now,
          stayId,
          roomNumber: room.name,
          userId: stayId,
          origin: 'Room' as const,
          content: [
            {
              article_id: article._id,
              name: { en: article.name },
              price: 5,
              count: 1,
              modifiers: [],
              operatingPrice: false,
              category_id: null,
            },
          ],
          payment: 'cash' as const,
          updatedAt: now,
        })),
      ),
    )
  }
  return ids
}

/** The last version taken from the global sequence: every server write takes one. */
export async function lastVersion(server: TestServer): Promise<number> {
  const result: unknown = await server.ctx.db.execute(sql`select last_value as v from sync_version`)
  return Number((result as { rows: { v: string | number }[] }).rows[0]!.v)
}
