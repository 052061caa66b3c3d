import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import {
  ARTICLE_BASE,
  CATEGORY_BASE,
  PUSH_PATH,
  type Article,
  type ArticleCategory,
  type Change,
  type ErrorBody,
  type PushReply,
} from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { call, login } from '../helpers/http.ts'
import { createOtherBusiness, type OtherBusiness } from '../helpers/tenant.ts'
import { connectSocket, initStaff } from '../helpers/socket.ts'

let server: TestServer
let other: OtherBusiness
const cookies: Record<string, string> = {}

beforeAll(async () => {
  server = await startTestServer()
  other = await createOtherBusiness(server.ctx.db)
  for (const name of ['owner', 'manager', 'waiter']) cookies[name] = await login(server.url, name)
})
afterAll(() => server.close())

const as = (who: string, method: string, path: string, body?: unknown, key?: string) =>
  call<unknown>(server.url, method, path, {
    cookie: cookies[who],
    ...(body !== undefined ? { body } : {}),
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  })
const errorOf = (reply: { body: unknown }) => reply.body as ErrorBody

async function articleRow(id: string) {
  const [row] = await server.ctx.db.select().from(t.articles).where(eq(t.articles.id, id))
  return row
}

/** A fresh category of room service and restaurant, with nothing in it. */
async function newCategory(serviceIds = [server.demo.services.roomservice._id]) {
  const reply = await as('manager', 'POST', `${CATEGORY_BASE}/createArticleCategory`, {
    _id: randomUUID(),
    name: { en: 'Breakfast', srb: 'Doručak', cro: 'Doručak' },
    service_ids: serviceIds,
    min: null,
    max: null,
    timeAvailable: { start: { h: 7, m: 0 }, end: { h: 11, m: 0 } },
  })
  expect(reply.status).toBe(200)
  return reply.body as ArticleCategory
}

const milk = {
  name: { en: 'Milk', srb: 'Mleko', cro: 'Mlijeko' },
  price: 0,
  answers: [
    { name: { en: 'Whole' }, price: 0 },
    { name: { en: 'Oat' }, price: 0.5 },
  ],
  max: 1,
  required: true,
}

const newItem = (category: ArticleCategory, overrides: Record<string, unknown> = {}) => ({
  _id: randomUUID(),
  service_id: category.service_ids[0],
  category_id: category._id,
  name: { en: 'Porridge', srb: 'Kaša', cro: 'Kaša' },
  description: { en: 'Oats, berries, honey' },
  price: 7.456,
  modifiers: [milk],
  ...overrides,
})

describe('createArticle', () => {
  it('creates with the client’s id, price rounded to 2 decimals, last in its category', async () => {
    const category = await newCategory()
    const first = await as('manager', 'POST', `${ARTICLE_BASE}/createArticle`, newItem(category))
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      business_id: server.demo.businessId,
      category_id: category._id,
      price: 7.46,
      availability: true,
      position: 0,
      image: null,
      modifiers: [{ required: true, max: 1, answers: [{ price: 0 }, { price: 0.5 }] }],
    })
    const second = await as('owner', 'POST', `${ARTICLE_BASE}/createArticle`, newItem(category))
    expect((second.body as Article).position).toBe(1)
    const body = newItem(category)
    await as('owner', 'POST', `${ARTICLE_BASE}/createArticle`, body)
    const twice = await as('owner', 'POST', `${ARTICLE_BASE}/createArticle`, body)
    expect([twice.status, errorOf(twice).field]).toEqual([409, '_id'])
    // Readable by guests at once.
    const read = await call<Article[]>(
      server.url,
      'GET',
      `${ARTICLE_BASE}/getArcticlesByCategoryID/${category._id}`,
    )
    expect(read.body.map((a) => a.name.en)).toEqual(['Porridge', 'Porridge', 'Porridge'])
  })

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const category = await newCategory()
    const cases: [Record<string, unknown>, string][] = [
      [{ name: { en: ' ' } }, 'name.en'],
      [{ price: -1 }, 'price'],
      [{ price: '7,50' }, 'price'],
      [{ modifiers: [{ ...milk, max: 3 }] }, 'modifiers.0.max'],
      [{ modifiers: [{ ...milk, answers: [] }] }, 'modifiers.0.answers'],
      [{ category_id: randomUUID() }, 'category_id'],
      [{ service_id: server.demo.services.restaurant._id }, 'service_id'],
      [{ service_id: server.demo.services.spa._id }, 'service_id'],
    ]
    for (const [overrides, field] of cases) {
      const body = newItem(category, overrides)
      const reply = await as('owner', 'POST', `${ARTICLE_BASE}/createArticle`, body)
      expect([reply.status, errorOf(reply).field], JSON.stringify(overrides)).toEqual([400, field])
      expect(await articleRow(body._id)).toBeUndefined()
    }
  })

  it('needs itemsWrite on the service; another business’s category is unknown', async () => {
    const category = await newCategory()
    const waiter = await as('waiter', 'POST', `${ARTICLE_BASE}/createArticle`, newItem(category))
    expect(waiter.status).toBe(403)
    const foreign = await as(
      'owner',
      'POST',
      `${ARTICLE_BASE}/createArticle`,
      newItem(category, { category_id: other.categoryId }),
    )
    expect([foreign.status, errorOf(foreign).field]).toEqual([400, 'category_id'])
    const foreignBusiness = await as(
      'owner',
      'POST',
      `${ARTICLE_BASE}/createArticle`,
      newItem(category, { business_id: other.businessId }),
    )
    expect(foreignBusiness.status).toBe(404)
  })
})

describe('updateArticle and deleteArticle', () => {
  it('changes only the fields sent; the socket and pull carry the new version', async () => {
    const category = await newCategory()
    const created = (await as('owner', 'POST', `${ARTICLE_BASE}/createArticle`, newItem(category)))
      .body as Article
    const socket = await connectSocket(server.url, cookies.waiter)
    await initStaff(socket)
    const reply = await as('manager', 'PUT', `${ARTICLE_BASE}/updateArticle`, {
      _id: created._id,
      price: 8.5,
      availability: false,
    })
    expect(reply.status).toBe(200)
    const updated = reply.body as Article
    expect(updated).toMatchObject({ price: 8.5, availability: false, name: created.name })
    expect(updated.modifiers).toEqual(created.modifiers)
    expect(updated.version).toBeGreaterThan(created.version)
    const event = await socket.next<Change>('change', (c) => c.id === created._id)
    expect(event).toMatchObject({ table: 'articles', version: updated.version })
    socket.close()
  })

  it('moves an item to another category of its service; not to one without its service', async () => {
    const from = await newCategory()
    const to = await newCategory()
    const elsewhere = await newCategory([server.demo.services.restaurant._id])
    const item = (await as('owner', 'POST', `${ARTICLE_BASE}/createArticle`, newItem(from)))
      .body as Article
    const moved = await as('owner', 'PUT', `${ARTICLE_BASE}/updateArticle`, {
      _id: item._id,
      category_id: to._id,
    })
    expect((moved.body as Article).category_id).toBe(to._id)
    const refused = await as('owner', 'PUT', `${ARTICLE_BASE}/updateArticle`, {
      _id: item._id,
      category_id: elsewhere._id,
    })
    expect([refused.status, errorOf(refused).field]).toEqual([400, 'service_id'])
    expect((await articleRow(item._id))?.categoryId).toBe(to._id)
  })

  it('delete answers a tombstone; the item is gone from reads; a repeat is 404', async () => {
    const category = await newCategory()
    const item = (await as('owner', 'POST', `${ARTICLE_BASE}/createArticle`, newItem(category)))
      .body as Article
    const waiter = await as('waiter', 'DELETE', `${ARTICLE_BASE}/deleteArticle/${item._id}`)
    expect(waiter.status).toBe(403)
    const deleted = await as('owner', 'DELETE', `${ARTICLE_BASE}/deleteArticle/${item._id}`)
    expect(deleted.body).toMatchObject({ _id: item._id, deleted: true })
    const read = await as('owner', 'GET', `${ARTICLE_BASE}/getArticleByID/${item._id}`)
    expect(read.status).toBe(404)
    const again = await as('owner', 'DELETE', `${ARTICLE_BASE}/deleteArticle/${item._id}`)
    expect(again.status).toBe(404)
    const foreign = await as('owner', 'DELETE', `${ARTICLE_BASE}/deleteArticle/${other.articleId}`)
    expect(foreign.status).toBe(404)
    expect((await articleRow(other.articleId))?.deletedAt).toBeNull()
  })
})

describe('updateArticleCategory and the position writes', () => {
  it('changes the fields sent; min above max is refused on the merged row', async () => {
    const category = await newCategory()
    const reply = await as('owner', 'PUT', `${CATEGORY_BASE}/updateArticleCategory`, {
      _id: category._id,
      name: { en: 'Brunch' },
      max: 2,
    })
    expect(reply.body).toMatchObject({
      name: { en: 'Brunch' },
      max: 2,
      timeAvailable: category.timeAvailable,
    })
    const bad = await as('owner', 'PUT', `${CATEGORY_BASE}/updateArticleCategory`, {
      _id: category._id,
      min: 3,
    })
    expect([bad.status, errorOf(bad).field]).toEqual([400, 'min'])
    const waiter = await as('waiter', 'PUT', `${CATEGORY_BASE}/updateArticleCategory`, {
      _id: category._id,
      max: 5,
    })
    expect(waiter.status).toBe(403)
  })

  it('a category moved to other services takes its items with it', async () => {
    const category = await newCategory()
    const item = (await as('owner', 'POST', `${ARTICLE_BASE}/createArticle`, newItem(category)))
      .body as Article
    const pool = server.demo.services.pool._id
    const reply = await as('owner', 'PUT', `${CATEGORY_BASE}/updateArticleCategory`, {
      _id: category._id,
      service_ids: [pool],
    })
    expect(reply.body).toMatchObject({
      service_ids: [pool],
      service_name: server.demo.services.pool.name,
    })
    expect((await articleRow(item._id))?.serviceId).toBe(pool)
  })

  it('reorders items and categories all or nothing; unmoved rows keep their version', async () => {
    const category = await newCategory()
    const items: Article[] = []
    for (let i = 0; i < 3; i++) {
      items.push(
        (await as('owner', 'POST', `${ARTICLE_BASE}/createArticle`, newItem(category)))
          .body as Article,
      )
    }
    const [a, b, c] = items as [Article, Article, Article]
    const reply = await as('manager', 'PUT', `${ARTICLE_BASE}/updateArticlePositions`, {
      articles: [
        { _id: c._id, position: 0 },
        { _id: a._id, position: 1 },
        { _id: b._id, position: 2 },
      ],
    })
    expect(reply.status).toBe(200)
    const saved = (reply.body as { articles: Article[] }).articles
    expect(saved.map((s) => s.position)).toEqual([0, 1, 2])
    const read = await call<Article[]>(
      server.url,
      'GET',
      `${ARTICLE_BASE}/getArcticlesByCategoryID/${category._id}`,
    )
    expect(read.body.map((x) => x._id)).toEqual([c._id, a._id, b._id])
    // One unknown row: nothing moves.
    const before = await articleRow(a._id)
    const unknown = await as('owner', 'PUT', `${ARTICLE_BASE}/updateArticlePositions`, {
      articles: [
        { _id: a._id, position: 9 },
        { _id: other.articleId, position: 0 },
      ],
    })
    expect(unknown.status).toBe(404)
    expect(await articleRow(a._id)).toEqual(before)
    const second = await newCategory()
    const cats = await as('owner', 'PUT', `${CATEGORY_BASE}/updateArticleCategoryPositions`, {
      categories: [
        { _id: second._id, position: 0 },
        { _id: category._id, position: 1 },
      ],
    })
    expect(
      (cats.body as { categories: ArticleCategory[] }).categories.map((x) => x.position),
    ).toEqual([0, 1])
  })
})

describe('the push carries the menu writes', () => {
  it('create a category and an item in it, edit, reorder, delete: one batch, a replay acts once', async () => {
    const categoryId = randomUUID()
    const itemId = randomUUID()
    const roomservice = server.demo.services.roomservice._id
    const actions = [
      {
        id: randomUUID(),
        type: 'category.create',
        payload: {
          _id: categoryId,
          business_id: server.demo.businessId,
          name: { en: 'Night menu' },
          service_ids: [roomservice],
        },
      },
      {
        id: randomUUID(),
        type: 'article.create',
        payload: {
          ...newItem({ _id: categoryId, service_ids: [roomservice] } as ArticleCategory),
          _id: itemId,
          business_id: server.demo.businessId,
        },
      },
      { id: randomUUID(), type: 'article.update', payload: { _id: itemId, price: 9 } },
      {
        id: randomUUID(),
        type: 'article.reorder',
        payload: { articles: [{ _id: itemId, position: 5 }] },
      },
      { id: randomUUID(), type: 'category.update', payload: { _id: categoryId, max: 4 } },
      { id: randomUUID(), type: 'article.delete', payload: { article_id: itemId } },
    ]
    const send = () =>
      as('owner', 'POST', PUSH_PATH, { actions }) as Promise<{ status: number; body: PushReply }>
    const reply = await send()
    expect(reply.body.results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(reply.body.results[2]?.body).toMatchObject({ _id: itemId, price: 9 })
    expect(reply.body.results[5]?.body).toMatchObject({ _id: itemId, deleted: true })
    const replay = await send()
    expect(replay.body.results.every((r) => r.replayed)).toBe(true)
    expect(replay.body.results.map((r) => r.body)).toEqual(reply.body.results.map((r) => r.body))
    const rows = await server.ctx.db.select().from(t.articles).where(eq(t.articles.id, itemId))
    expect(rows).toHaveLength(1)
  })
})
