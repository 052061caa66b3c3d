import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  OLD_TABLE_BASE,
  TABLE_BASE,
  imageUploadPath,
  type DiningTable,
  type Service,
} from '../../sync/protocol/index.ts'
import { login } from '../helpers/http.ts'
import * as t from '../../server/db/schema.ts'
import { errorOf, withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'

describe('tables of the floor plan', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))
  const restaurant = () => hotel.server.demo.services.restaurant._id
  const pool = () => hotel.server.demo.services.pool._id

  it('reads the business tables, by service and by id; another business is not found', async () => {
    const all = await hotel.desk.as(
      'waiter',
      'GET',
      `${TABLE_BASE}/getAllTables/${hotel.businessId}`,
    )
    expect((all.body as DiningTable[]).map((x) => x.name)).toEqual(
      expect.arrayContaining(['T1', 'T8', 'P1']),
    )
    const foreign = await hotel.desk.as(
      'waiter',
      'GET',
      `${TABLE_BASE}/getAllTables/${hotel.other.businessId}`,
    )
    expect(foreign.status).toBe(404)
    const byService = await hotel.desk.as(
      'waiter',
      'GET',
      `${TABLE_BASE}/getTablesByServiceIDs?service_ids=${pool()},${hotel.other.restaurantId}`,
    )
    expect((byService.body as DiningTable[]).map((x) => x.name)).toEqual(['P1', 'P2', 'P3', 'P4'])
    const missing = await hotel.desk.as('waiter', 'GET', `${TABLE_BASE}/getTablesByServiceIDs`)
    expect([missing.status, errorOf(missing).field]).toEqual([400, 'service_ids'])
    const one = (all.body as DiningTable[])[0]!
    const byId = await hotel.desk.as('waiter', 'GET', `${TABLE_BASE}/getTableById/${one._id}`)
    expect(byId.body).toEqual(one)
    const otherTable = await hotel.desk.as(
      'waiter',
      'GET',
      `${TABLE_BASE}/getTableById/${hotel.other.tableId}`,
    )
    expect(otherTable.status).toBe(404)
  })

  it('creates, edits and lengthens a table with itemsWrite; a bad field is a 400, nothing written', async () => {
    const id = randomUUID()
    const body = {
      _id: id,
      service_id: restaurant(),
      name: 'Corner',
      capacity: 5,
      type: 'corner_couch',
    }
    const waiter = await hotel.desk.as('waiter', 'POST', `${TABLE_BASE}/createTable`, body)
    expect(waiter.status).toBe(403)
    const before = await hotel.server.ctx.db.select().from(t.diningTables)
    for (const [overrides, field] of [
      [{ type: 'bar' }, 'type'],
      [{ capacity: 0 }, 'capacity'],
      [{ rotation: 45 }, 'rotation'],
      [{ coordinate_x: 1.5 }, 'coordinate_x'],
      [{ name: '' }, 'name'],
    ] as const) {
      const reply = await hotel.desk.as('owner', 'POST', `${TABLE_BASE}/createTable`, {
        ...body,
        ...overrides,
      })
      expect([reply.status, errorOf(reply).field]).toEqual([400, field])
    }
    expect(await hotel.server.ctx.db.select().from(t.diningTables)).toHaveLength(before.length)

    const made = await hotel.desk.as('owner', 'POST', `${TABLE_BASE}/createTable`, body)
    expect(made.body).toMatchObject({
      _id: id,
      rotation: 0,
      active: true,
      coordinate_x: 0.5,
      length: null,
    })
    const twice = await hotel.desk.as('owner', 'POST', `${TABLE_BASE}/createTable`, body)
    expect(twice.status).toBe(409)
    const edited = await hotel.desk.as('owner', 'PUT', `${OLD_TABLE_BASE}/editTable/${id}`, {
      rotation: 270,
      active: false,
    })
    expect(edited.body).toMatchObject({ name: 'Corner', rotation: 270, active: false })
    const length = await hotel.desk.as('manager', 'PUT', `${OLD_TABLE_BASE}/addLength`, {
      table_id: id,
      hours: 2,
      minutes: 30,
    })
    expect((length.body as DiningTable).length).toEqual({ h: 2, m: 30 })
    const badLength = await hotel.desk.as('manager', 'PUT', `${OLD_TABLE_BASE}/addLength`, {
      table_id: id,
      hours: 2,
      minutes: 60,
    })
    expect([badLength.status, errorOf(badLength).field]).toEqual([400, 'minutes'])
    const foreign = await hotel.desk.as(
      'owner',
      'PUT',
      `${OLD_TABLE_BASE}/editTable/${hotel.other.tableId}`,
      {
        name: 'Mine',
      },
    )
    expect(foreign.status).toBe(404)
  })

  it('uploads a floor plan background per service (itemsWrite), served as WebP', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 180, b: 150 } },
    })
      .png()
      .toBuffer()
    const send = async (who: string, serviceId: string) => {
      const form = new FormData()
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'floor.png')
      return fetch(
        `${hotel.server.url}${imageUploadPath('table_background', hotel.businessId, serviceId)}`,
        { method: 'POST', body: form, headers: { cookie: await login(hotel.server.url, who) } },
      )
    }
    expect((await send('waiter', restaurant())).status).toBe(403)
    expect((await send('owner', hotel.other.restaurantId)).status).toBe(404)
    const reply = await send('owner', restaurant())
    expect(reply.status).toBe(200)
    const service = (await reply.json()) as Service
    expect(service.table_background).toMatch(
      new RegExp(`^/images/${hotel.businessId}/table_background/${restaurant()}\\.webp\\?v=`),
    )
    expect(service.image).toBeNull()
    const image = await fetch(`${hotel.server.url}${service.table_background!}`)
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp'])
  })
})
