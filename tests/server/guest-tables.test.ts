import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import type { Order, Service } from '../../sync/protocol/index.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { ACCESS, ORDER, call } from '../helpers/http.ts'
import { rowCount, stayRoom, tableBody, tableOf, tableOrder } from '../helpers/orders.ts'
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

type TableReply = {
  table: { _id: string; name: string; service_id: string; capacity: number; active: boolean }
  service: Service
  hotel: { _id: string; name: string; currency: string; languages: string[] }
  open_order: { _id: string; status: string; time: string } | null
}

const getTable = (id: string) => call<TableReply>(server.url, 'GET', `${ACCESS}/getTable/${id}`)

describe('getTable (public: a table link)', () => {
  it('the table, its service and hotel; no open order until one is placed', async () => {
    const table = tableOf(server, 'pool', 1)
    const before = await getTable(table._id)
    expect(before.status).toBe(200)
    expect(before.body.table).toEqual({
      _id: table._id,
      name: table.name,
      active: true,
      capacity: expect.any(Number) as number,
      service_id: server.demo.services.pool._id,
    })
    expect(before.body.service._id).toBe(server.demo.services.pool._id)
    expect(before.body.hotel._id).toBe(server.demo.businessId)
    expect(before.body.open_order).toBeNull()

    const order = await tableOrder(server, 'pool', {
      table_id: table._id,
      user_id: 'owner-phone-0123456789',
    })
    const after = await getTable(table._id)
    expect(after.body.open_order).toEqual({ _id: order._id, status: 'Pending', time: order.time })
    // never who placed it: the owner's device id answers rejoin requests
    expect(JSON.stringify(after.body)).not.toContain('owner-phone-0123456789')
  })

  it('an addition (updateOrder) is not the open order; its base is', async () => {
    const table = tableOf(server, 'pool', 2)
    const base = await tableOrder(server, 'pool', { table_id: table._id })
    const added = await call<Order>(
      server.url,
      'POST',
      `/api/restaraunt-bar/order/updateOrder/${base._id}`,
      { body: tableBody(server, 'pool', { table_id: table._id }) },
    )
    expect(added.status).toBe(200)
    expect((await getTable(table._id)).body.open_order?._id).toBe(base._id)
  })

  it('unknown table: 404; a malformed id: 400 naming id', async () => {
    expect((await getTable('no-such-table-id')).status).toBe(404)
    const bad = await call(server.url, 'GET', `${ACCESS}/getTable/${'x'.repeat(80)}`)
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ field: 'id' })
  })
})

describe('getBusinessServices (public: the roomless page)', () => {
  it('the hotel and its active guest services, without manage', async () => {
    const reply = await call<{ hotel: TableReply['hotel']; services: Service[] }>(
      server.url,
      'GET',
      `${ACCESS}/getBusinessServices/${server.demo.businessId}`,
    )
    expect(reply.status).toBe(200)
    expect(reply.body.hotel).toMatchObject({ _id: server.demo.businessId })
    const types = reply.body.services.map((s) => s.type)
    expect(types).toContain('restaurant')
    expect(types).not.toContain('manage')
    expect(reply.body.services.every((s) => s.business_id === server.demo.businessId)).toBe(true)
  })

  it('another business shows only its own services', async () => {
    const reply = await call<{ services: Service[] }>(
      server.url,
      'GET',
      `${ACCESS}/getBusinessServices/${other.businessId}`,
    )
    expect(reply.status).toBe(200)
    expect(reply.body.services.map((s) => s.business_id)).toEqual(
      reply.body.services.map(() => other.businessId),
    )
    expect((await call(server.url, 'GET', `${ACCESS}/getBusinessServices/nope-nope`)).status).toBe(
      404,
    )
  })
})

describe('a table order on the room bill (room number and room code)', () => {
  const create = (extra: Record<string, unknown>) =>
    call<Order>(server.url, 'POST', `${ORDER}/createOrder`, {
      body: { ...tableBody(server, 'restaurant', { payment: 'room' }), ...extra },
    })

  async function nothingWritten(run: () => Promise<void>) {
    const before = await rowCount(server, t.orders)
    await run()
    expect(await rowCount(server, t.orders)).toBe(before)
  }

  it('wrong room number: 404 stay.wrong_room naming room_number; nothing written', async () => {
    await nothingWritten(async () => {
      const reply = await create({ room_number: '9999', password: '1234' })
      expect(reply.status).toBe(404)
      expect(reply.body).toMatchObject({ code: 'stay.wrong_room', field: 'room_number' })
    })
  })

  it('wrong code: 401 "Incorrect code. Try again."; nothing written; then the right code', async () => {
    const { room, stay } = stayRoom(server, 2)
    await nothingWritten(async () => {
      const reply = await create({ room_number: room.name, password: `${stay.password}9` })
      expect(reply.status).toBe(401)
      expect(reply.body).toMatchObject({
        code: 'stay.wrong_code',
        message: 'Incorrect code. Try again.',
        field: 'password',
      })
    })
    const ok = await create({ room_number: room.name, password: stay.password })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({
      status: 'Pending',
      payment: 'room',
      room_number: room.name,
      table_id: tableOf(server, 'restaurant')._id,
    })
  })

  it('a code of another hotel’s room with the same number is wrong here', async () => {
    await nothingWritten(async () => {
      const reply = await create({ room_number: '101', password: other.stayCode })
      expect([401, 404]).toContain(reply.status)
    })
  })

  it('a missing code is 400 naming password', async () => {
    const { room } = stayRoom(server, 2)
    await nothingWritten(async () => {
      const reply = await create({ room_number: room.name })
      expect(reply.status).toBe(400)
      expect(reply.body).toMatchObject({ field: 'password' })
    })
  })
})
