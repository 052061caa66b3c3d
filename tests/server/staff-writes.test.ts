import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import {
  CATEGORY_BASE,
  OLD_TABLE_BASE,
  PUSH_PATH,
  ROOM_BASE,
  type ArticleCategory,
  type Change,
  type DiningTable,
  type ErrorBody,
  type PushReply,
  type Room,
} from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { call, login } from '../helpers/http.ts'
import { createOtherBusiness, type OtherBusiness } from '../helpers/tenant.ts'
import { connectSocket, initStaff, type TestSocket } from '../helpers/socket.ts'

let server: TestServer
let other: OtherBusiness
const cookies: Record<string, string> = {}

beforeAll(async () => {
  server = await startTestServer()
  other = await createOtherBusiness(server.ctx.db)
  for (const name of ['owner', 'manager', 'waiter', 'reception', 'kitchen']) {
    cookies[name] = await login(server.url, name)
  }
})
afterAll(() => server.close())

const as = (who: string, method: string, path: string, body?: unknown, key?: string) =>
  call<unknown>(server.url, method, path, {
    cookie: cookies[who],
    ...(body !== undefined ? { body } : {}),
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  })
const errorOf = (reply: { body: unknown }) => reply.body as ErrorBody

async function roomRow(id: string) {
  const [row] = await server.ctx.db.select().from(t.rooms).where(eq(t.rooms.id, id))
  return row!
}

describe('rooms: setRoomToInactive / setRoomToActive (update)', () => {
  it('sets the status, takes a new version, and a repeat is a no-op', async () => {
    const room = server.demo.rooms[3]!
    const before = await roomRow(room._id)
    const off = await as('reception', 'PUT', `${ROOM_BASE}/setRoomToInactive/${room._id}`)
    expect(off.status).toBe(200)
    const body = off.body as Room
    expect(body).toMatchObject({ _id: room._id, status: 'inactive' })
    expect(body.version).toBeGreaterThan(before.version)
    const again = await as('reception', 'PUT', `${ROOM_BASE}/setRoomToInactive/${room._id}`)
    expect((again.body as Room).version).toBe(body.version)
    const on = await as('owner', 'PUT', `${ROOM_BASE}/setRoomToActive/${room._id}`)
    expect(on.body).toMatchObject({ status: 'active' })
    expect((await roomRow(room._id)).status).toBe('active')
  })

  it('is reception work: a waiter gets 403, another business’s room 404, nothing written', async () => {
    const room = server.demo.rooms[2]!
    const before = await roomRow(room._id)
    const waiter = await as('waiter', 'PUT', `${ROOM_BASE}/setRoomToInactive/${room._id}`)
    expect(waiter.status).toBe(403)
    const foreign = await as('owner', 'PUT', `${ROOM_BASE}/setRoomToInactive/${other.roomId}`)
    expect(foreign.status).toBe(404)
    expect(await roomRow(room._id)).toEqual(before)
    const [theirs] = await server.ctx.db.select().from(t.rooms).where(eq(t.rooms.id, other.roomId))
    expect(theirs?.status).toBe('active')
  })
})

const newCategory = (overrides: Record<string, unknown> = {}) => ({
  _id: randomUUID(),
  name: { en: 'Late snacks', srb: 'Kasne grickalice' },
  service_ids: [server.demo.services.roomservice._id],
  min: null,
  max: 3,
  ...overrides,
})

describe('article categories: createArticleCategory (create) and deleteArticleCategory (delete)', () => {
  it('creates with the client’s id; the id cannot be used again, by this or another business', async () => {
    const body = newCategory()
    const created = await as('manager', 'POST', `${CATEGORY_BASE}/createArticleCategory`, body)
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({
      _id: body._id,
      business_id: server.demo.businessId,
      name: body.name,
      service_ids: body.service_ids,
      service_name: server.demo.services.roomservice.name,
      max: 3,
    })
    const twice = await as('manager', 'POST', `${CATEGORY_BASE}/createArticleCategory`, {
      ...body,
      name: { en: 'Other' },
    })
    expect(twice.status).toBe(409)
    expect(errorOf(twice)).toMatchObject({ code: 'conflict', field: '_id' })
    // An id that belongs to another business's row: refused, and that row untouched.
    const stolen = await as('owner', 'POST', `${CATEGORY_BASE}/createArticleCategory`, {
      ...newCategory(),
      _id: other.categoryId,
    })
    expect(stolen.status).toBe(409)
    const [theirs] = await server.ctx.db
      .select()
      .from(t.articleCategories)
      .where(eq(t.articleCategories.id, other.categoryId))
    expect(theirs?.businessId).toBe(other.businessId)
  })

  it('20 simultaneous creates with one id (different keys, two tablets): exactly one row', async () => {
    const body = newCategory()
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        as(
          i % 2 ? 'owner' : 'manager',
          'POST',
          `${CATEGORY_BASE}/createArticleCategory`,
          body,
          randomUUID(),
        ),
      ),
    )
    const statuses = replies.map((r) => r.status).sort()
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)])
    const rows = await server.ctx.db
      .select()
      .from(t.articleCategories)
      .where(eq(t.articleCategories.id, body._id))
    expect(rows).toHaveLength(1)
  })

  it('makes an id when none is sent; new categories go last', async () => {
    const a = await as('owner', 'POST', `${CATEGORY_BASE}/createArticleCategory`, {
      name: { en: 'A' },
      service_ids: [server.demo.services.pool._id],
    })
    const b = await as('owner', 'POST', `${CATEGORY_BASE}/createArticleCategory`, {
      name: { en: 'B' },
      service_ids: [server.demo.services.pool._id],
    })
    const [ca, cb] = [a.body as ArticleCategory, b.body as ArticleCategory]
    expect(ca._id).toMatch(/^[0-9a-f-]{36}$/)
    expect(cb.position).toBe(ca.position + 1)
  })

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const count = async () => (await server.ctx.db.select().from(t.articleCategories)).length
    const before = await count()
    const cases: [Record<string, unknown>, string][] = [
      [newCategory({ name: { en: '  ' } }), 'name.en'],
      [newCategory({ min: 4, max: 2 }), 'min'],
      [newCategory({ service_ids: [] }), 'service_ids'],
      [newCategory({ _id: 'short' }), '_id'],
      [
        newCategory({ timeAvailable: { start: { h: 25, m: 0 }, end: { h: 2, m: 0 } } }),
        'timeAvailable.start.h',
      ],
    ]
    for (const [body, field] of cases) {
      const reply = await as('owner', 'POST', `${CATEGORY_BASE}/createArticleCategory`, body)
      expect([reply.status, errorOf(reply).field], field).toEqual([400, field])
    }
    expect(await count()).toBe(before)
  })

  it('needs itemsWrite on every service; another business’s service is a 404', async () => {
    const waiter = await as(
      'waiter',
      'POST',
      `${CATEGORY_BASE}/createArticleCategory`,
      newCategory(),
    )
    expect(waiter.status).toBe(403)
    const foreign = await as(
      'owner',
      'POST',
      `${CATEGORY_BASE}/createArticleCategory`,
      newCategory({ service_ids: [other.restaurantId] }),
    )
    expect(foreign.status).toBe(404)
    const wrongBusiness = await as(
      'owner',
      'POST',
      `${CATEGORY_BASE}/createArticleCategory`,
      newCategory({ business_id: other.businessId }),
    )
    expect(wrongBusiness.status).toBe(404)
  })

  it('delete leaves tombstones for the category and its items; the pull and the socket carry them', async () => {
    const socket: TestSocket = await connectSocket(server.url, cookies.waiter)
    await initStaff(socket)
    const body = newCategory()
    await as('owner', 'POST', `${CATEGORY_BASE}/createArticleCategory`, body)
    const itemId = randomUUID()
    await server.ctx.db.insert(t.articles).values({
      id: itemId,
      businessId: server.demo.businessId,
      version: 0,
      serviceId: server.demo.services.roomservice._id,
      categoryId: body._id,
      name: { en: 'Toast' },
      description: { en: '' },
      price: 3,
      modifiers: [],
    })
    const waiter = await as(
      'waiter',
      'DELETE',
      `${CATEGORY_BASE}/deleteArticleCategory/${body._id}`,
    )
    expect(waiter.status).toBe(403)
    const deleted = await as(
      'owner',
      'DELETE',
      `${CATEGORY_BASE}/deleteArticleCategory/${body._id}`,
    )
    expect(deleted.status).toBe(200)
    const tombstone = deleted.body as { _id: string; version: number; deleted: boolean }
    expect(tombstone).toMatchObject({ _id: body._id, deleted: true })
    const event = await socket.next<Change>('change', (c) => c.id === body._id && c.deleted)
    expect(event).toMatchObject({ table: 'categories', deleted: true, version: tombstone.version })
    await socket.next<Change>('change', (c) => c.id === itemId && c.deleted)
    socket.close()
    const pull = await as('owner', 'GET', '/api/v2/sync/pull?cursor=0&limit=2000')
    const changes = (pull.body as { changes: Change[] }).changes
    expect(changes.find((c) => c.id === body._id)).toMatchObject({ deleted: true, row: null })
    expect(changes.find((c) => c.id === itemId)).toMatchObject({ deleted: true, row: null })
    const reads = await as(
      'owner',
      'GET',
      `/api/v2/restaraunt-bar/article/getArticleByID/${itemId}`,
    )
    expect(reads.status).toBe(404)
    const again = await as('owner', 'DELETE', `${CATEGORY_BASE}/deleteArticleCategory/${body._id}`)
    expect(again.status).toBe(404)
  })
})

async function tableRows(ids: string[]) {
  const rows = await server.ctx.db.select().from(t.diningTables)
  return ids.map((id) => rows.find((r) => r.id === id)!)
}

describe('tables: updateTableMany (several rows, all or nothing)', () => {
  it('moves every table in one transaction and answers the saved tables', async () => {
    const ids = server.demo.tables.slice(0, 3).map((x) => x._id)
    const before = await tableRows(ids)
    const reply = await as('owner', 'PUT', `${OLD_TABLE_BASE}/updateTableMany/`, {
      tables: ids.map((_id, i) => ({
        _id,
        coordinate_x: 0.1 * (i + 1),
        coordinate_y: 0.5,
        rotation: 90,
      })),
    })
    expect(reply.status).toBe(200)
    const saved = (reply.body as { tables: DiningTable[] }).tables
    expect(saved.map((s) => [s._id, s.coordinate_x, s.rotation])).toEqual(
      ids.map((id, i) => [id, 0.1 * (i + 1), 90]),
    )
    for (const [i, s] of saved.entries()) expect(s.version).toBeGreaterThan(before[i]!.version)
  })

  it('one table it may not move, or does not know, and none moves', async () => {
    const ids = server.demo.tables.slice(0, 2).map((x) => x._id)
    const before = await tableRows(ids)
    const move = (extra: string) => ({
      tables: [...ids, extra].map((_id) => ({ _id, coordinate_x: 0.9, coordinate_y: 0.9 })),
    })
    const unknown = await as(
      'owner',
      'PUT',
      `${OLD_TABLE_BASE}/updateTableMany/`,
      move(randomUUID()),
    )
    expect(unknown.status).toBe(404)
    const foreign = await as(
      'owner',
      'PUT',
      `${OLD_TABLE_BASE}/updateTableMany/`,
      move(other.tableId),
    )
    expect(foreign.status).toBe(404)
    const waiter = await as('waiter', 'PUT', `${OLD_TABLE_BASE}/updateTableMany/`, {
      tables: ids.map((_id) => ({ _id, coordinate_x: 0.9, coordinate_y: 0.9 })),
    })
    expect(waiter.status).toBe(403)
    expect(await tableRows(ids)).toEqual(before)
    const bad = await as('owner', 'PUT', `${OLD_TABLE_BASE}/updateTableMany/`, {
      tables: [{ _id: ids[0], coordinate_x: 1.5, coordinate_y: 0.2 }],
    })
    expect([bad.status, errorOf(bad).field]).toEqual([400, 'tables.0.coordinate_x'])
  })
})

describe('the push carries every kind of write, answering as the single endpoints', () => {
  const push = (who: string, actions: { id: string; type: string; payload: unknown }[]) =>
    as(who, 'POST', PUSH_PATH, { actions }) as Promise<{ status: number; body: PushReply }>

  it('create, update, delete and a multi-row action in one batch; a replay acts once', async () => {
    const category = newCategory({ business_id: server.demo.businessId })
    const room = server.demo.rooms[4]!
    const table = server.demo.tables[3]!
    const actions = [
      { id: randomUUID(), type: 'category.create', payload: category },
      { id: randomUUID(), type: 'room.setInactive', payload: { room_id: room._id } },
      {
        id: randomUUID(),
        type: 'table.updateMany',
        payload: { tables: [{ _id: table._id, coordinate_x: 0.33, coordinate_y: 0.66 }] },
      },
      { id: randomUUID(), type: 'category.delete', payload: { category_id: category._id } },
      { id: randomUUID(), type: 'room.setActive', payload: { room_id: other.roomId } },
    ]
    const reply = await push('owner', actions)
    expect(reply.status).toBe(200)
    expect(reply.body.results.map((r) => r.status)).toEqual([200, 200, 200, 200, 404])
    expect(reply.body.results[0]?.body).toMatchObject({ _id: category._id })
    expect(reply.body.results[3]?.body).toMatchObject({ _id: category._id, deleted: true })
    expect((await roomRow(room._id)).status).toBe('inactive')
    const versions = async () => (await roomRow(room._id)).version
    const v = await versions()
    const again = await push('owner', actions)
    expect(again.body.results.map((r) => [r.status, r.replayed])).toEqual(
      actions.map((_, i) => [i === 4 ? 404 : 200, true]),
    )
    expect(await versions()).toBe(v)
    // The same key through the single endpoint: its stored answer, not a second create.
    const single = await as(
      'owner',
      'POST',
      `${CATEGORY_BASE}/createArticleCategory`,
      category,
      actions[0]!.id,
    )
    expect(single.status).toBe(200)
    expect(single.headers.get('idempotent-replay')).toBe('true')
    // Reused with another body: 422, not a replay and not an action.
    const changed = await push('owner', [
      {
        id: actions[2]!.id,
        type: 'table.updateMany',
        payload: { tables: [{ _id: table._id, coordinate_x: 0.99, coordinate_y: 0.99 }] },
      },
    ])
    expect(changed.body.results[0]).toMatchObject({
      status: 422,
      body: { code: 'idempotency.key_reused' },
    })
    expect((await tableRows([table._id]))[0]).toMatchObject({ coordinateX: 0.33 })
    // With another row in its path it is another route: a 400 naming the header.
    const otherRoom = await push('owner', [
      {
        id: actions[1]!.id,
        type: 'room.setInactive',
        payload: { room_id: server.demo.rooms[5]!._id },
      },
    ])
    expect(otherRoom.body.results[0]).toMatchObject({
      status: 400,
      body: { field: 'Idempotency-Key' },
    })
    expect((await roomRow(server.demo.rooms[5]!._id)).status).toBe('active')
  })
})
