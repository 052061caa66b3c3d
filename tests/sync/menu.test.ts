import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import * as t from '../../server/db/schema.ts'
import type { ArticleCreatePayload, CategoryCreatePayload } from '../../sync/protocol/index.ts'
import { useHotel } from './helpers/fixture.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()
const isUpload = (method: string, path: string) =>
  method === 'POST' && path.startsWith('/api/v2/images/article/')

async function photo(): Promise<Blob> {
  const bytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .webp()
    .toBuffer()
  return new Blob([new Uint8Array(bytes)], { type: 'image/webp' })
}

function newCategory(): CategoryCreatePayload {
  return {
    _id: randomUUID(),
    business_id: hotel.server.demo.businessId,
    name: { en: 'Late bites', srb: 'Kasni zalogaji', cro: 'Kasni zalogaji' },
    service_ids: [hotel.server.demo.services.roomservice._id],
  }
}

function newItem(categoryId: string): ArticleCreatePayload {
  return {
    _id: randomUUID(),
    business_id: hotel.server.demo.businessId,
    service_id: hotel.server.demo.services.roomservice._id,
    category_id: categoryId,
    name: { en: 'Grilled cheese' },
    price: 9.5,
    modifiers: [
      {
        name: { en: 'Bread' },
        price: 0,
        answers: [
          { name: { en: 'White' }, price: 0 },
          { name: { en: 'Rye' }, price: 0.5 },
        ],
        max: 1,
        required: true,
      },
    ],
  }
}

const serverItem = async (id: string) =>
  (await hotel.server.ctx.db.select().from(t.articles).where(eq(t.articles.id, id)))[0]

describe('menus through the outbox', () => {
  it('a category, an item with a required modifier and its photo made offline land once, in order', async () => {
    const tablet = await hotel.tablet('manager')
    await tablet.engine.pullNow()
    tablet.link.setUp(false)
    const category = newCategory()
    const item = newItem(category._id)
    await tablet.engine.enqueue('category.create', category)
    await tablet.engine.enqueue('article.create', item)
    await tablet.engine.enqueue('image.upload', {
      kind: 'article',
      business_id: item.business_id,
      id: item._id,
      image: await photo(),
    })
    // Shown at once, waiting; the photo waits as a Blob in IndexedDB.
    expect(await tablet.db.articles.get(item._id)).toMatchObject({
      name: { en: 'Grilled cheese' },
      version: 0,
      image: null,
      modifiers: [{ required: true }],
    })
    const queued = await tablet.db.outbox.orderBy('seq').toArray()
    expect(queued.map((r) => r.type)).toEqual(['category.create', 'article.create', 'image.upload'])
    expect((queued[2]?.payload as { image: Blob }).image).toBeInstanceOf(Blob)

    // Back online: the upload's answer is lost once, so it is sent again with the same key.
    tablet.net.loseAnswerOf(isUpload)
    tablet.link.setUp(true)
    await tablet.engine.pullNow()
    await tablet.engine.waitUntilSent()
    const uploads = tablet.net.sent.filter((r) => isUpload(r.method, r.path))
    expect(uploads.map((r) => r.status)).toEqual(['lost', 200])
    expect(new Set(uploads.map((r) => r.idempotencyKey)).size).toBe(1)
    expect(uploads[1]?.replayed).toBe(true)

    const row = await serverItem(item._id)
    expect(row?.image).toMatch(new RegExp(`/images/.+/articles/${item._id}\\.webp\\?v=`))
    await waitFor(async () => (await tablet.db.articles.get(item._id))?.image === row?.image, {
      what: 'the image URL on the tablet',
    })
    expect(await tablet.db.outbox.count()).toBe(0)
    const image = await fetch(`${hotel.server.url}${row!.image}`)
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp'])
  })

  it('an amenities cleaning made offline is a cleaning on the tablet at once, and on the server', async () => {
    const tablet = await hotel.tablet('manager')
    await tablet.engine.pullNow()
    tablet.link.setUp(false)
    const amenities = hotel.server.demo.services.amenities._id
    const category = { ...newCategory(), service_ids: [amenities] }
    const item: ArticleCreatePayload = {
      _id: randomUUID(),
      business_id: hotel.server.demo.businessId,
      service_id: amenities,
      category_id: category._id,
      name: { en: 'Turndown service' },
      price: 0,
      kind: 'cleaning',
    }
    await tablet.engine.enqueue('category.create', category)
    await tablet.engine.enqueue('article.create', item)
    expect(await tablet.db.articles.get(item._id)).toMatchObject({ kind: 'cleaning', version: 0 })
    tablet.link.setUp(true)
    await tablet.engine.pullNow()
    await tablet.engine.waitUntilSent()
    expect((await serverItem(item._id))?.kind).toBe('cleaning')
  })

  it('edit, reorder and delete show at once and reach the server; another tablet follows', async () => {
    const [bar, office] = [await hotel.tablet('manager'), await hotel.tablet('owner')]
    const category = newCategory()
    const [a, b] = [newItem(category._id), newItem(category._id)]
    await office.engine.enqueue('category.create', category)
    await office.engine.enqueue('article.create', a)
    await office.engine.enqueue('article.create', b)
    await office.engine.waitUntilSent()
    await waitFor(() => bar.db.articles.get(b._id), { what: 'the items on the other tablet' })

    bar.link.setUp(false)
    await bar.engine.enqueue('article.update', { _id: a._id, price: 11, availability: false })
    await bar.engine.enqueue('article.reorder', {
      articles: [
        { _id: b._id, position: 0 },
        { _id: a._id, position: 1 },
      ],
    })
    await bar.engine.enqueue('article.delete', { article_id: b._id })
    expect(await bar.db.articles.get(a._id)).toMatchObject({
      price: 11,
      availability: false,
      position: 1,
    })
    expect(await bar.db.articles.get(b._id)).toBeUndefined()
    bar.link.setUp(true)
    await bar.engine.waitUntilSent()
    expect(await serverItem(a._id)).toMatchObject({ price: 11, availability: false, position: 1 })
    expect((await serverItem(b._id))?.deletedAt).not.toBeNull()
    await waitFor(async () => (await office.db.articles.get(b._id)) === undefined, {
      what: 'the delete on the other tablet',
    })
    await waitFor(async () => (await office.db.articles.get(a._id))?.price === 11, {
      what: 'the edit on the other tablet',
    })
  })
})
