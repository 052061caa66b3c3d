import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { byPosition, moveBy } from '../../sync/protocol/rules/info.ts'
import { useHotel } from './helpers/fixture.ts'
import { isPush, pushesOf } from './helpers/push.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()
const serverInfos = async (serviceId: string) =>
  byPosition(
    (await hotel.server.ctx.db.select().from(t.infos).where(eq(t.infos.serviceId, serviceId)))
      .filter((r) => r.deletedAt === null)
      .map((r) => ({ _id: r.id, position: r.position, title: r.title.en })),
  )

describe('the info screen through the outbox', () => {
  it('offline: a reorder by the move buttons and a new info show at once and land once, also when an answer is lost', async () => {
    const tablet = await hotel.tablet('manager')
    const businessId = hotel.server.demo.businessId
    const service = hotel.server.demo.services.info._id
    const local = async () =>
      byPosition(await tablet.db.infos.where('service_id').equals(service).toArray())
    await waitFor(async () => ((await local()).length >= 3 ? true : undefined), {
      what: 'the infos',
    })
    const before = await local()
    const last = before[before.length - 1]!

    tablet.link.setUp(false)
    // The last info moved up twice (the keyboard's "move up"), then a new one after the last.
    for (let i = 0; i < 2; i++) {
      const infos = moveBy(await local(), last._id, -1)!
      await tablet.engine.enqueue('info.reorder', {
        business_id: businessId,
        serviceId: service,
        infos,
      })
    }
    const newId = randomUUID()
    await tablet.engine.enqueue('info.create', {
      _id: newId,
      business_id: businessId,
      service_id: service,
      title: { en: 'Late check-out', srb: 'Kasna odjava', cro: 'Kasna odjava' },
      text: { en: 'Until 14:00 on request.' },
      position: before.length,
    })
    const shown = (await local()).map((r) => r._id)
    expect(shown.indexOf(last._id)).toBe(before.length - 3)
    expect(shown[shown.length - 1]).toBe(newId)
    expect((await serverInfos(service)).some((r) => r._id === newId)).toBe(false)

    tablet.net.loseAnswerOf(isPush)
    tablet.link.setUp(true)
    await tablet.engine.retryNow()
    await tablet.engine.waitUntilSent()
    expect(await tablet.db.outbox.toArray()).toEqual([])
    const onServer = (await serverInfos(service)).map((r) => r._id)
    expect(onServer).toEqual(shown)
    const rows = await hotel.server.ctx.db.select().from(t.infos).where(eq(t.infos.id, newId))
    expect(rows).toHaveLength(1)
    const replies = pushesOf(tablet.net).flatMap((p) => p.results)
    expect(replies.every((r) => r.status === 200)).toBe(true)
    expect(replies.some((r) => r.replayed === true)).toBe(true)
    const landed = await waitFor(
      async () => ((await tablet.db.infos.get(newId))?.version ?? 0) > 0 || undefined,
      { what: 'the server’s info' },
    )
    expect(landed).toBe(true)
    expect((await local()).map((r) => r._id)).toEqual(shown)
  })

  it('deleting a store that still has offers is refused: the store comes back', async () => {
    const tablet = await hotel.tablet('manager')
    const shops = hotel.server.demo.services.infoShops._id
    const store = await waitFor(
      async () => (await tablet.db.stores.where('service_id').equals(shops).toArray())[0],
      { what: 'the stores' },
    )
    tablet.link.setUp(false)
    await tablet.engine.enqueue('store.delete', { store_id: store._id })
    expect(await tablet.db.stores.get(store._id)).toBeUndefined()
    tablet.link.setUp(true)
    await tablet.engine.retryNow()
    const failed = await waitFor(
      async () => (await tablet.db.outbox.where('state').equals('failed').toArray())[0],
      { what: 'the refusal' },
    )
    expect(failed.error).toMatchObject({ status: 409, code: 'info.in_use' })
    expect(await tablet.db.stores.get(store._id)).toMatchObject({ _id: store._id })
  })
})
