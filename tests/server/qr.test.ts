import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { compareRoomNames } from '../../sync/protocol/index.ts'
import { QR_PER_PAGE } from '../../server/documents/qr-pdf.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { call, login } from '../helpers/http.ts'
import type { OtherBusiness } from '../helpers/tenant.ts'
import { errorOf, withReceptionHotel, type Desk, type Who } from '../helpers/reception.ts'
import { pdfLinks, pdfPagesText } from '../helpers/read-pdf.ts'

let server: TestServer
let other: OtherBusiness
let desk: Desk

withReceptionHotel((hotel) => ({ server, other, desk } = hotel))

const QR = '/api/qrcode/qr'

/** The sheet as the desk downloads it: base64 text, decoded to the PDF's bytes. */
async function sheet(who: Who, query: string, id = server.demo.businessId) {
  const reply = await desk.as(who, 'GET', `${QR}/${id}${query}`)
  return { reply, pdf: new Uint8Array(Buffer.from(reply.text, 'base64')) }
}

/** The rooms sheet fetched with headers fetch() will not forge (Host), over a raw socket. */
function rawSheet(base: string, cookie: string, headers: Record<string, string>) {
  const url = new URL(`${QR}/${server.demo.businessId}`, base)
  return new Promise<Uint8Array>((resolve, reject) => {
    const req = http.request(url, { headers: { ...headers, cookie } }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(new Uint8Array(Buffer.from(text, 'base64')))
          : reject(new Error(`${res.statusCode}: ${text}`)),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

const flat = (pages: string[]) => pages.join('\n').replace(/\s+/g, ' ')

describe('GET api/qrcode/qr/{businessId}', () => {
  it('rooms: a base64 PDF with a code per room, its name under it, opening the room’s guest page', async () => {
    const extra = await desk.newRoom()
    const { reply, pdf } = await sheet('reception', '')
    expect(reply.status, reply.text.slice(0, 200)).toBe(200)
    expect(reply.headers.get('content-type')).toContain('text/plain')
    expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-')
    const rooms = [...server.demo.rooms, { _id: extra._id, name: extra.name }].sort((a, b) =>
      compareRoomNames(a.name, b.name),
    )
    const pages = await pdfPagesText(pdf)
    expect(pages).toHaveLength(Math.ceil(rooms.length / QR_PER_PAGE))
    expect(pages[0]).toContain(`${server.demo.businessName} · Rooms`)
    for (const room of rooms) expect(flat(pages)).toContain(room.name)
    // Without PUBLIC_URL the links use the address the server listens on.
    expect(await pdfLinks(pdf)).toEqual(rooms.map((r) => `${server.url}/app/hu/${r._id}`))
  })

  it('tables: a code per table of the chosen restaurant or pool, opening its menu', async () => {
    for (const key of ['restaurant', 'pool'] as const) {
      const service = server.demo.services[key]
      const { reply, pdf } = await sheet('waiter', `?group=tables&service_id=${service._id}`)
      expect(reply.status, reply.text.slice(0, 200)).toBe(200)
      const tables = server.demo.tables
        .filter((t) => t.service_id === service._id)
        .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }))
      expect(tables.length).toBeGreaterThan(0)
      const text = flat(await pdfPagesText(pdf))
      expect(text).toContain(`${server.demo.businessName} · ${service.name}`)
      for (const table of tables) expect(text).toContain(table.name)
      expect(await pdfLinks(pdf)).toEqual(
        tables.map((t) => `${server.url}/app/u/menu/${server.demo.businessId}/${t._id}`),
      )
    }
  })

  it('builds links on PUBLIC_URL when it is set, and titles in the asked language', async () => {
    const second = await startTestServer({
      env: { PUBLIC_URL: 'https://guest.aurora.example/' },
      database: server.database,
    })
    try {
      const cookie = await login(second.url, 'owner')
      const reply = await call<string>(
        second.url,
        'GET',
        `${QR}/${server.demo.businessId}?lang=srb`,
        {
          cookie,
        },
      )
      expect(reply.status).toBe(200)
      const pdf = new Uint8Array(Buffer.from(reply.text, 'base64'))
      const urls = await pdfLinks(pdf)
      expect(urls.length).toBeGreaterThan(0)
      expect(urls.every((u) => u.startsWith('https://guest.aurora.example/app/hu/'))).toBe(true)
      expect((await pdfPagesText(pdf))[0]).toContain(`${server.demo.businessName} · Sobe`)
    } finally {
      await second.close()
    }
  })

  it('a forged Host (or X-Forwarded-Host without TRUST_PROXY) does not change the links', async () => {
    const cookie = await login(server.url, 'owner')
    const pdf = await rawSheet(server.url, cookie, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    })
    const urls = await pdfLinks(pdf)
    expect(urls.length).toBeGreaterThan(0)
    // The address the server listens on (the tests' server listens on 127.0.0.1).
    expect(urls.every((u) => u.startsWith(`${server.url}/app/hu/`))).toBe(true)
  })

  it('behind a trusted proxy, the forwarded host; never the Host header', async () => {
    const second = await startTestServer({
      env: { TRUST_PROXY: 'true' },
      database: server.database,
    })
    try {
      const cookie = await login(second.url, 'owner')
      const forwarded = await pdfLinks(
        await rawSheet(second.url, cookie, {
          host: 'evil.example',
          'x-forwarded-host': 'guest.aurora.example',
          'x-forwarded-proto': 'https',
        }),
      )
      expect(forwarded.every((u) => u.startsWith('https://guest.aurora.example/app/hu/'))).toBe(
        true,
      )
      const hostOnly = await pdfLinks(await rawSheet(second.url, cookie, { host: 'evil.example' }))
      expect(hostOnly.every((u) => u.startsWith(`${second.url}/app/hu/`))).toBe(true)
    } finally {
      await second.close()
    }
  })

  it('another hotel’s id or service is 404; staff without the area get 403; no session 401', async () => {
    const otherSheet = await sheet('owner', '', other.businessId)
    expect(otherSheet.reply.status).toBe(404)
    const otherService = await sheet('owner', `?group=tables&service_id=${other.restaurantId}`)
    expect(otherService.reply.status).toBe(404)
    const kitchenRooms = await sheet('kitchen', '')
    expect(kitchenRooms.reply.status).toBe(403)
    const restaurant = server.demo.services.restaurant._id
    const kitchenTables = await sheet('kitchen', `?group=tables&service_id=${restaurant}`)
    expect(kitchenTables.reply.status).toBe(403)
    const anonymous = await call(server.url, 'GET', `${QR}/${server.demo.businessId}`)
    expect(anonymous.status).toBe(401)
  })

  it('400 names the query field', async () => {
    const cases: [string, string][] = [
      ['?group=bars', 'group'],
      ['?group=tables', 'service_id'],
      [`?group=tables&service_id=${server.demo.services.roomservice._id}`, 'service_id'],
      ['?lang=de', 'lang'],
    ]
    for (const [query, field] of cases) {
      const { reply } = await sheet('owner', query)
      expect([query, reply.status, errorOf(reply).field]).toEqual([query, 400, field])
    }
  })
})
