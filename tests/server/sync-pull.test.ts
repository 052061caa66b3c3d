import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import { businessWrite } from '../../server/domain/versioning.ts'
import {
  SERVER_TABLES,
  ServerPullPage as PullPage,
  type ServerChange as Change,
  type Order,
} from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { OLD_ORDER, ORDER, call, login } from '../helpers/http.ts'
import { backdate, stayOrder, tableOrder } from '../helpers/orders.ts'

let server: TestServer
let owner: string
let waiter: string
beforeAll(async () => {
  server = await startTestServer()
  ;[owner, waiter] = await Promise.all([login(server.url, 'owner'), login(server.url, 'waiter')])
})
afterAll(async () => {
  await server.close()
})

async function pull(cursor: number, limit: number, cookie = owner): Promise<PullPage> {
  const reply = await call<PullPage>(
    server.url,
    'GET',
    `/api/v2/sync/pull?cursor=${cursor}&limit=${limit}`,
    { cookie },
  )
  expect(reply.status, reply.text).toBe(200)
  return PullPage.parse(reply.body)
}

/** Pulls page by page from `cursor` until `more` is false. */
async function pullAll(
  cursor: number,
  limit: number,
  cookie = owner,
): Promise<{ pages: PullPage[]; changes: Change[] }> {
  const pages: PullPage[] = []
  for (let guard = 0; guard < 1000; guard++) {
    const page = await pull(cursor, limit, cookie)
    pages.push(page)
    cursor = page.cursor
    if (!page.more) break
  }
  return { pages, changes: pages.flatMap((p) => p.changes) }
}

const key = (c: Change) => `${c.table}:${c.id}:${c.version}`
const put = async (path: string, body: unknown) => {
  const reply = await call<Order>(server.url, 'PUT', path, { cookie: owner, body })
  expect(reply.status, reply.text).toBe(200)
  return reply.body
}

describe('pull pages', () => {
  it('small pages deliver every row exactly once, in version order, like one big page', async () => {
    const big = await pull(0, 2000)
    expect(big.more).toBe(false)
    expect(big.changes.length).toBeGreaterThan(50)
    expect(big.cursor).toBe(big.changes.at(-1)!.version)

    const { pages, changes } = await pullAll(0, 7)
    expect(pages.length).toBeGreaterThanOrEqual(Math.ceil(big.changes.length / 7))
    for (const page of pages.slice(0, -1)) {
      expect(page.more).toBe(true)
      expect(page.changes).toHaveLength(7)
    }
    expect(pages.at(-1)!.more).toBe(false)
    expect(changes.map(key)).toEqual(big.changes.map(key))
    expect(new Set(changes.map(key)).size).toBe(changes.length)
    const versions = changes.map((c) => c.version)
    expect(versions).toEqual([...versions].sort((a, b) => a - b))
    expect(new Set(versions).size).toBe(versions.length)
  })

  it('every pulled row matches its protocol schema', async () => {
    await stayOrder(server, 0, 'roomservice')
    const { changes } = await pullAll(0, 500)
    const tables = new Set(changes.map((c) => c.table))
    // every table the server sends, the spa's server-only ones included (the demo has them all)
    expect([...tables].sort()).toEqual(Object.keys(SERVER_TABLES).sort())
    for (const change of changes) {
      expect(change.deleted).toBe(false)
      const parsed = SERVER_TABLES[change.table].safeParse(change.row)
      expect(parsed.success, `${change.table} ${JSON.stringify(parsed.error?.issues[0])}`).toBe(
        true,
      )
      expect((change.row as { _id: string; version: number })._id).toBe(change.id)
      expect((change.row as { version: number }).version).toBe(change.version)
    }
  })

  it('after a cursor, only what changed since', async () => {
    const order = await tableOrder(server, 'restaurant')
    const { pages } = await pullAll(0, 500)
    const cursor = pages.at(-1)!.cursor
    const accepted = await put(`${ORDER}/acceptOrder`, { order_id: order._id })
    const next = await pull(cursor, 500)
    expect(next.changes.map((c) => [c.table, c.id, c.version])).toEqual([
      ['orders', order._id, accepted.version],
    ])
    expect((next.changes[0]!.row as Order).status).toBe('Accepted')
    expect(next.cursor).toBe(accepted.version)
    expect(next.more).toBe(false)
    const idle = await pull(next.cursor, 500)
    expect(idle).toMatchObject({ changes: [], cursor: next.cursor, more: false })
  })

  it('a deleted row comes as a tombstone', async () => {
    const room = server.demo.rooms.at(-1)!
    const before = await pull(0, 2000)
    const version = await businessWrite(server.ctx.db, server.demo.businessId, async (tx, next) => {
      const v = await next()
      await tx
        .update(t.rooms)
        .set({ deletedAt: sql`now()`, version: v })
        .where(eq(t.rooms.id, room._id))
      return v
    })
    const page = await pull(before.cursor, 100)
    expect(page.changes).toEqual([
      { table: 'rooms', id: room._id, version, deleted: true, row: null },
    ])
  })

  it('the scope names what the session may read: the waiter’s differs from the owner’s, and is stable', async () => {
    const [a, b, c] = await Promise.all([
      pull(0, 1),
      pull(0, 1, waiter),
      pull(0, 1, await login(server.url, 'waiter')),
    ])
    expect(a.scope).not.toBe(b.scope)
    expect(b.scope).toBe(c.scope)
    expect(a.scope).toMatch(/^[0-9a-f]{20}$/)
  })
})

describe('finished history older than 48 hours', () => {
  let old: Order
  let oldLive: Order
  beforeAll(async () => {
    const order = await tableOrder(server, 'pool')
    await put(`${ORDER}/finishOrder`, { order_id: order._id })
    await call(server.url, 'PUT', `${OLD_ORDER}/paidOrders/`, {
      cookie: owner,
      body: { ids: [order._id] },
    })
    await backdate(server, order._id, 72)
    const [row] = await server.ctx.db.select().from(t.orders).where(eq(t.orders.id, order._id))
    old = { ...order, status: row!.status, version: row!.version }
    // an order still waiting is never history, however old
    oldLive = await tableOrder(server, 'pool')
    await backdate(server, oldLive._id, 72)
  })

  it('is not pulled from cursor 0', async () => {
    const page = await pull(0, 2000)
    const ids = page.changes.filter((c) => c.table === 'orders').map((c) => c.id)
    expect(old.status).toBe('Paid')
    expect(ids).not.toContain(old._id)
    expect(ids).toContain(oldLive._id)
  })

  it('is never pulled, even after a cursor (clients older than the horizon start from 0)', async () => {
    const page = await pull(old.version - 1, 2000)
    expect(page.changes.map((c) => c.id)).not.toContain(old._id)
  })

  it('a recent change to finished history is pulled as an incremental change', async () => {
    const order = await tableOrder(server, 'pool')
    await put(`${ORDER}/finishOrder`, { order_id: order._id })
    const before = await pull(0, 2000)
    await call(server.url, 'PUT', `${OLD_ORDER}/paidOrders/`, {
      cookie: owner,
      body: { ids: [order._id] },
    })
    const page = await pull(before.cursor, 2000)
    expect(
      page.changes.filter((c) => c.table === 'orders').map((c) => [c.id, c.row?.status]),
    ).toEqual([[order._id, 'Paid']])
  })

  it('is not pulled by the later pages of a paged first sync either', async () => {
    // A first sync is cursor 0 and then the cursors the server hands back: the history horizon must
    // hold for the whole first sync, or a hotel's entire order history arrives from page 2 on.
    const { changes } = await pullAll(0, 7)
    const ids = changes.filter((c) => c.table === 'orders').map((c) => c.id)
    expect(ids).toContain(oldLive._id)
    expect(ids).not.toContain(old._id)
  })
})
