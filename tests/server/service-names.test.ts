import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import {
  STAY_BASE,
  type Business,
  type Order,
  type Service,
  type Stay,
} from '../../sync/protocol/index.ts'
import { ACCESS, ORDER, call, guest } from '../helpers/http.ts'
import { line } from '../helpers/orders.ts'
import { pdfPagesText } from '../helpers/read-pdf.ts'
import { errorOf, withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'

/* Issue 18: service names per language, VAT rates and the business's legal data. */

const BASE = '/api/v2/business'

describe('service names per language, VAT rates, legal data', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))
  const demo = () => hotel.server.demo
  const put = (who: 'owner' | 'manager' | 'waiter', path: string, body: unknown) =>
    hotel.desk.as(who, 'PUT', `${BASE}/${path}`, body)
  const serviceRow = async (id: string) =>
    (await hotel.server.ctx.db.select().from(t.services).where(eq(t.services.id, id)))[0]!

  it('seeds the demo services’ names in srb and cro and their VAT rates, and sends them', async () => {
    const reply = await hotel.desk.as('manager', 'GET', `${ACCESS}/getServices`)
    expect(reply.status, reply.text).toBe(200)
    const services = reply.body as Service[]
    const restaurant = services.find((s) => s.name === 'Restaurant')!
    expect(restaurant.names).toEqual({ srb: 'Restoran', cro: 'Restoran' })
    expect(restaurant.vat_rate).toBe(20)
    const roomService = services.find((s) => s.name === 'Room service')!
    expect(roomService.names?.cro).toBe('Posluga u sobu')
    expect(services.find((s) => s.name === 'Reception')!.vat_rate).toBe(10)
  })

  it('updateService saves the names and the VAT rate; a blank translation is removed', async () => {
    const id = demo().services.amenities._id
    const reply = await put('manager', 'updateService', {
      service_id: id,
      names: { srb: '  Pogodnosti ', cro: 'Sadržaji' },
      vat_rate: 13.5,
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toMatchObject({
      names: { srb: 'Pogodnosti', cro: 'Sadržaji' },
      vat_rate: 13.5,
    })
    // Only the Croatian one changes: the Serbian one stays.
    const again = await put('owner', 'updateService', { service_id: id, names: { cro: '' } })
    expect(again.status, again.text).toBe(200)
    const row = await serviceRow(id)
    expect(row.names).toEqual({ srb: 'Pogodnosti' })
    expect(row.vatRate).toBe(13.5)
    expect(row.version).toBe((again.body as Service).version)
  })

  it('refuses a bad rate or name with a 400 naming the field, and writes nothing', async () => {
    const id = demo().services.restaurant._id
    const before = await serviceRow(id)
    const cases: Array<[unknown, string]> = [
      [{ service_id: id, vat_rate: 120 }, 'vat_rate'],
      [{ service_id: id, vat_rate: -1 }, 'vat_rate'],
      [{ service_id: id, vat_rate: 20.125 }, 'vat_rate'],
      [{ service_id: id, vat_rate: '20' }, 'vat_rate'],
      [{ service_id: id, names: { srb: 'x'.repeat(101) } }, 'names.srb'],
      [{ service_id: id, names: { cro: 7 } }, 'names.cro'],
    ]
    for (const [body, field] of cases) {
      const reply = await put('owner', 'updateService', body)
      expect(reply.status, reply.text).toBe(400)
      expect(errorOf(reply).field).toBe(field)
    }
    expect(await serviceRow(id)).toEqual(before)
  })

  it('lets only the owner or a manager change them, and only in their business', async () => {
    const waiter = await put('waiter', 'updateService', {
      service_id: demo().services.restaurant._id,
      vat_rate: 5,
    })
    expect(waiter.status).toBe(403)
    const foreign = await put('owner', 'updateService', {
      service_id: hotel.other.restaurantId,
      vat_rate: 5,
    })
    expect(foreign.status).toBe(404)
    const row = await serviceRow(hotel.other.restaurantId)
    expect(row.vatRate).toBe(0)
  })

  it('updateBusiness saves the legal name, address and tax number; a bad one is a 400', async () => {
    const bad = await put('owner', 'updateBusiness', { tax_number: '123<script>' })
    expect(bad.status).toBe(400)
    expect(errorOf(bad).field).toBe('tax_number')
    const long = await put('owner', 'updateBusiness', { address: 'x'.repeat(301) })
    expect(errorOf(long).field).toBe('address')
    const waiter = await put('waiter', 'updateBusiness', { legal_name: 'Mine d.o.o.' })
    expect(waiter.status).toBe(403)
    const reply = await put('manager', 'updateBusiness', {
      legal_name: 'Aurora Hoteli d.o.o.',
      address: 'Knez Mihailova 12, 11000 Beograd, Srbija',
      tax_number: 'RS 109876543',
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body as Business).toMatchObject({ tax_number: 'RS 109876543' })
    const [row] = await hotel.server.ctx.db
      .select()
      .from(t.businesses)
      .where(eq(t.businesses.id, hotel.businessId))
    expect(row!.taxNumber).toBe('RS 109876543')
  })

  it('prints the invoice with the service in its language, the legal block and the VAT breakdown', async () => {
    const room = await hotel.desk.newRoom()
    const stay = await hotel.desk.checkIn(room, { password: '5512', lang: 'cro' })
    const cookie = await guest(hotel.server.url, room._id, '5512')
    const article = demo().articles.find((a) => a.name === 'Club sandwich')!
    const created = await call<Order>(hotel.server.url, 'POST', `${ORDER}/createOrder`, {
      cookie,
      body: {
        service_id: demo().services.roomservice._id,
        stay_id: stay._id,
        payment: 'room',
        note: '',
        content: [line(article._id)],
      },
    })
    expect(created.status, created.text).toBe(200)
    const accepted = await hotel.desk.as('owner', 'PUT', `${ORDER}/acceptOrder`, {
      order_id: created.body._id,
    })
    expect(accepted.status, accepted.text).toBe(200)
    const gross = created.body.content.reduce((sum, l) => sum + l.price * l.count, 0)

    const reply = await hotel.desk.as('reception', 'PUT', `${STAY_BASE}/checkout`, {
      stay_id: stay._id,
    })
    expect(reply.status, reply.text).toBe(200)
    const pdf = new Uint8Array(
      Buffer.from((reply.body as Stay & { invoice: string }).invoice, 'base64'),
    )
    const text = (await pdfPagesText(pdf)).join('\n').replace(/[\u00a0\u202f]/g, ' ')
    // The room service's Croatian name heads its order, not the English one.
    expect(text).toContain('Posluga u sobu')
    expect(text).not.toContain('Room service')
    // The legal block (as the test above saved it).
    expect(text).toContain('Aurora Hoteli d.o.o.')
    expect(text).toContain('Knez Mihailova 12, 11000 Beograd, Srbija')
    expect(text).toContain('Porezni broj: RS 109876543')
    // The breakdown at the room service's 20 %: VAT = gross × 20 / 120, the rows sum to the total.
    const vat = Math.round((Math.round(gross * 100) * 20) / 120) / 100
    const money = (n: number) => `${n.toFixed(2).replace('.', ',')} €`
    expect(text).toContain('Rekapitulacija PDV-a')
    expect(text).toMatch(
      new RegExp(`20 %\\s+${money(gross - vat)}\\s+${money(vat)}\\s+${money(gross)}`),
    )
    expect(text).toMatch(
      new RegExp(`Ukupno\\s+${money(gross - vat)}\\s+${money(vat)}\\s+${money(gross)}`),
    )
  })
})
