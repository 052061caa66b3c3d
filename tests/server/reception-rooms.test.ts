import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import {
  OLD_ROOM_BASE,
  PUSH_PATH,
  ROOM_BASE,
  STAY_BASE,
  type Change,
  type PushReply,
  type Room,
  type Stay,
} from '../../sync/protocol/index.ts'
import type { TestServer } from '../helpers/server.ts'
import { login } from '../helpers/http.ts'
import type { OtherBusiness } from '../helpers/tenant.ts'
import { connectSocket, initStaff } from '../helpers/socket.ts'
import { addDays, errorOf, withReceptionHotel, type Desk } from '../helpers/reception.ts'

let server: TestServer
let other: OtherBusiness
let desk: Desk

withReceptionHotel((hotel) => ({ server, other, desk } = hotel))

async function roomRow(id: string) {
  const [row] = await server.ctx.db.select().from(t.rooms).where(eq(t.rooms.id, id))
  return row
}

const CREATE = `${ROOM_BASE}/createHotelRoom`
const update = (id: string) => `${OLD_ROOM_BASE}/updateHotelRoom/${id}`
const remove = (id: string) => `${OLD_ROOM_BASE}/deleteHotelRoom/${id}`

describe('createHotelRoom', () => {
  it('creates with the client’s id, lists it, and tells the staff', async () => {
    const socket = await connectSocket(server.url, await login(server.url, 'waiter'))
    try {
      await initStaff(socket)
      const id = randomUUID()
      const reply = await desk.as('reception', 'POST', CREATE, {
        _id: id,
        name: ' 777 ',
        type: 'Suite',
        external_id: 'ota-777',
      })
      expect(reply.status).toBe(200)
      expect(reply.body).toMatchObject({
        _id: id,
        business_id: server.demo.businessId,
        name: '777',
        type: 'Suite',
        status: 'active',
        service_links: [],
        external_id: 'ota-777',
      })
      const event = await socket.next<Change>('change', (c) => c.id === id)
      expect(event).toMatchObject({ table: 'rooms', row: { name: '777' } })
      const list = await desk.as(
        'reception',
        'GET',
        `${ROOM_BASE}/getHotelRoomsByBusinessID/${server.demo.businessId}`,
      )
      expect((list.body as Room[]).map((r) => r.name)).toContain('777')
    } finally {
      socket.close()
    }
  })

  it('refuses a taken id, name (any case) or external id with 409 naming the field', async () => {
    const room = await desk.newRoom({ name: 'Garden A', external_id: 'ota-garden' })
    const cases: [Record<string, unknown>, string][] = [
      [{ _id: room._id }, '_id'],
      [{ name: 'garden a' }, 'name'],
      [{ external_id: 'ota-garden' }, 'external_id'],
    ]
    for (const [overrides, field] of cases) {
      const reply = await desk.as('reception', 'POST', CREATE, {
        _id: randomUUID(),
        name: `R-${randomUUID().slice(0, 6)}`,
        ...overrides,
      })
      expect([reply.status, errorOf(reply).field], field).toEqual([409, field])
    }
  })

  it('bad input is a 400 naming the field; nothing is written', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'name'],
      [{ name: 'x'.repeat(51) }, 'name'],
      [{ name: 12 }, 'name'],
      [{ _id: 'short' }, '_id'],
      [{ status: 'closed' }, 'status'],
      [{ external_id: '' }, 'external_id'],
    ]
    for (const [overrides, field] of cases) {
      const id = randomUUID()
      const reply = await desk.as('reception', 'POST', CREATE, {
        _id: id,
        name: '301',
        ...overrides,
      })
      expect([reply.status, errorOf(reply).field], field).toEqual([400, field])
      expect(await roomRow(id)).toBeUndefined()
    }
  })

  it('needs reception (403); another business is unknown (404)', async () => {
    const body = { _id: randomUUID(), name: '880' }
    expect((await desk.as('waiter', 'POST', CREATE, body)).status).toBe(403)
    expect((await desk.as('kitchen', 'POST', CREATE, body)).status).toBe(403)
    const foreign = await desk.as('owner', 'POST', CREATE, {
      ...body,
      business_id: other.businessId,
    })
    expect(foreign.status).toBe(404)
    expect(await roomRow(body._id)).toBeUndefined()
  })
})

describe('updateHotelRoom/{id}', () => {
  it('changes fields; a new name reaches the room’s stays', async () => {
    const room = await desk.newRoom()
    const stay = await desk.checkIn(room)
    const reply = await desk.as('reception', 'PUT', update(room._id), {
      name: `${room.name}b`,
      type: 'Twin',
    })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ _id: room._id, name: `${room.name}b`, type: 'Twin' })
    const active = await desk.as(
      'reception',
      'GET',
      `${STAY_BASE}/getActiveStayByRoomID/${room._id}`,
    )
    expect(active.body).toMatchObject({ _id: stay._id, room_name: `${room.name}b` })
    expect((active.body as Stay).version).toBeGreaterThan(stay.version)
    const off = await desk.as('owner', 'PUT', update(room._id), {
      _id: room._id,
      status: 'inactive',
    })
    expect(off.body).toMatchObject({ status: 'inactive', name: `${room.name}b` })
  })

  it('400 naming the field, 409 for a taken name, 403, 404; nothing written', async () => {
    const room = await desk.newRoom()
    const taken = await desk.newRoom()
    const before = await roomRow(room._id)
    const cases: [Record<string, unknown>, number, string][] = [
      [{ _id: randomUUID() }, 400, '_id'],
      [{ name: '' }, 400, 'name'],
      [{ status: 'broken' }, 400, 'status'],
      [{ name: taken.name.toUpperCase() }, 409, 'name'],
    ]
    for (const [body, status, field] of cases) {
      const reply = await desk.as('reception', 'PUT', update(room._id), body)
      expect([reply.status, errorOf(reply).field], field).toEqual([status, field])
    }
    expect((await desk.as('waiter', 'PUT', update(room._id), { type: 'x' })).status).toBe(403)
    expect((await desk.as('owner', 'PUT', update(other.roomId), { type: 'x' })).status).toBe(404)
    expect(await roomRow(room._id)).toEqual(before)
  })
})

describe('deleteHotelRoom/{id}', () => {
  it('refuses a room with a guest (409 room.occupied); else deletes it with its bookings', async () => {
    const room = await desk.newRoom()
    const stay = await desk.checkIn(room)
    const busy = await desk.as('reception', 'DELETE', remove(room._id))
    expect([busy.status, errorOf(busy).code, errorOf(busy).current?.id]).toEqual([
      409,
      'room.occupied',
      stay._id,
    ])
    expect((await desk.as('waiter', 'DELETE', remove(room._id))).status).toBe(403)
    expect((await desk.as('owner', 'DELETE', remove(other.roomId))).status).toBe(404)
    await desk.as('reception', 'PUT', `${STAY_BASE}/checkout`, { stay_id: stay._id })
    const booked = await desk.as('reception', 'POST', `${STAY_BASE}/addStay`, {
      room_id: room._id,
      arrival: addDays(3),
      checkout: addDays(4),
    })
    const bookedId = (booked.body as Stay)._id
    const done = await desk.as('reception', 'DELETE', remove(room._id))
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ _id: room._id, deleted: true })
    expect((await roomRow(room._id))?.deletedAt).not.toBeNull()
    const [gone] = await server.ctx.db.select().from(t.stays).where(eq(t.stays.id, bookedId))
    expect(gone?.deletedAt).not.toBeNull()
    // The checked-out stay stays, with its invoice.
    const invoice = await desk.as('reception', 'GET', `${STAY_BASE}/invoice/${stay._id}`)
    expect(invoice.status).toBe(200)
    expect((await desk.as('reception', 'DELETE', remove(room._id))).status).toBe(404)
  })
})

describe('service links (addServiceLinkForRoom, updateServiceLinkForRoom)', () => {
  const ADD = `${ROOM_BASE}/addServiceLinkForRoom`
  const UPDATE = `${ROOM_BASE}/updateServiceLinkForRoom`

  it('adds one link per service, changes it, removes it with url null', async () => {
    const room = await desk.newRoom()
    const spa = server.demo.services.spa._id
    const url = 'https://spa.example/book?room=1'
    const added = await desk.as('reception', 'POST', ADD, {
      room_id: room._id,
      service_id: spa,
      url,
    })
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({ service_links: [{ service_id: spa, url }] })
    const same = await desk.as('reception', 'POST', ADD, {
      room_id: room._id,
      service_id: spa,
      url,
    })
    expect((same.body as Room).version).toBe((added.body as Room).version)
    const twice = await desk.as('reception', 'POST', ADD, {
      room_id: room._id,
      service_id: spa,
      url: 'http://other.example',
    })
    expect([twice.status, errorOf(twice).field]).toEqual([409, 'service_id'])
    const changed = await desk.as('reception', 'PUT', UPDATE, {
      room_id: room._id,
      service_id: spa,
      url: 'http://spa.example/2',
    })
    expect(changed.body).toMatchObject({
      service_links: [{ service_id: spa, url: 'http://spa.example/2' }],
    })
    const removed = await desk.as('reception', 'PUT', UPDATE, {
      room_id: room._id,
      service_id: spa,
      url: null,
    })
    expect(removed.body).toMatchObject({ service_links: [] })
    const missing = await desk.as('reception', 'PUT', UPDATE, {
      room_id: room._id,
      service_id: spa,
      url: 'http://spa.example/3',
    })
    expect(missing.status).toBe(404)
  })

  it('400 naming the field, 403, 404 for another business’s room or service', async () => {
    const room = await desk.newRoom()
    const spa = server.demo.services.spa._id
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'ftp://x.example' }, 'url'],
      [{ url: 'spa.example' }, 'url'],
      [{ url: undefined }, 'url'],
      [{ service_id: undefined }, 'service_id'],
      [{ room_id: '' }, 'room_id'],
    ]
    for (const [overrides, field] of cases) {
      const body = { room_id: room._id, service_id: spa, url: 'https://a.example', ...overrides }
      const reply = await desk.as('reception', 'POST', ADD, body)
      expect([reply.status, errorOf(reply).field], field).toEqual([400, field])
    }
    // A staff-only service (kitchen, reception, manage) has no guest link.
    for (const key of ['kitchen', 'reception'] as const) {
      const staffOnly = server.demo.services[key]._id
      const body = { room_id: room._id, service_id: staffOnly, url: 'https://a.example' }
      const reply = await desk.as('reception', 'POST', ADD, body)
      expect([reply.status, errorOf(reply).field], key).toEqual([400, 'service_id'])
      expect(errorOf(reply).message).toContain(key)
    }
    const body = { room_id: room._id, service_id: spa, url: 'https://a.example' }
    expect((await desk.as('waiter', 'POST', ADD, body)).status).toBe(403)
    expect((await desk.as('waiter', 'PUT', UPDATE, body)).status).toBe(403)
    const foreignRoom = await desk.as('owner', 'POST', ADD, { ...body, room_id: other.roomId })
    expect(foreignRoom.status).toBe(404)
    const foreignService = await desk.as('owner', 'POST', ADD, {
      ...body,
      service_id: other.restaurantId,
    })
    expect(foreignService.status).toBe(404)
    expect((await roomRow(room._id))?.serviceLinks).toEqual([])
  })

  it('updateServiceLinkForRoom: 400 naming the field and nothing written, 403, 404', async () => {
    const room = await desk.newRoom()
    const spa = server.demo.services.spa._id
    const link = { room_id: room._id, service_id: spa, url: 'https://spa.example/kept' }
    expect((await desk.as('reception', 'POST', ADD, link)).status).toBe(200)
    const before = await roomRow(room._id)
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'javascript:alert(1)' }, 'url'],
      [{ url: 'https://' + 'a'.repeat(2000) }, 'url'],
      [{ url: undefined }, 'url'],
      [{ service_id: 7 }, 'service_id'],
      [{ room_id: undefined }, 'room_id'],
    ]
    for (const [overrides, field] of cases) {
      const reply = await desk.as('reception', 'PUT', UPDATE, { ...link, ...overrides })
      expect([reply.status, errorOf(reply).field], field).toEqual([400, field])
    }
    const kitchen = server.demo.services.kitchen._id
    const staffOnly = await desk.as('reception', 'PUT', UPDATE, { ...link, service_id: kitchen })
    expect([staffOnly.status, errorOf(staffOnly).field]).toEqual([400, 'service_id'])
    expect((await desk.as('waiter', 'PUT', UPDATE, { ...link, url: null })).status).toBe(403)
    const foreignRoom = await desk.as('owner', 'PUT', UPDATE, { ...link, room_id: other.roomId })
    expect(foreignRoom.status).toBe(404)
    const foreignService = await desk.as('owner', 'PUT', UPDATE, {
      ...link,
      service_id: other.restaurantId,
    })
    expect(foreignService.status).toBe(404)
    expect(await roomRow(room._id)).toEqual(before)
  })
})

describe('push: room actions replayed through the outbox', () => {
  it('create, update, link and delete sent twice act once', async () => {
    const id = randomUUID()
    const spa = server.demo.services.spa._id
    const actions = [
      { id: randomUUID(), type: 'room.create', payload: { _id: id, name: 'P-1', type: 'Double' } },
      { id: randomUUID(), type: 'room.update', payload: { _id: id, name: 'P-2' } },
      {
        id: randomUUID(),
        type: 'room.serviceLink.add',
        payload: { room_id: id, service_id: spa, url: 'https://spa.example' },
      },
      {
        id: randomUUID(),
        type: 'room.serviceLink.update',
        payload: { room_id: id, service_id: spa, url: 'https://spa.example/b' },
      },
      { id: randomUUID(), type: 'room.delete', payload: { room_id: id } },
    ]
    const first = await desk.as('reception', 'POST', PUSH_PATH, { actions })
    const results = (first.body as PushReply).results
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(results[3]!.body).toMatchObject({
      name: 'P-2',
      service_links: [{ url: 'https://spa.example/b' }],
    })
    const row = await roomRow(id)
    const again = await desk.as('reception', 'POST', PUSH_PATH, { actions })
    expect((again.body as PushReply).results.every((r) => r.replayed === true)).toBe(true)
    expect(await roomRow(id)).toEqual(row)
    // A payload the single endpoint would refuse is that action's 400.
    const bad = await desk.as('reception', 'POST', PUSH_PATH, {
      actions: [
        { id: randomUUID(), type: 'room.create', payload: { _id: randomUUID(), name: '' } },
      ],
    })
    expect((bad.body as PushReply).results[0]).toMatchObject({
      status: 400,
      body: { field: 'name' },
    })
  })
})
