import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request as httpRequest } from 'node:http'
import { brotliDecompressSync } from 'node:zlib'
import type { Article, ArticleCategory } from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { call } from '../helpers/http.ts'
import { createOtherBusiness, type OtherBusiness } from '../helpers/tenant.ts'

let server: TestServer
let other: OtherBusiness
beforeAll(async () => {
  server = await startTestServer()
  other = await createOtherBusiness(server.ctx.db)
})
afterAll(async () => {
  await server.close()
})

type RoomMenu = { service_id: string; categories: ArticleCategory[]; articles: Article[] }
const MENU = '/api/v2/restaraunt-bar/article/getMenuByRoomID'
const room = () => server.demo.rooms[0]!

describe('getMenuByRoomID (public: the guest menu page in one read)', () => {
  it('is the named service of the room’s hotel with the same categories and items as by id', async () => {
    const service = server.demo.services.roomservice
    const reply = await call<RoomMenu>(
      server.url,
      'GET',
      `${MENU}/${room()._id}/${encodeURIComponent(service.name)}`,
    )
    expect(reply.status).toBe(200)
    expect(reply.body.service_id).toBe(service._id)
    const byId = await call<Article[]>(
      server.url,
      'GET',
      `/api/v2/restaraunt-bar/article/getArticleByServiceIDs?service_ids=${service._id}`,
    )
    const categoriesById = await call<ArticleCategory[]>(
      server.url,
      'GET',
      `/api/v2/restaraunt-bar/articleCategory/getArticleCategoriesByServiceIDs?service_ids=${service._id}`,
    )
    expect(reply.body.articles.length).toBeGreaterThan(0)
    expect(reply.body.articles).toEqual(byId.body)
    expect(reply.body.categories).toEqual(categoriesById.body)
  })

  it('matches the name in another letter case, as the page does', async () => {
    const service = server.demo.services.pool
    const reply = await call<RoomMenu>(
      server.url,
      'GET',
      `${MENU}/${room()._id}/${encodeURIComponent(service.name.toUpperCase())}`,
    )
    expect(reply.status).toBe(200)
    expect(reply.body.service_id).toBe(service._id)
  })

  it('is 404 for a service that takes no orders, an unknown room or another hotel’s service', async () => {
    const spa = await call(server.url, 'GET', `${MENU}/${room()._id}/Spa`)
    expect(spa.status).toBe(404)
    const unknownRoom = await call(server.url, 'GET', `${MENU}/no-such-room/Pool%20bar`)
    expect(unknownRoom.status).toBe(404)
    // A room link of another hotel gets that hotel's service of the same name, never this one.
    const foreign = await call<RoomMenu>(
      server.url,
      'GET',
      `${MENU}/${other.roomId}/Room%20service`,
    )
    expect(foreign.status).toBe(200)
    expect(foreign.body.service_id).toBe(other.roomserviceId)
    expect(foreign.body.articles.every((a) => a.business_id === other.businessId)).toBe(true)
  })
})

describe('compressed JSON', () => {
  /** A raw request (fetch would decompress): status, headers, body bytes. */
  const raw = (path: string, encoding: string) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const url = new URL(path, server.url)
      const req = httpRequest(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    })

  it('sends a menu brotli-compressed when the phone accepts it, and plain when not', async () => {
    const path = `${MENU}/${room()._id}/Room%20service`
    const plain = await raw(path, 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await raw(path, 'br, gzip')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.body.length).toBeLessThan(plain.body.length)
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    )
  })
})
