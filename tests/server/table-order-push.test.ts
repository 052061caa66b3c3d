import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PUSH_PATH, type Order, type PushReply } from '../../sync/protocol/index.ts'
import * as t from '../../server/db/schema.ts'
import { ORDER } from '../helpers/http.ts'
import { articleOf, line, tableOf } from '../helpers/orders.ts'
import { errorOf, withReceptionHotel, type ReceptionHotel, type Who } from '../helpers/reception.ts'
import { setServiceOptions } from '../helpers/reservations.ts'

/** What an offline tablet queues: a table's order with its own id and its own (wrong) prices. */
function queued(hotel: ReceptionHotel, overrides: Record<string, unknown> = {}) {
  const { server } = hotel
  const water = articleOf(server, 'restaurant', 'Mineral water')
  return {
    id: randomUUID(),
    type: 'order.createForTable',
    payload: {
      _id: randomUUID(),
      service_id: server.demo.services.restaurant._id,
      table_id: tableOf(server, 'restaurant', 5)._id,
      note: 'No ice',
      payment: 'cash',
      content: [line(water._id, 2)],
      // what the device showed: never the price the server keeps
      shown: {
        business_id: server.demo.businessId,
        status: 'Accepted',
        content: [
          {
            article_id: water._id,
            name: { en: 'Mineral water' },
            price: 0.01,
            count: 2,
            modifiers: [],
            operatingPrice: false,
            category_id: null,
          },
        ],
      },
      ...overrides,
    },
  }
}

describe('order.createForTable through the push', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))
  const push = (who: Who, actions: unknown[]) =>
    hotel.desk.as(who, 'POST', PUSH_PATH, { actions }).then((reply) => {
      expect(reply.status, reply.text).toBe(200)
      return (reply.body as PushReply).results
    })
  const rowsOf = (id: string) =>
    hotel.server.ctx.db.select().from(t.orders).where(eq(t.orders.id, id))

  it('stores the order once with the device id and the server prices, a replay lands once', async () => {
    const action = queued(hotel)
    const [first] = await push('waiter', [action])
    expect(first!.status, JSON.stringify(first!.body)).toBe(200)
    const order = first!.body as Order
    expect(order).toMatchObject({
      _id: action.payload._id,
      status: 'Accepted',
      origin: 'Reception',
      table_id: action.payload.table_id,
      note: 'No ice',
    })
    expect(order.content).toEqual([expect.objectContaining({ price: 3, count: 2 })])
    // the tablet sends it again (its answer was lost): the stored answer, nothing new
    const [again] = await push('waiter', [action])
    expect(again).toMatchObject({ status: 200, replayed: true })
    // and once more through the REST path with the same key
    const rest = await hotel.desk.as(
      'waiter',
      'POST',
      `${ORDER}/createAcceptedOrder`,
      action.payload,
      action.id,
    )
    expect(rest.status).toBe(200)
    expect((rest.body as Order)._id).toBe(order._id)
    expect(await rowsOf(order._id)).toHaveLength(1)
    // a new action with an id already in use creates nothing
    const [reused] = await push('waiter', [{ ...action, id: randomUUID() }])
    expect(reused!.status).toBe(409)
    expect(errorOf(reused!)).toMatchObject({ code: 'conflict', field: '_id' })
  })

  it('is Finished at once when the service finishes staff orders at once', async () => {
    const pool = hotel.server.demo.services.pool._id
    await setServiceOptions(hotel.server, pool, { instantFinishOrder: true })
    const action = queued(hotel, {
      service_id: pool,
      table_id: tableOf(hotel.server, 'pool')._id,
      content: [line(articleOf(hotel.server, 'pool')._id)],
    })
    const [result] = await push('owner', [action])
    expect(result!.status, JSON.stringify(result!.body)).toBe(200)
    expect((result!.body as Order).status).toBe('Finished')
    await setServiceOptions(hotel.server, pool, { instantFinishOrder: false })
  })

  it('refuses staff without order access to the service, writing nothing', async () => {
    const action = queued(hotel)
    const [result] = await push('reception', [action])
    expect(result!.status).toBe(403)
    expect(await rowsOf(action.payload._id)).toHaveLength(0)
  })

  it('refuses an unknown or unavailable item, naming it, and a missing required answer', async () => {
    const unknown = queued(hotel, { content: [line(randomUUID())] })
    const water = articleOf(hotel.server, 'restaurant', 'Mineral water')
    await hotel.server.ctx.db
      .update(t.articles)
      .set({ availability: false })
      .where(eq(t.articles.id, water._id))
    const unavailable = queued(hotel)
    const withModifier = hotel.server.demo.articles.find(
      (a) => a.service_id === hotel.server.demo.services.restaurant._id && a.requiredModifier,
    )!
    const unanswered = queued(hotel, { content: [line(withModifier._id)] })
    const results = await push('waiter', [unknown, unavailable, unanswered])
    await hotel.server.ctx.db
      .update(t.articles)
      .set({ availability: true })
      .where(eq(t.articles.id, water._id))
    expect(results.map((r) => r.status)).toEqual([400, 400, 400])
    expect(errorOf(results[0]!)).toMatchObject({
      code: 'validation',
      field: 'content.0.article_id',
    })
    expect(errorOf(results[0]!).message).toContain(unknown.payload.content[0]!.article_id)
    expect(errorOf(results[1]!)).toMatchObject({
      code: 'order.article_unavailable',
      message: 'Mineral water is not available right now',
    })
    expect(errorOf(results[2]!)).toMatchObject({ code: 'order.modifier_required' })
    for (const action of [unknown, unavailable, unanswered])
      expect(await rowsOf(action.payload._id)).toHaveLength(0)
  })

  it('refuses an inactive table and a table of another service', async () => {
    const table = tableOf(hotel.server, 'restaurant', 6)
    await hotel.server.ctx.db
      .update(t.diningTables)
      .set({ active: false })
      .where(eq(t.diningTables.id, table._id))
    const inactive = queued(hotel, { table_id: table._id })
    const foreign = queued(hotel, { table_id: tableOf(hotel.server, 'pool')._id })
    const results = await push('owner', [inactive, foreign])
    await hotel.server.ctx.db
      .update(t.diningTables)
      .set({ active: true })
      .where(eq(t.diningTables.id, table._id))
    expect(results.map((r) => r.status)).toEqual([400, 400])
    expect(errorOf(results[0]!)).toMatchObject({
      field: 'table_id',
      message: 'table_id: this table is not in use',
    })
    expect(errorOf(results[1]!)).toMatchObject({ field: 'table_id' })
  })

  it("refuses another business's service, table and items", async () => {
    const { other } = hotel
    const action = queued(hotel, {
      service_id: other.restaurantId,
      table_id: other.tableId,
      content: [line(other.articleId)],
    })
    const [result] = await push('owner', [action])
    expect(result!.status).toBe(400)
    expect(errorOf(result!)).toMatchObject({ field: 'service_id' })
    // and the demo restaurant with the other business's item
    const [mixed] = await push('owner', [queued(hotel, { content: [line(other.articleId)] })])
    expect(errorOf(mixed!)).toMatchObject({ field: 'content.0.article_id' })
    expect(await rowsOf(action.payload._id)).toHaveLength(0)
  })

  it('a bad payload is a 400 naming the field', async () => {
    const [result] = await push('owner', [queued(hotel, { content: [] })])
    expect(result!.status).toBe(400)
    expect(errorOf(result!).field).toContain('content')
  })

  it("charges a table order to a room: the order keeps its table and lands on the stay's bill", async () => {
    const { demo } = hotel.server
    const inHouse = demo.rooms.find((r) => r.stay !== null)!
    const empty = demo.rooms.find((r) => r.stay === null)!
    const action = queued(hotel, { payment: 'room', bill_stay_id: inHouse.stay!._id })
    const [charged] = await push('waiter', [action])
    expect(charged!.status, JSON.stringify(charged!.body)).toBe(200)
    expect(charged!.body).toMatchObject({
      table_id: action.payload.table_id,
      stay_id: inHouse.stay!._id,
      room_number: inHouse.name,
      payment: 'room',
    })
    const [row] = await rowsOf(action.payload._id)
    expect(row).toMatchObject({ stayId: inHouse.stay!._id, roomNumber: inHouse.name })

    // A room charge names its stay, and only a room charge does; nothing is written otherwise.
    const unnamed = queued(hotel, { payment: 'room' })
    const [refused] = await push('waiter', [unnamed])
    expect(refused!.status).toBe(400)
    expect(errorOf(refused!).field).toContain('bill_stay_id')
    const cash = queued(hotel, { payment: 'cash', bill_stay_id: inHouse.stay!._id })
    expect((await push('waiter', [cash]))[0]!.status).toBe(400)
    // A stay that is not in the house (or another business's) is refused.
    const gone = queued(hotel, { payment: 'room', bill_stay_id: randomUUID() })
    const [unknown] = await push('waiter', [gone])
    expect(unknown!.status).toBe(400)
    expect(errorOf(unknown!).field).toBe('bill_stay_id')
    for (const a of [unnamed, cash, gone]) expect(await rowsOf(a.payload._id as string)).toEqual([])
    expect(empty.stay).toBeNull()
  })
})
