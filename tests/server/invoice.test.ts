import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { formatters } from '../../server/documents/format.ts'
import { DEMO_TIME_ZONE } from '../../server/seed-data.ts'
import { STAY_BASE, type Order, type Stay } from '../../sync/protocol/index.ts'
import { OLD_ORDER, ORDER, call, guest } from '../helpers/http.ts'
import { line } from '../helpers/orders.ts'
import { pdfPagesText } from '../helpers/read-pdf.ts'
import { addDays, withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'

/* Issue 16 §3: the check-out invoice is a bill a hotel can hand over. */

type CheckedOut = Stay & { invoice: string }

describe('the check-out invoice', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))
  const server = () => hotel.server
  const owner = (path: string, body: unknown) => hotel.desk.as('owner', 'PUT', path, body)

  /** The demo room service's plain articles, each with its Serbian name. */
  async function articles() {
    const serviceId = server().demo.services.roomservice._id
    const rows = await server().ctx.db.select().from(t.articles)
    return rows
      .filter((a) => a.serviceId === serviceId && a.deletedAt === null)
      .filter((a) => !server().demo.articles.find((d) => d._id === a.id)?.requiredModifier)
      .map((a) => ({ id: a.id, srb: a.name.srb || a.name.en }))
  }

  async function order(cookie: string, stayId: string, articleId: string, payment: string) {
    const reply = await call<Order>(server().url, 'POST', `${ORDER}/createOrder`, {
      cookie,
      body: {
        service_id: server().demo.services.roomservice._id,
        stay_id: stayId,
        payment,
        note: '',
        content: [line(articleId)],
      },
    })
    expect(reply.status, reply.text).toBe(200)
    return reply.body
  }

  async function lastNumber(): Promise<number> {
    const [row] = await server()
      .ctx.db.select()
      .from(t.invoiceCounters)
      .where(eq(t.invoiceCounters.businessId, hotel.businessId))
    return row?.lastNumber ?? 0
  }

  const textOf = async (invoice: string) =>
    (await pdfPagesText(new Uint8Array(Buffer.from(invoice, 'base64'))))
      .join('\n')
      .replace(/[\u00a0\u202f]/g, ' ')

  it('lists what the guest received with its payment state, the next number and the real departure', async () => {
    const [accepted, paid, billed, pending, declined] = await articles()
    expect(declined, 'five plain room-service articles').toBeDefined()
    const room = await hotel.desk.newRoom()
    const planned = addDays(5)
    const stay = await hotel.desk.checkIn(room, {
      password: '4711',
      lang: 'srb',
      checkout: planned,
    })
    const cookie = await guest(server().url, room._id, '4711')

    const toPay = await order(cookie, stay._id, accepted!.id, 'cash')
    expect((await owner(`${ORDER}/acceptOrder`, { order_id: toPay._id })).status).toBe(200)
    const card = await order(cookie, stay._id, paid!.id, 'card')
    expect((await owner(`${ORDER}/acceptOrder`, { order_id: card._id })).status).toBe(200)
    expect((await owner(`${ORDER}/finishOrder`, { order_id: card._id })).status).toBe(200)
    const pay = await owner(`${OLD_ORDER}/paidOrders/`, { ids: [card._id] })
    expect(pay.status, pay.text).toBe(200)
    const onRoom = await order(cookie, stay._id, billed!.id, 'room')
    expect((await owner(`${ORDER}/acceptOrder`, { order_id: onRoom._id })).status).toBe(200)
    const finished = await owner(`${ORDER}/roomServiceFinished`, { order_id: onRoom._id })
    expect((finished.body as Order).status).toBe('Room')
    // A cash order never accepted, and one declined: the guest received neither.
    await order(cookie, stay._id, pending!.id, 'cash')
    const no = await order(cookie, stay._id, declined!.id, 'cash')
    expect(
      (await owner(`${ORDER}/declineOrder`, { order_id: no._id, reason: 'Closed' })).status,
    ).toBe(200)

    // A request that cost nothing (towels), taken by staff: no charge, not on the invoice.
    const towels = server().demo.articles.find((a) => a.name === 'Extra towels')!
    const request = await call<Order>(server().url, 'POST', `${ORDER}/createOrder`, {
      cookie,
      body: {
        service_id: server().demo.services.amenities._id,
        stay_id: stay._id,
        payment: 'cash',
        content: [line(towels._id)],
      },
    })
    expect(request.status, request.text).toBe(200)
    expect((await owner(`${ORDER}/acceptOrder`, { order_id: request.body._id })).status).toBe(200)

    const before = await lastNumber()
    const reply = await hotel.desk.as('reception', 'PUT', `${STAY_BASE}/checkout`, {
      stay_id: stay._id,
    })
    expect(reply.status, reply.text).toBe(200)
    const body = reply.body as CheckedOut
    const text = await textOf(body.invoice)

    // In the stay's language, lines included.
    expect(text).toContain('Račun')
    for (const received of [accepted!, paid!, billed!]) expect(text).toContain(received.srb)
    expect(text).not.toContain(pending!.srb)
    expect(text).not.toContain(declined!.srb)
    expect(text).not.toContain('Dodatni peškiri')
    // Each with its real payment state.
    expect(text).toContain('Za plaćanje gotovinom')
    expect(text).toContain('Plaćeno karticom')
    expect(text).toContain('Na račun sobe')
    expect(text).not.toContain('Plaćeno gotovinom')
    // The next number of the business, on the page and kept with the PDF.
    const number = before + 1
    expect(text).toMatch(new RegExp(`${number}\\s+Broj računa`))
    expect(text).toContain(`Račun ${number}`)
    expect(text).not.toContain(stay._id)
    const [stored] = await server()
      .ctx.db.select()
      .from(t.invoices)
      .where(eq(t.invoices.stayId, stay._id))
    expect(stored?.number).toBe(number)
    // The day the guest left, not the planned one.
    const f = formatters('srb', 'EUR', DEMO_TIME_ZONE) // the hotel's day, as the invoice prints it
    expect(text).toContain(f.date(body.checked_out_at!))
    expect(text).not.toContain(f.date(planned))
  })

  it('gives stays checked out at the same time distinct numbers, one after another', async () => {
    const stays: Stay[] = []
    for (let i = 0; i < 8; i++) stays.push(await hotel.desk.checkIn(await hotel.desk.newRoom()))
    const before = await lastNumber()
    const replies = await Promise.all(
      stays.map((s) =>
        hotel.desk.as('reception', 'PUT', `${STAY_BASE}/checkout`, { stay_id: s._id }),
      ),
    )
    for (const r of replies) expect(r.status, r.text).toBe(200)
    const rows = await server().ctx.db.select().from(t.invoices)
    const numbers = rows
      .filter((r) => stays.some((s) => s._id === r.stayId))
      .map((r) => r.number)
      .sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => before + 1 + i))
    // A second check-out of a stay answers its stored invoice and takes no number.
    const again = await hotel.desk.as('reception', 'PUT', `${STAY_BASE}/checkout`, {
      stay_id: stays[0]!._id,
    })
    expect((again.body as CheckedOut).invoice).toBe((replies[0]!.body as CheckedOut).invoice)
    expect(await lastNumber()).toBe(before + 8)
  })
})
