import { and, count, eq, isNull, lt } from 'drizzle-orm'
import type { z } from 'zod'
import * as t from '../../server/db/schema.ts'
import type { CreateOrderBody, Order } from '../../sync/protocol/index.ts'
import { instantAt, todayIn } from '../../sync/protocol/rules/index.ts'
import { DEMO_TIME_ZONE } from '../../server/seed-data.ts'
import type { TestServer } from './server.ts'
import { ORDER, call, guest } from './http.ts'

export type ServiceKey = keyof TestServer['demo']['services']
export type OrderInput = z.input<typeof CreateOrderBody>

/** A demo article of a service: by English name, or the first one without a required modifier. */
export function articleOf(server: TestServer, key: ServiceKey, name?: string) {
  const serviceId = server.demo.services[key]._id
  const found = server.demo.articles.find(
    (a) => a.service_id === serviceId && (name ? a.name === name : !a.requiredModifier),
  )
  if (!found) throw new Error(`no article ${name ?? '(plain)'} in ${key}`)
  return found
}

export const line = (articleId: string, countOf = 1) => ({
  article_id: articleId,
  count: countOf,
  modifiers: [] as { index: number; answers: number[] }[],
})

/** A checked-in demo room by position (0..7 have stays). */
export function stayRoom(server: TestServer, index: number) {
  const room = server.demo.rooms.filter((r) => r.stay)[index]
  if (!room?.stay) throw new Error(`no checked-in room ${index}`)
  return { room, stay: room.stay }
}

export function tableOf(server: TestServer, key: 'restaurant' | 'pool', index = 0) {
  const serviceId = server.demo.services[key]._id
  const table = server.demo.tables.filter((tb) => tb.service_id === serviceId)[index]
  if (!table) throw new Error(`no table ${index} in ${key}`)
  return table
}

const guestCookies = new WeakMap<TestServer, Map<string, string>>()

/** The guest_access cookie of a checked-in demo room (one session per room and server). */
export async function guestCookie(server: TestServer, roomIndex: number): Promise<string> {
  let cache = guestCookies.get(server)
  if (!cache) guestCookies.set(server, (cache = new Map<string, string>()))
  const { room, stay } = stayRoom(server, roomIndex)
  let cookie = cache.get(room._id)
  if (!cookie) {
    cookie = await guest(server.url, room._id, stay.password)
    cache.set(room._id, cookie)
  }
  return cookie
}

export function stayBody(
  server: TestServer,
  roomIndex: number,
  key: ServiceKey = 'roomservice',
  extra: Partial<OrderInput> = {},
): OrderInput {
  return {
    service_id: server.demo.services[key]._id,
    stay_id: stayRoom(server, roomIndex).stay._id,
    payment: 'cash',
    note: '',
    content: [line(articleOf(server, key)._id)],
    ...extra,
  }
}

export function tableBody(
  server: TestServer,
  key: 'restaurant' | 'pool' = 'restaurant',
  extra: Partial<OrderInput> = {},
): OrderInput {
  return {
    service_id: server.demo.services[key]._id,
    table_id: tableOf(server, key)._id,
    payment: 'cash',
    note: '',
    content: [line(articleOf(server, key)._id)],
    ...extra,
  }
}

function created(reply: { status: number; text: string; body: Order }): Order {
  if (reply.status !== 200) throw new Error(`createOrder failed: ${reply.status} ${reply.text}`)
  return reply.body
}

/** A guest of a checked-in room orders (status Pending). */
export async function stayOrder(
  server: TestServer,
  roomIndex = 0,
  key: ServiceKey = 'roomservice',
  extra: Partial<OrderInput> = {},
): Promise<Order> {
  const cookie = await guestCookie(server, roomIndex)
  return created(
    await call<Order>(server.url, 'POST', `${ORDER}/createOrder`, {
      cookie,
      body: stayBody(server, roomIndex, key, extra),
    }),
  )
}

/** A table guest orders (no cookie; status Pending). */
export async function tableOrder(
  server: TestServer,
  key: 'restaurant' | 'pool' = 'restaurant',
  extra: Partial<OrderInput> = {},
): Promise<Order> {
  return created(
    await call<Order>(server.url, 'POST', `${ORDER}/createOrder`, {
      body: tableBody(server, key, extra),
    }),
  )
}

export async function orderRow(server: TestServer, id: string) {
  const [row] = await server.ctx.db.select().from(t.orders).where(eq(t.orders.id, id))
  if (!row) throw new Error(`no order ${id}`)
  return row
}

export async function rowCount(
  server: TestServer,
  table: typeof t.orders | typeof t.idempotencyKeys | typeof t.authSessions | typeof t.articles,
): Promise<number> {
  const [result] = await server.ctx.db.select({ n: count() }).from(table)
  return Number(result?.n ?? 0)
}

/** Moves an order's time (and last change) into the past, for ordering and history tests. */
export async function backdate(server: TestServer, id: string, hoursAgo: number): Promise<void> {
  const when = new Date(Date.now() - hoursAgo * 3600_000).toISOString()
  await server.ctx.db
    .update(t.orders)
    .set({ time: when, updatedAt: when })
    .where(eq(t.orders.id, id))
}

/**
 * Removes the demo's 90 days of past orders (server/seed-history.ts, for the analytics), so a
 * test that counts orders counts its own: the orders with no stay placed before the hotel's today.
 */
export async function dropSeededHistory(server: TestServer): Promise<void> {
  const midnight = instantAt(todayIn(DEMO_TIME_ZONE), 0, DEMO_TIME_ZONE)
  await server.ctx.db
    .delete(t.orders)
    .where(and(isNull(t.orders.stayId), lt(t.orders.time, new Date(midnight).toISOString())))
}
