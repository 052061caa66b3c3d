import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { addDaysTo, todayIn } from '../../sync/protocol/index.ts'
import { DEMO_TIME_ZONE } from '../../server/seed-data.ts'
import { useHotel } from './helpers/fixture.ts'
import { isPush, pushesOf } from './helpers/push.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()
const day = (days: number) => addDaysTo(todayIn(DEMO_TIME_ZONE), days)
const serverDiscount = async (id: string) =>
  (await hotel.server.ctx.db.select().from(t.discounts).where(eq(t.discounts.id, id)))[0]
const serverPromotion = async (id: string) =>
  (await hotel.server.ctx.db.select().from(t.promotions).where(eq(t.promotions.id, id)))[0]

describe('promotions and discounts through the outbox', () => {
  it('the seeded ones are pulled to the manager’s tablet', async () => {
    const tablet = await hotel.tablet('manager')
    const promotions = await waitFor(
      async () =>
        (await tablet.db.promotions.count()) >= 2 ? tablet.db.promotions.toArray() : undefined,
      { what: 'the promotions' },
    )
    expect(promotions.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Spa days', 'Wine evening']),
    )
    expect(await tablet.db.discounts.count()).toBeGreaterThanOrEqual(1)
  })

  it('offline: a discount and a promotion created, edited and one deleted show at once and land once, also when an answer is lost', async () => {
    const tablet = await hotel.tablet('manager')
    await waitFor(async () => ((await tablet.db.promotions.count()) > 0 ? true : undefined), {
      what: 'the first pull',
    })
    const businessId = hotel.server.demo.businessId
    const dish = hotel.server.demo.articles[0]!._id
    tablet.link.setUp(false)
    const discountId = randomUUID()
    const promotionId = randomUUID()
    const goneId = randomUUID()
    await tablet.engine.enqueue('discount.create', {
      _id: discountId,
      business_id: businessId,
      name: 'Happy hour',
      items: [dish],
      amount: 20,
      startDate: day(0),
      endDate: day(2),
      type: 'menu',
    })
    await tablet.engine.enqueue('discount.update', { _id: discountId, amount: 25 })
    await tablet.engine.enqueue('promotion.create', {
      _id: promotionId,
      business_id: businessId,
      name: 'Spa week',
      description: 'Relax',
      startDate: day(0),
      endDate: day(6),
      type: 'service',
      link: hotel.server.demo.services.spa._id,
    })
    await tablet.engine.enqueue('promotion.create', {
      _id: goneId,
      business_id: businessId,
      name: 'Gone',
      description: '',
      startDate: day(0),
      endDate: day(1),
      type: 'external',
      link: 'https://example.com',
    })
    await tablet.engine.enqueue('promotion.delete', {
      business_id: businessId,
      promotion_id: goneId,
    })
    // On the screen at once, before the server has any of it.
    expect(await tablet.db.discounts.get(discountId)).toMatchObject({ version: 0, amount: 25 })
    expect(await tablet.db.promotions.get(promotionId)).toMatchObject({ version: 0, image: null })
    expect(await tablet.db.promotions.get(goneId)).toBeUndefined()
    expect(await serverDiscount(discountId)).toBeUndefined()

    tablet.net.loseAnswerOf(isPush)
    tablet.link.setUp(true)
    await tablet.engine.retryNow()
    await tablet.engine.waitUntilSent()
    expect(await tablet.db.outbox.toArray()).toEqual([])
    expect(await serverDiscount(discountId)).toMatchObject({ amount: 25, deletedAt: null })
    expect(await serverPromotion(promotionId)).toMatchObject({ name: 'Spa week', deletedAt: null })
    expect((await serverPromotion(goneId))?.deletedAt).not.toBeNull()
    const replies = pushesOf(tablet.net).flatMap((p) => p.results)
    expect(replies.every((r) => r.status === 200)).toBe(true)
    expect(replies.some((r) => r.replayed === true)).toBe(true)
    const rows = await hotel.server.ctx.db
      .select()
      .from(t.discounts)
      .where(eq(t.discounts.id, discountId))
    expect(rows).toHaveLength(1)
    const landed = await waitFor(
      async () => ((await tablet.db.discounts.get(discountId))?.version ?? 0) > 0 || undefined,
      { what: 'the server’s discount' },
    )
    expect(landed).toBe(true)
  })

  it('a waiter’s discount is refused: it goes from the tablet with the reason kept', async () => {
    const tablet = await hotel.tablet('waiter')
    const id = randomUUID()
    tablet.link.setUp(false)
    await tablet.engine.enqueue('discount.create', {
      _id: id,
      business_id: hotel.server.demo.businessId,
      name: 'Sneaky',
      items: [hotel.server.demo.articles[0]!._id],
      amount: 90,
      startDate: day(0),
      endDate: day(0),
      type: 'menu',
    })
    expect(await tablet.db.discounts.get(id)).toMatchObject({ amount: 90 })
    tablet.link.setUp(true)
    await tablet.engine.retryNow()
    const failed = await waitFor(
      async () => (await tablet.db.outbox.where('state').equals('failed').toArray())[0],
      { what: 'the refusal' },
    )
    expect(failed.error?.status).toBe(403)
    expect(await tablet.db.discounts.get(id)).toBeUndefined()
    expect(await serverDiscount(id)).toBeUndefined()
  })
})
