import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import {
  DISCOUNT_BASE,
  DISCOUNT_V2_BASE,
  PROMOTION_BASE,
  addDaysTo,
  todayIn,
  type Article,
  type Discount,
  type ErrorBody,
  type Promotion,
  type SpaTreatment,
} from '../../sync/protocol/index.ts'
import { call, login } from '../helpers/http.ts'
import { imageUploadPath } from '../../sync/protocol/rules/images.ts'
import { ORDER } from '../helpers/http.ts'
import { articleOf, guestCookie, stayBody } from '../helpers/orders.ts'
import { addDays, withReceptionHotel, type ReceptionHotel, type Who } from '../helpers/reception.ts'
import { appointment, at, book, dayIn, newTreatment, onShift, therapists } from '../helpers/spa.ts'

/* Issue 18: promotions and discounts (spec 001 §2, §3, §5, §7, §9). */

let hotel: ReceptionHotel
withReceptionHotel((h) => (hotel = h))

const as = <T = ErrorBody>(who: Who, method: string, path: string, body?: unknown) =>
  hotel.desk.as(who, method, path, body) as Promise<{ status: number; text: string; body: T }>

const roomserviceItem = () => articleOf(hotel.server, 'roomservice')
const discountBody = (over: Record<string, unknown> = {}) => ({
  _id: randomUUID(),
  name: 'Happy hour',
  items: [roomserviceItem()._id],
  amount: 20,
  startDate: addDays(0),
  endDate: addDays(3),
  type: 'menu',
  ...over,
})
const promotionBody = (over: Record<string, unknown> = {}) => ({
  _id: randomUUID(),
  name: 'Spa week',
  description: 'Ten percent off every massage',
  startDate: addDays(0),
  endDate: addDays(6),
  type: 'service',
  link: hotel.server.demo.services.spa._id,
  ...over,
})

async function createDiscount(over: Record<string, unknown> = {}): Promise<Discount> {
  const reply = await as<Discount>(
    'manager',
    'POST',
    `${DISCOUNT_BASE}/createDiscount`,
    discountBody(over),
  )
  expect(reply.status, reply.text).toBe(200)
  return reply.body
}

const priceOf = async (id: string) => {
  const [row] = await hotel.server.ctx.db.select().from(t.articles).where(eq(t.articles.id, id))
  return row!.price
}

describe('who may write (the owner or a manager) and whose rows they are', () => {
  it('a waiter reads the list but may not create: 403, nothing written', async () => {
    const body = discountBody()
    const refused = await as('waiter', 'POST', `${DISCOUNT_BASE}/createDiscount`, body)
    expect(refused.status).toBe(403)
    const rows = await hotel.server.ctx.db
      .select()
      .from(t.discounts)
      .where(eq(t.discounts.id, body._id))
    expect(rows).toHaveLength(0)
    const promo = await as('waiter', 'POST', `${PROMOTION_BASE}/createPromotion`, promotionBody())
    expect(promo.status).toBe(403)
    const list = await as(
      'waiter',
      'GET',
      `${DISCOUNT_BASE}/getDiscountsByBusinessID/${hotel.businessId}`,
    )
    expect(list.status).toBe(200)
  })

  it('another business: its lists, rows and items are 404 or refused', async () => {
    const mine = await createDiscount()
    const foreign = await login(hotel.server.url, hotel.other.ownerUsername)
    const call_ = (method: string, path: string, body?: unknown) =>
      call(hotel.server.url, method, path, { cookie: foreign, ...(body ? { body } : {}) })
    expect(
      (await call_('GET', `${DISCOUNT_BASE}/getDiscountsByBusinessID/${hotel.businessId}`)).status,
    ).toBe(404)
    expect(
      (await call_('PUT', `${DISCOUNT_BASE}/updateDiscount`, { _id: mine._id, amount: 90 })).status,
    ).toBe(404)
    expect((await call_('DELETE', `${DISCOUNT_BASE}/deleteDiscount/${mine._id}`)).status).toBe(404)
    // The demo hotel's dish is not the other business's item.
    const theirs = await call_('POST', `${DISCOUNT_BASE}/createDiscount`, discountBody())
    expect(theirs.status).toBe(400)
    expect(theirs.body.field).toBe('items.0')
    const promo = await as<Promotion>(
      'manager',
      'POST',
      `${PROMOTION_BASE}/createPromotion`,
      promotionBody(),
    )
    expect(promo.status, promo.text).toBe(200)
    const del = await call_(
      'DELETE',
      `${PROMOTION_BASE}/deletePromotion/${hotel.businessId}/${promo.body._id}`,
    )
    expect(del.status).toBe(404)
    const delOwn = await call_(
      'DELETE',
      `${PROMOTION_BASE}/deletePromotion/${hotel.other.businessId}/${promo.body._id}`,
    )
    expect(delOwn.status).toBe(404)
    const list = await as<Discount[]>(
      'manager',
      'GET',
      `${DISCOUNT_BASE}/getDiscountsByBusinessID/${hotel.businessId}`,
    )
    expect(list.body.find((d) => d._id === mine._id)?.amount).toBe(20)
  })
})

describe('validation: 400 naming the field, nothing written', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['empty name', { name: '  ' }, 'name'],
    ['no item', { items: [] }, 'items'],
    ['an unknown item', { items: ['no-such-item'] }, 'items.0'],
    ['a dish as a spa treatment', { type: 'spa' }, 'items.0'],
    ['amount over 100', { amount: 101 }, 'amount'],
    ['amount below 0', { amount: -1 }, 'amount'],
    ['amount not whole', { amount: 12.5 }, 'amount'],
    ['another type', { type: 'bar' }, 'type'],
    ['end before start', { startDate: addDays(3), endDate: addDays(1) }, 'endDate'],
    ['not a day', { startDate: '2026-02-30' }, 'startDate'],
  ]
  it.each(cases)('discount: %s', async (_what, over, field) => {
    const body = discountBody(over)
    const reply = await as('manager', 'POST', `${DISCOUNT_BASE}/createDiscount`, body)
    expect(reply.status, reply.text).toBe(400)
    expect(reply.body.field).toBe(field)
    const rows = await hotel.server.ctx.db
      .select()
      .from(t.discounts)
      .where(eq(t.discounts.id, body._id))
    expect(rows).toHaveLength(0)
  })

  const promotionCases: [string, Record<string, unknown>, string][] = [
    ['empty name', { name: '' }, 'name'],
    ['another type', { type: 'banner' }, 'type'],
    ['external link without http', { type: 'external', link: 'example.com/offer' }, 'link'],
    ['external javascript link', { type: 'external', link: 'javascript:alert(1)' }, 'link'],
    ['an unknown service', { link: 'no-such-service' }, 'link'],
    ['a service without a guest page', { link: 'kitchen' }, 'link'],
    ['end before start', { startDate: addDays(2), endDate: addDays(1) }, 'endDate'],
    ['an unknown discount', { discount_id: 'no-such-discount' }, 'discount_id'],
  ]
  it.each(promotionCases)('promotion: %s', async (_what, over, field) => {
    const body = promotionBody(
      over.link === 'kitchen' ? { ...over, link: hotel.server.demo.services.kitchen._id } : over,
    )
    const reply = await as('manager', 'POST', `${PROMOTION_BASE}/createPromotion`, body)
    expect(reply.status, reply.text).toBe(400)
    expect(reply.body.field).toBe(field)
  })

  it('a discount is 10 percent unless given; an external link may be https', async () => {
    const { amount: _, ...body } = discountBody()
    const reply = await as<Discount>('manager', 'POST', `${DISCOUNT_V2_BASE}/createDiscount`, body)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.amount).toBe(10)
    const ext = await as<Promotion>(
      'owner',
      'POST',
      `${PROMOTION_BASE}/createPromotion`,
      promotionBody({ type: 'external', link: 'https://example.com/spa' }),
    )
    expect(ext.status, ext.text).toBe(200)
    const updated = await as<Promotion>('manager', 'PUT', `${PROMOTION_BASE}/updatePromotion`, {
      _id: ext.body._id,
      name: 'Spa weekend',
    })
    expect(updated.body).toMatchObject({ name: 'Spa weekend', link: 'https://example.com/spa' })
    expect(updated.body.version).toBeGreaterThan(ext.body.version)
  })
})

describe('current and future vs past, on the hotel’s today', () => {
  it('splits by the hotel’s own day, not the server’s', async () => {
    // A zone whose day differs from UTC's right now (Kiritimati is UTC+14, Pago Pago UTC-11).
    const zone =
      todayIn('Pacific/Kiritimati') !== todayIn('UTC') ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago'
    const hotelToday = todayIn(zone)
    const utcToday = todayIn('UTC')
    expect(hotelToday).not.toBe(utcToday)
    const db = hotel.server.ctx.db
    await db
      .update(t.businesses)
      .set({ timeZone: zone })
      .where(eq(t.businesses.id, hotel.other.businessId))
    const cookie = await login(hotel.server.url, hotel.other.ownerUsername)
    const end = hotelToday < utcToday ? hotelToday : utcToday
    const made = await call<Discount>(hotel.server.url, 'POST', `${DISCOUNT_BASE}/createDiscount`, {
      cookie,
      body: discountBody({
        items: [hotel.other.articleId],
        startDate: addDaysTo(end, -5),
        endDate: end,
      }),
    })
    expect(made.status, made.text).toBe(200)
    const list = async (path: string) =>
      (
        await call<Discount[]>(hotel.server.url, 'GET', `${path}/${hotel.other.businessId}`, {
          cookie,
        })
      ).body.map((d) => d._id)
    const current = await list(`${DISCOUNT_BASE}/getCurrentAndFutureDiscountsByBusinessID`)
    const past = await list(`${DISCOUNT_V2_BASE}/getPastDiscountsByBusinessID`)
    const isCurrent = end >= hotelToday
    expect(current.includes(made.body._id)).toBe(isCurrent)
    expect(past.includes(made.body._id)).toBe(!isCurrent)
  })

  it('promotions: current, future and past lists; the guests see only today’s', async () => {
    const now = await as<Promotion>(
      'manager',
      'POST',
      `${PROMOTION_BASE}/createPromotion`,
      promotionBody(),
    )
    const later = await as<Promotion>(
      'manager',
      'POST',
      `${PROMOTION_BASE}/createPromotion`,
      promotionBody({ startDate: addDays(10), endDate: addDays(12) }),
    )
    const gone = await as<Promotion>(
      'manager',
      'POST',
      `${PROMOTION_BASE}/createPromotion`,
      promotionBody({ startDate: addDays(-10), endDate: addDays(-1) }),
    )
    const ids = async (path: string) =>
      (
        await as<Promotion[]>('waiter', 'GET', `${PROMOTION_BASE}/${path}/${hotel.businessId}`)
      ).body.map((p) => p._id)
    const current = await ids('getCurrentAndFuturePromotionsByBusinessID')
    expect(current).toEqual(expect.arrayContaining([now.body._id, later.body._id]))
    expect(current).not.toContain(gone.body._id)
    expect(await ids('getPastPromotionsByBusinessID')).toContain(gone.body._id)
    const running = await call<Promotion[]>(
      hotel.server.url,
      'GET',
      `${PROMOTION_BASE}/getRunningPromotionsByBusinessID/${hotel.businessId}`,
    )
    const shown = running.body.map((p) => p._id)
    expect(shown).toContain(now.body._id)
    expect(shown).not.toContain(later.body._id)
    expect(shown).not.toContain(gone.body._id)
    const deleted = await as(
      'manager',
      'DELETE',
      `${PROMOTION_BASE}/deletePromotion/${hotel.businessId}/${now.body._id}`,
    )
    expect(deleted.status).toBe(200)
    expect(await ids('getCurrentAndFuturePromotionsByBusinessID')).not.toContain(now.body._id)
  })
})

describe('prices: the server applies the discount during its days', () => {
  it('an order charges the discounted price; the phone’s price is ignored; the guest menu shows both', async () => {
    const item = roomserviceItem()
    const full = await priceOf(item._id)
    await createDiscount({ items: [item._id], amount: 20 })
    await createDiscount({
      items: [item._id],
      amount: 30,
      startDate: addDays(1),
      endDate: addDays(2),
    })
    await createDiscount({ items: [item._id], amount: 25 }) // two run today: the biggest wins
    const cookie = await guestCookie(hotel.server, 0)
    const body = stayBody(hotel.server, 0, 'roomservice')
    body.content = [{ ...body.content[0]!, article_id: item._id, price: 0.01 } as never]
    const order = await call<{ content: { price: number; article_id: string | null }[] }>(
      hotel.server.url,
      'POST',
      `${ORDER}/createOrder`,
      { cookie, body },
    )
    expect(order.status, order.text).toBe(200)
    const line = order.body.content.find((l) => l.article_id === item._id)!
    expect(line.price).toBe(Math.round(full * 75) / 100)
    const menu = await call<Article[]>(
      hotel.server.url,
      'GET',
      `/api/v2/restaraunt-bar/article/getArticleByServiceIDs?service_ids=${item.service_id}`,
    )
    const shown = menu.body.find((a) => a._id === item._id)!
    expect(shown).toMatchObject({ price: Math.round(full * 75) / 100, full_price: full })
    const plain = menu.body.find((a) => a._id !== item._id)!
    expect(plain.full_price).toBeUndefined()
  })

  it('not outside its days: a discount from tomorrow leaves today’s order and menu at the full price', async () => {
    const rs = roomserviceItem()
    const item = hotel.server.demo.articles.find(
      (a) => a.service_id === rs.service_id && a._id !== rs._id && !a.requiredModifier,
    )!
    const full = await priceOf(item._id)
    await createDiscount({
      items: [item._id],
      amount: 50,
      startDate: addDays(1),
      endDate: addDays(4),
    })
    await createDiscount({
      items: [item._id],
      amount: 50,
      startDate: addDays(-4),
      endDate: addDays(-1),
    })
    const cookie = await guestCookie(hotel.server, 1)
    const body = stayBody(hotel.server, 1, 'roomservice')
    body.content = [{ ...body.content[0]!, article_id: item._id }]
    const order = await call<{ content: { price: number; article_id: string | null }[] }>(
      hotel.server.url,
      'POST',
      `${ORDER}/createOrder`,
      { cookie, body },
    )
    expect(order.status, order.text).toBe(200)
    expect(order.body.content.find((l) => l.article_id === item._id)!.price).toBe(full)
    const menu = await call<Article>(
      hotel.server.url,
      'GET',
      `/api/v2/restaraunt-bar/article/getArticleByID/${item._id}`,
    )
    expect(menu.body.price).toBe(full)
    expect(menu.body.full_price).toBeUndefined()
  })

  it('a spa appointment is priced with the discount running on its day, and only then', async () => {
    const { treatment } = await newTreatment(hotel.server, hotel.desk, {}, { price: 40 })
    const staff = await therapists(hotel.server)
    const onDay = dayIn(20)
    const offDay = dayIn(23)
    for (const day of [onDay, offDay]) await onShift(hotel.server, hotel.desk, day, [staff.Sara!])
    await createDiscount({
      type: 'spa',
      items: [treatment._id],
      amount: 15,
      startDate: dayIn(19),
      endDate: dayIn(21),
    })
    const during = await book(
      hotel.desk,
      appointment(hotel.server, treatment._id, at(onDay, '10:00'), { price: 1 }),
    )
    const after = await book(
      hotel.desk,
      appointment(hotel.server, treatment._id, at(offDay, '10:00')),
    )
    expect(during.price).toBe(34)
    expect(after.price).toBe(40)
    await createDiscount({
      type: 'spa',
      items: [treatment._id],
      amount: 50,
      startDate: dayIn(0),
      endDate: dayIn(1),
    })
    const list = await call<SpaTreatment[]>(
      hotel.server.url,
      'GET',
      `/api/v2/spa/service/getSpaServiceByBusinessID/${hotel.businessId}`,
    )
    expect(list.body.find((x) => x._id === treatment._id)).toMatchObject({
      price: 20,
      full_price: 40,
    })
  })
})

describe('a promotion’s picture (promotions/{businessId}/{id})', () => {
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#c06040' } })
      .png()
      .toBuffer()
  const upload = async (who: string, id: string) => {
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'a.png')
    const cookie = await login(hotel.server.url, who)
    const res = await fetch(
      `${hotel.server.url}${imageUploadPath('promotions', hotel.businessId, id)}`,
      {
        method: 'POST',
        body: form,
        headers: { cookie },
      },
    )
    return { status: res.status, body: (await res.json()) as Promotion & ErrorBody }
  }

  it('the manager’s upload is stored as WebP and set on the row; a waiter’s is 403; an unknown id 404', async () => {
    const made = await as<Promotion>(
      'manager',
      'POST',
      `${PROMOTION_BASE}/createPromotion`,
      promotionBody(),
    )
    const ok = await upload('manager', made.body._id)
    expect(ok.status).toBe(200)
    expect(ok.body.image).toMatch(
      new RegExp(`^/images/${hotel.businessId}/promotions/${made.body._id}\\.webp\\?v=`),
    )
    const image = await fetch(`${hotel.server.url}${ok.body.image!}`)
    expect(image.headers.get('content-type')).toBe('image/webp')
    expect((await upload('waiter', made.body._id)).status).toBe(403)
    expect((await upload('manager', randomUUID())).status).toBe(404)
  })
})
