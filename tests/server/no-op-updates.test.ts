import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ARTICLE_BASE,
  CATEGORY_BASE,
  OLD_ROOM_BASE,
  OLD_TABLE_BASE,
  TABLE_BASE,
  type Change,
} from '../../sync/protocol/index.ts'
import { login } from '../helpers/http.ts'
import { openDesk, type Desk } from '../helpers/reception.ts'
import { startTestServer, type TestServer } from '../helpers/server.ts'
import { connectSocket, initStaff, type TestSocket } from '../helpers/socket.ts'

/*
 * An update that changes nothing takes no version and tells no device (issue 16 §3.4): it answers
 * the row as it is. A real change after it is the only event the tablets get.
 */
let server: TestServer
let desk: Desk
let tablet: TestSocket
beforeAll(async () => {
  server = await startTestServer()
  desk = await openDesk(server)
  tablet = await connectSocket(server.url, await login(server.url, 'owner'))
  expect((await initStaff(tablet)).ok).toBe(true)
})
afterAll(async () => {
  tablet.close()
  await server.close()
})

type Row = { _id: string; version: number }

/** The no-op updates answer the row unchanged; then one real update: one event, for it only. */
async function expectNoOps(
  made: Row,
  noOps: (() => ReturnType<Desk['as']>)[],
  real: () => ReturnType<Desk['as']>,
): Promise<void> {
  for (const update of noOps) {
    const reply = await update()
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toEqual(made)
  }
  const changed = await real()
  expect(changed.status, changed.text).toBe(200)
  const version = (changed.body as Row).version
  expect(version).toBeGreaterThan(made.version)
  await tablet.next<Change>('change', (c) => c.id === made._id && c.version === version)
  const events = tablet.received.filter(
    (r) =>
      r.event === 'change' &&
      (r.payload as Change).id === made._id &&
      (r.payload as Change).version > made.version,
  )
  expect(events.map((e) => (e.payload as Change).version)).toEqual([version])
}

describe('updates that change nothing', () => {
  it('updateHotelRoom: {} or the same fields', async () => {
    const room = await desk.newRoom()
    const put = (body: unknown) =>
      desk.as('reception', 'PUT', `${OLD_ROOM_BASE}/updateHotelRoom/${room._id}`, body)
    await expectNoOps(
      room,
      [() => put({}), () => put({ name: room.name, type: room.type, _id: room._id })],
      () => put({ type: 'Suite' }),
    )
  })

  it('editTable: {} or the same capacity and place', async () => {
    const made = await desk.as('owner', 'POST', `${TABLE_BASE}/createTable`, {
      _id: randomUUID(),
      service_id: server.demo.services.restaurant._id,
      name: 'N1',
      capacity: 4,
      type: 'round',
    })
    expect(made.status, made.text).toBe(200)
    const table = made.body as Row & { coordinate_x: number }
    const put = (body: unknown) =>
      desk.as('owner', 'PUT', `${OLD_TABLE_BASE}/editTable/${table._id}`, body)
    await expectNoOps(
      table,
      [() => put({}), () => put({ capacity: 4, coordinate_x: table.coordinate_x })],
      () => put({ capacity: 6 }),
    )
  })

  it('an item with only its _id, or its own price and name; a category likewise', async () => {
    const category = await desk.as('manager', 'POST', `${CATEGORY_BASE}/createArticleCategory`, {
      _id: randomUUID(),
      name: { en: 'Soups' },
      service_ids: [server.demo.services.roomservice._id],
    })
    expect(category.status, category.text).toBe(200)
    const cat = category.body as Row
    const item = await desk.as('manager', 'POST', `${ARTICLE_BASE}/createArticle`, {
      _id: randomUUID(),
      service_id: server.demo.services.roomservice._id,
      category_id: cat._id,
      name: { en: 'Tomato soup' },
      price: 6.5,
    })
    expect(item.status, item.text).toBe(200)
    const article = item.body as Row
    const put = (body: object) =>
      desk.as('manager', 'PUT', `${ARTICLE_BASE}/updateArticle`, { _id: article._id, ...body })
    await expectNoOps(
      article,
      [() => put({}), () => put({ price: 6.5, name: { en: 'Tomato soup' } })],
      () => put({ price: 7 }),
    )
    const putCategory = (body: object) =>
      desk.as('manager', 'PUT', `${CATEGORY_BASE}/updateArticleCategory`, { _id: cat._id, ...body })
    await expectNoOps(
      cat,
      [() => putCategory({}), () => putCategory({ name: { en: 'Soups' } })],
      () => putCategory({ name: { en: 'Warm soups' } }),
    )
  })
})
