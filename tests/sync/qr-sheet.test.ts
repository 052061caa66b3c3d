import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { fetchQrSheet } from '../../sync/online.ts'
import { pdfPagesText } from '../helpers/read-pdf.ts'
import { useHotel } from './helpers/fixture.ts'

const hotel = useHotel()

const pdfText = async (pdf: Blob) =>
  (await pdfPagesText(new Uint8Array(await pdf.arrayBuffer()))).join(' ')

describe('fetchQrSheet (the Hotelqr download)', () => {
  it('decodes the server’s base64 answer to a PDF with a code per room; no link: unreachable', async () => {
    const desk = await hotel.tablet('reception')
    const network = { baseUrl: desk.link.url, fetch: desk.net.fetch }
    const request = {
      businessId: hotel.server.demo.businessId,
      group: 'rooms',
      lang: 'en',
    } as const
    const result = await fetchQrSheet(request, network)
    if (result.kind !== 'pdf') throw new Error(`no PDF: ${JSON.stringify(result)}`)
    expect(result.pdf.type).toBe('application/pdf')
    const head = new Uint8Array(await result.pdf.slice(0, 5).arrayBuffer())
    expect(new TextDecoder().decode(head)).toBe('%PDF-')
    const text = await pdfText(result.pdf)
    for (const room of hotel.server.demo.rooms) expect(text).toContain(room.name)

    desk.link.setUp(false)
    expect(await fetchQrSheet(request, network)).toEqual({ kind: 'unreachable' })
  })

  it('tables of one service; a refusal carries the status and the server’s message', async () => {
    const waiter = await hotel.tablet('waiter')
    const network = { baseUrl: waiter.link.url, fetch: waiter.net.fetch }
    const pool = hotel.server.demo.services.pool
    const businessId = hotel.server.demo.businessId
    const tables = await fetchQrSheet(
      { businessId, group: 'tables', serviceId: pool._id, lang: 'srb' },
      network,
    )
    if (tables.kind !== 'pdf') throw new Error(`no PDF: ${JSON.stringify(tables)}`)
    // The sheet is in Serbian: the service's Serbian name (server/seed-data.ts).
    expect(await pdfText(tables.pdf)).toContain('Bar na bazenu')
    // The service id goes only with the tables group: without one, the server names the field.
    const missing = await fetchQrSheet({ businessId, group: 'tables', lang: 'en' }, network)
    expect(missing).toMatchObject({ kind: 'refused', status: 400 })
    expect(missing.kind === 'refused' && missing.message).toContain('service_id')
    // A waiter is not reception: no room codes.
    const rooms = await fetchQrSheet(
      { businessId, group: 'rooms', serviceId: pool._id, lang: 'en' },
      network,
    )
    expect(rooms).toMatchObject({ kind: 'refused', status: 403 })
  })
})
