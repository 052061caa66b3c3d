import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNull, sql } from 'drizzle-orm'
import sharp from 'sharp'
import * as t from '../../server/db/schema.ts'
import { hashPassword } from '../../server/auth/passwords.ts'
import { businessWrite } from '../../server/domain/versioning.ts'
import { DEMO_PASSWORD } from '../../server/seed-data.ts'
import { FileImageStore, isImageKey } from '../../server/images/store.ts'
import { contentVersion, sniffImageFormat } from '../../server/images/encode.ts'
import { seedDemoImages } from '../../server/seed-images.ts'
import {
  PULL_PATH,
  type Article,
  type ArticleCategory,
  type Change,
  type ErrorBody,
  type PullPage,
  type Service,
} from '../../sync/protocol/index.ts'
import { imageThumbUrl, imageUploadPath, type ImageKind } from '../../sync/protocol/rules/images.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { call, login } from '../helpers/http.ts'
import { createOtherBusiness, type OtherBusiness } from '../helpers/tenant.ts'
import { connectSocket, initStaff } from '../helpers/socket.ts'

let server: TestServer
let other: OtherBusiness
let dataDir: string
const cookies: Record<string, string> = {}
/** An employee with itemsWrite on the restaurant only. */
const CHEF = `chef-${randomUUID().slice(0, 8)}`

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsp-images-'))
  server = await startTestServer({ env: { DATA_DIR: dataDir } })
  other = await createOtherBusiness(server.ctx.db)
  await addChef()
  for (const name of ['owner', 'manager', 'waiter', CHEF]) {
    cookies[name] = await login(server.url, name)
  }
})
afterAll(async () => {
  await server.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function addChef() {
  const employeeId = randomUUID()
  const { businessId, services } = server.demo
  const none = {
    ordersRead: false,
    reservationsRead: false,
    shiftsRead: false,
    reservationsWrite: false,
    itemsWrite: false,
    shiftsWrite: false,
  }
  await businessWrite(server.ctx.db, businessId, async (tx, v) => {
    await tx.insert(t.employees).values({
      id: employeeId,
      businessId,
      version: await v(),
      name: 'Chef',
      surname: 'Test',
      username: CHEF,
      role: 'chef',
      services: [
        { service_id: services.restaurant._id, permissions: { ...none, itemsWrite: true } },
        { service_id: services.roomservice._id, permissions: { ...none, ordersRead: true } },
      ],
    })
    await tx.insert(t.accounts).values({
      id: randomUUID(),
      username: CHEF,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      role: 'employee',
      businessId,
      employeeId,
    })
  })
}

/** A test picture: a gradient (so it compresses like a photo, not like a flat colour). */
async function picture(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width: number,
  height: number,
  exif = false,
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      raw[i] = (x * 255) / width
      raw[i + 1] = (y * 255) / height
      raw[i + 2] = ((x + y) * 7) % 256
    }
  }
  let image = sharp(raw, { raw: { width, height, channels: 3 } })
  if (exif) {
    image = image.withExif({ IFD0: { Copyright: 'Secret Photographer', Make: 'TestCam' } })
  }
  return image.toFormat(format).toBuffer()
}

interface Upload {
  bytes: Buffer
  field?: string
  filename?: string
  type?: string
}

async function upload(
  who: string | null,
  urlPath: string,
  file: Upload | null,
  headers: Record<string, string> = {},
) {
  const form = new FormData()
  if (file) {
    form.append(
      file.field ?? 'image',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.filename ?? 'photo.png',
    )
  } else {
    form.append('note', 'no file here')
  }
  const res = await fetch(`${server.url}${urlPath}`, {
    method: 'POST',
    body: form,
    headers: { ...(who ? { cookie: cookies[who]! } : {}), ...headers },
  })
  const text = await res.text()
  const body: unknown = (res.headers.get('content-type') ?? '').includes('json')
    ? JSON.parse(text)
    : text
  return { status: res.status, headers: res.headers, body }
}

const errorOf = (reply: { body: unknown }) => reply.body as ErrorBody

async function articleRow(id: string) {
  const [row] = await server.ctx.db.select().from(t.articles).where(eq(t.articles.id, id))
  return row!
}

/** A demo article of a service, alive. */
function demoArticle(service: 'restaurant' | 'roomservice' | 'pool', index = 0) {
  const list = server.demo.articles.filter(
    (a) => a.service_id === server.demo.services[service]._id,
  )
  return list[index]!
}

async function demoCategory(service: 'restaurant' | 'roomservice') {
  const [row] = await server.ctx.db
    .select()
    .from(t.articleCategories)
    .where(
      and(
        eq(t.articleCategories.businessId, server.demo.businessId),
        isNull(t.articleCategories.deletedAt),
        sql`${t.articleCategories.serviceIds} = ${JSON.stringify([server.demo.services[service]._id])}::jsonb`,
      ),
    )
  return row!
}

const storedFile = (key: string) => path.join(dataDir, 'images', ...key.split('/'))
const keyOf = (url: string) => url.replace(/^\/images\//, '').replace(/\?.*$/, '')
const path_ = (kind: ImageKind, id: string, businessId = server.demo.businessId) =>
  imageUploadPath(kind, businessId, id)

async function getImage(urlPath: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${urlPath}`, { headers })
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) }
}

/** GET with the path sent exactly as written (fetch would resolve `..` itself). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: Number(port), path: rawPath, method: 'GET' },
      (res) => {
        let body = ''
        res.setEncoding('latin1')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('uploads: accepted formats become WebP inside 1920 px', () => {
  it('png (2400×1200) for an item: 200 with the item, image URL versioned, stored as webp 1920×960', async () => {
    const article = demoArticle('restaurant')
    const before = await articleRow(article._id)
    const reply = await upload('owner', path_('article', article._id), {
      bytes: await picture('png', 2400, 1200),
    })
    expect(reply.status).toBe(200)
    const body = reply.body as Article
    expect(body._id).toBe(article._id)
    expect(body.version).toBeGreaterThan(before.version)
    expect(body.image).toMatch(
      new RegExp(
        `^/images/${server.demo.businessId}/articles/${article._id}\\.webp\\?v=[\\w-]{10}$`,
      ),
    )
    expect(body.name).toEqual(before.name) // the rest of the row as it was
    const row = await articleRow(article._id)
    expect(row.image).toBe(body.image)
    expect(row.version).toBe(body.version)
    const stored = fs.readFileSync(storedFile(keyOf(body.image!)))
    const meta = await sharp(stored).metadata()
    expect(meta.format).toBe('webp')
    expect([meta.width, meta.height]).toEqual([1920, 960])
    expect(stored.length).toBeLessThanOrEqual(1024 * 1024)
  })

  it('jpeg with EXIF, portrait 1000×3000: upright inside 1920 px, metadata stripped', async () => {
    const article = demoArticle('restaurant', 1)
    const jpeg = await picture('jpeg', 1000, 3000, true)
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    const reply = await upload('manager', path_('article', article._id), {
      bytes: jpeg,
      type: 'image/jpeg',
      filename: 'photo.jpg',
    })
    expect(reply.status).toBe(200)
    const stored = fs.readFileSync(storedFile(keyOf((reply.body as Article).image!)))
    const meta = await sharp(stored).metadata()
    expect(meta.format).toBe('webp')
    expect([meta.width, meta.height]).toEqual([640, 1920])
    expect(meta.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('Secret Photographer'))).toBe(false)
  })

  it('webp, small (300×200), for a category: kept at its size, never enlarged', async () => {
    const category = await demoCategory('restaurant')
    const reply = await upload('manager', path_('category', category.id), {
      bytes: await picture('webp', 300, 200),
      type: 'image/webp',
      filename: 'c.webp',
    })
    expect(reply.status).toBe(200)
    const body = reply.body as ArticleCategory
    expect(body.image).toMatch(
      new RegExp(`^/images/${server.demo.businessId}/categories/${category.id}\\.webp\\?v=`),
    )
    expect(body.version).toBeGreaterThan(category.version)
    const meta = await sharp(fs.readFileSync(storedFile(keyOf(body.image!)))).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200])
  })

  it('a service image (manager) at the spec path {businessId}/services/{serviceId}.webp', async () => {
    const service = server.demo.services.restaurant
    const reply = await upload('manager', path_('service', service._id), {
      bytes: await picture('png', 800, 600),
    })
    expect(reply.status).toBe(200)
    const body = reply.body as Service
    expect(body.image).toMatch(
      new RegExp(`^/images/${server.demo.businessId}/services/${service._id}\\.webp\\?v=`),
    )
    expect(
      fs.existsSync(storedFile(`${server.demo.businessId}/services/${service._id}.webp`)),
    ).toBe(true)
  })

  it('the /api/v2/images/azure/ base is the same route', async () => {
    const article = demoArticle('pool')
    const reply = await upload(
      'owner',
      `/api/v2/images/azure/article/${server.demo.businessId}/${article._id}`,
      { bytes: await picture('png', 64, 64) },
    )
    expect(reply.status).toBe(200)
    expect((reply.body as Article).image).toContain(`/articles/${article._id}.webp?v=`)
  })

  it('a new image gives a new URL (new ?v=) and a new version', async () => {
    const article = demoArticle('roomservice', 1)
    const first = (await upload('owner', path_('article', article._id), {
      bytes: await picture('png', 100, 100),
    })) as { body: Article }
    const second = (await upload('owner', path_('article', article._id), {
      bytes: await picture('png', 120, 90),
    })) as { body: Article }
    expect(second.body.image).not.toBe(first.body.image)
    expect(second.body.version).toBeGreaterThan(first.body.version)
    const served = await getImage(second.body.image!)
    expect((await sharp(served.bytes).metadata()).width).toBe(120)
  })
})

describe('uploads refused', () => {
  const target = () => demoArticle('roomservice', 2)

  async function expectUntouched(id: string, before: { image: string | null; version: number }) {
    const row = await articleRow(id)
    expect({ image: row.image, version: row.version }).toEqual({
      image: before.image,
      version: before.version,
    })
    expect(fs.existsSync(storedFile(`${server.demo.businessId}/articles/${id}.webp`))).toBe(false)
  }

  it('gif, text, a text file named .png, a broken png: 400 naming `image`, nothing written', async () => {
    const { _id } = target()
    const before = await articleRow(_id)
    const broken = Buffer.concat([
      (await picture('png', 50, 50)).subarray(0, 40),
      Buffer.alloc(200),
    ])
    const files: Upload[] = [
      { bytes: await picture('gif', 50, 50), type: 'image/gif', filename: 'a.gif' },
      { bytes: Buffer.from('hello, not an image'), type: 'text/plain', filename: 'a.txt' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/png' },
      { bytes: broken, type: 'image/png' },
    ]
    for (const file of files) {
      const reply = await upload('owner', path_('article', _id), file)
      expect(reply.status).toBe(400)
      expect(errorOf(reply)).toMatchObject({ code: 'validation', field: 'image' })
    }
    await expectUntouched(_id, before)
  })

  it('no file, or the file in another field: 400 naming `image`; a JSON body too', async () => {
    const { _id } = target()
    const before = await articleRow(_id)
    const none = await upload('owner', path_('article', _id), null)
    expect(none.status).toBe(400)
    expect(errorOf(none).field).toBe('image')
    const elsewhere = await upload('owner', path_('article', _id), {
      bytes: await picture('png', 10, 10),
      field: 'photo',
    })
    expect(elsewhere.status).toBe(400)
    expect(errorOf(elsewhere).field).toBe('image')
    const json = await call(server.url, 'POST', path_('article', _id), {
      cookie: cookies.owner,
      body: { image: 'x' },
    })
    expect(json.status).toBe(400)
    expect(json.body.field).toBe('image')
    await expectUntouched(_id, before)
  })

  it('over 10 MB: 413 naming `image`, nothing written', async () => {
    const { _id } = target()
    const before = await articleRow(_id)
    const png = await picture('png', 16, 16)
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 10)])
    const reply = await upload('owner', path_('article', _id), { bytes: huge })
    expect(reply.status).toBe(413)
    expect(errorOf(reply)).toMatchObject({ field: 'image' })
    await expectUntouched(_id, before)
  })

  it('not signed in: 401', async () => {
    const { _id } = target()
    const reply = await upload(null, path_('article', _id), { bytes: await picture('png', 8, 8) })
    expect(reply.status).toBe(401)
  })

  it('another business: its id in the path, or its item under ours: 404, theirs untouched', async () => {
    const png = await picture('png', 20, 20)
    const theirPath = await upload('owner', path_('article', other.articleId, other.businessId), {
      bytes: png,
    })
    expect(theirPath.status).toBe(404)
    const theirItem = await upload('owner', path_('article', other.articleId), { bytes: png })
    expect(theirItem.status).toBe(404)
    const theirCategory = await upload('owner', path_('category', other.categoryId), { bytes: png })
    expect(theirCategory.status).toBe(404)
    const theirService = await upload('owner', path_('service', other.restaurantId), { bytes: png })
    expect(theirService.status).toBe(404)
    const [row] = await server.ctx.db
      .select()
      .from(t.articles)
      .where(eq(t.articles.id, other.articleId))
    expect(row?.image).toBeNull()
    expect(fs.existsSync(path.join(dataDir, 'images', other.businessId))).toBe(false)
    const missing = await upload('owner', path_('article', randomUUID()), { bytes: png })
    expect(missing.status).toBe(404)
  })

  it('permissions: itemsWrite on the item’s service; a category’s every service; service images are the manager’s', async () => {
    const png = await picture('png', 20, 20)
    const roomItem = target()
    const before = await articleRow(roomItem._id)
    // The waiter has no itemsWrite anywhere; the chef has it on the restaurant only.
    expect((await upload('waiter', path_('article', roomItem._id), { bytes: png })).status).toBe(
      403,
    )
    expect((await upload(CHEF, path_('article', roomItem._id), { bytes: png })).status).toBe(403)
    await expectUntouched(roomItem._id, before)
    const restaurantItem = demoArticle('restaurant', 2)
    expect((await upload(CHEF, path_('article', restaurantItem._id), { bytes: png })).status).toBe(
      200,
    )
    const roomCategory = await demoCategory('roomservice')
    expect((await upload(CHEF, path_('category', roomCategory.id), { bytes: png })).status).toBe(
      403,
    )
    const restaurantCategory = await demoCategory('restaurant')
    expect(
      (await upload(CHEF, path_('category', restaurantCategory.id), { bytes: png })).status,
    ).toBe(200)
    const service = server.demo.services.restaurant._id
    expect((await upload(CHEF, path_('service', service), { bytes: png })).status).toBe(403)
  })
})

describe('the new image reaches the devices', () => {
  it('the change is emitted and the pull shows the new URL and version', async () => {
    const article = demoArticle('pool', 1)
    const cursor = (
      await call<PullPage>(server.url, 'GET', `${PULL_PATH}?cursor=0&limit=1`, {
        cookie: cookies.manager,
      })
    ).body
    const socket = await connectSocket(server.url, cookies.manager)
    try {
      await initStaff(socket)
      const reply = await upload('owner', path_('article', article._id), {
        bytes: await picture('jpeg', 400, 300),
        type: 'image/jpeg',
      })
      const body = reply.body as Article
      const event = await socket.next<Change>('change', (c) => c.id === article._id)
      expect(event).toMatchObject({ table: 'articles', version: body.version })
      expect((event.row as Article).image).toBe(body.image)
      expect(cursor.cursor).toBeLessThan(body.version)
      const pulled = await call<PullPage>(
        server.url,
        'GET',
        `${PULL_PATH}?cursor=${body.version - 1}&limit=500`,
        { cookie: cookies.manager },
      )
      const change = pulled.body.changes.find((c) => c.id === article._id)
      expect(change).toMatchObject({ table: 'articles', version: body.version })
      expect(change!.row).toEqual(body)
    } finally {
      socket.close()
    }
  })

  it('Idempotency-Key: the same file again is replayed (no new version); another file is a 422', async () => {
    const article = demoArticle('restaurant', 3)
    const png = await picture('png', 40, 40)
    const key = randomUUID()
    const first = await upload(
      'owner',
      path_('article', article._id),
      { bytes: png },
      { 'idempotency-key': key },
    )
    expect(first.status).toBe(200)
    const again = await upload(
      'owner',
      path_('article', article._id),
      { bytes: png },
      { 'idempotency-key': key },
    )
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replay')).toBe('true')
    expect(again.body).toEqual(first.body)
    expect((await articleRow(article._id)).version).toBe((first.body as Article).version)
    const otherFile = await upload(
      'owner',
      path_('article', article._id),
      { bytes: await picture('png', 41, 40) },
      { 'idempotency-key': key },
    )
    expect(otherFile.status).toBe(422)
    expect(errorOf(otherFile).code).toBe('idempotency.key_reused')
  })
})

describe('GET /images/*', () => {
  let url: string
  beforeAll(async () => {
    const reply = await upload('owner', path_('article', demoArticle('roomservice', 0)._id), {
      bytes: await picture('png', 200, 100),
    })
    url = (reply.body as Article).image!
  })

  it('serves webp with a year of immutable caching, an ETag, and 304 for a matching one', async () => {
    const image = await getImage(url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const etag = image.headers.get('etag')
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
    expect(sniffImageFormat(image.bytes)).toBe('webp')
    const again = await getImage(url, { 'if-none-match': etag! })
    expect(again.status).toBe(304)
    expect(again.bytes.length).toBe(0)
    // Without ?v= the path may change later: caches revalidate.
    const plain = await getImage(url.replace(/\?.*$/, ''))
    expect(plain.status).toBe(200)
    expect(plain.headers.get('cache-control')).toBe('public, no-cache')
  })

  it('a missing image is a 404 (JSON, not the app shell)', async () => {
    const missing = await getImage(
      `/images/${server.demo.businessId}/articles/${randomUUID()}.webp`,
    )
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toContain('application/json')
  })

  it('no path traversal: dot segments, encoded ones, backslashes, absolute paths: 404', async () => {
    // Files the traversal would reach if it worked.
    fs.writeFileSync(path.join(dataDir, 'outside.webp'), 'SECRET-OUTSIDE')
    fs.writeFileSync(path.join(dataDir, 'jwt-secret-like'), 'SECRET-OUTSIDE')
    const tries = [
      '/images/../outside.webp',
      '/images/%2e%2e/outside.webp',
      '/images/..%2foutside.webp',
      '/images/x/%2e%2e/%2e%2e/outside.webp',
      '/images/..%5coutside.webp',
      '/images/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/images//etc/passwd',
      '/images/%2fetc%2fpasswd',
      '/images/../jwt-secret-like',
      `/images/${server.demo.businessId}/articles/..%2f..%2f..%2foutside.webp`,
      '/images/a/b.webp%00.png',
    ]
    for (const p of tries) {
      const reply = await rawGet(p)
      expect(reply.body, p).not.toContain('SECRET-OUTSIDE')
      expect(reply.body, p).not.toContain('root:')
      expect([400, 404], p).toContain(reply.status)
    }
  })
})

describe('thumbnails: ?w=120 and ?w=240', () => {
  it('an upload makes square thumbnails, served immutable beside the image', async () => {
    const reply = await upload('owner', path_('article', demoArticle('roomservice', 1)._id), {
      bytes: await picture('png', 1600, 900),
    })
    const url = (reply.body as Article).image!
    for (const width of [120, 240]) {
      const thumb = await getImage(imageThumbUrl(url, width as 120 | 240))
      expect(thumb.status).toBe(200)
      expect(thumb.headers.get('content-type')).toBe('image/webp')
      expect(thumb.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const meta = await sharp(thumb.bytes).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width])
    }
    const full = await getImage(url)
    expect((await sharp(full.bytes).metadata()).width).toBe(1600)
    expect(full.bytes.length).toBeGreaterThan(
      (await getImage(imageThumbUrl(url, 240))).bytes.length,
    )
  })

  it('an image stored without thumbnails (before they existed) gets them on the first request', async () => {
    const key = `${server.demo.businessId}/articles/${randomUUID()}.webp`
    const webp = await sharp(await picture('png', 500, 300))
      .webp()
      .toBuffer()
    await server.ctx.images.put(key, webp)
    const dir = path.join(dataDir, 'images', ...key.split('/').slice(0, -1))
    const name = key.split('/').at(-1)!.replace('.webp', '')
    // An old URL (another version): served, not kept.
    const old = await getImage(`/images/${key}?v=old&w=120`)
    expect(old.status).toBe(200)
    expect(fs.existsSync(path.join(dir, `${name}-w120.webp`))).toBe(false)
    // Today's version: made once and kept.
    const thumb = await getImage(`/images/${key}?v=${contentVersion(webp)}&w=120`)
    expect(thumb.status).toBe(200)
    expect((await sharp(thumb.bytes).metadata()).width).toBe(120)
    expect(fs.existsSync(path.join(dir, `${name}-w120.webp`))).toBe(true)
    // A small image is never enlarged.
    const small = `${server.demo.businessId}/articles/${randomUUID()}.webp`
    await server.ctx.images.put(
      small,
      await sharp(await picture('png', 90, 60))
        .webp()
        .toBuffer(),
    )
    const meta = await sharp((await getImage(`/images/${small}?w=240`)).bytes).metadata()
    expect([meta.width, meta.height]).toEqual([60, 60])
  })

  it('another width is a 400 naming `w`; a thumbnail of a thumbnail or of nothing a 404', async () => {
    const reply = await upload('owner', path_('article', demoArticle('roomservice', 2)._id), {
      bytes: await picture('png', 300, 300),
    })
    const url = (reply.body as Article).image!
    for (const w of ['100', '1920', 'abc', '']) {
      const bad = await call(server.url, 'GET', `${url}&w=${w}`)
      expect(bad.status, w).toBe(400)
      expect(JSON.stringify(bad.body), w).toContain('w')
    }
    const thumbPath = url.replace(/\.webp\?.*$/, '-w120.webp')
    expect((await getImage(thumbPath)).status).toBe(200)
    expect((await getImage(`${thumbPath}?w=120`)).status).toBe(404)
    const none = `/images/${server.demo.businessId}/articles/${randomUUID()}.webp?w=120`
    expect((await getImage(none)).status).toBe(404)
  })
})

describe('FileImageStore', () => {
  it('put/get/delete by key; the write is atomic (no temp file left); bad keys refused', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gsp-store-'))
    try {
      const store = new FileImageStore(root)
      await store.put('b1/articles/a1.webp', Buffer.from('one'))
      await store.put('b1/articles/a1.webp', Buffer.from('two'))
      expect((await store.get('b1/articles/a1.webp'))?.body.toString()).toBe('two')
      expect(fs.readdirSync(path.join(root, 'b1', 'articles'))).toEqual(['a1.webp'])
      await store.delete('b1/articles/a1.webp')
      expect(await store.get('b1/articles/a1.webp')).toBeNull()
      await store.delete('b1/articles/a1.webp') // missing: fine
      for (const bad of [
        '../x.webp',
        'b1/../../x.webp',
        '/etc/x.webp',
        'b1\\x.webp',
        'x.webp',
        'b1/x.png',
        'b1//x.webp',
        'b1/x.webp/',
      ]) {
        expect(isImageKey(bad), bad).toBe(false)
        expect(await store.get(bad)).toBeNull()
        await expect(store.put(bad, Buffer.from('x'))).rejects.toThrow(/Invalid image key/)
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })

  it('sniffs png, jpeg and webp by their bytes, nothing else', async () => {
    expect(sniffImageFormat(await picture('png', 4, 4))).toBe('png')
    expect(sniffImageFormat(await picture('jpeg', 4, 4))).toBe('jpeg')
    expect(sniffImageFormat(await picture('webp', 4, 4))).toBe('webp')
    expect(sniffImageFormat(await picture('gif', 4, 4))).toBeNull()
    expect(sniffImageFormat(Buffer.from('RIFF0000WAVE'))).toBeNull()
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull()
  })
})

describe('demo seed pictures', () => {
  it('the demo’s food items and categories get a served WebP picture; amenities none; a second run adds nothing', async () => {
    const bare = await server.ctx.db
      .select({ id: t.articles.id })
      .from(t.articles)
      .where(and(eq(t.articles.businessId, server.demo.businessId), isNull(t.articles.image)))
    const count = await seedDemoImages(server.ctx.db, server.ctx.images)
    expect(count).toBeGreaterThan(10)
    const rows = await server.ctx.db
      .select()
      .from(t.articles)
      .where(and(eq(t.articles.businessId, server.demo.businessId), isNull(t.articles.deletedAt)))
    const amenities = server.demo.services.amenities._id
    for (const row of rows) {
      if (row.serviceId === amenities) expect(row.image).toBeNull()
      else expect(row.image).toMatch(/^\/images\/.+\.webp\?v=/)
    }
    const seeded = rows.find((r) => r.image && bare.some((b) => b.id === r.id))
    const served = await getImage(seeded!.image!)
    expect(served.status).toBe(200)
    const meta = await sharp(served.bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600])
    expect(await seedDemoImages(server.ctx.db, server.ctx.images)).toBe(0)
  })
})
