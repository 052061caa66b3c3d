import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import { businessWrite, nextVersionSql } from '../../server/domain/versioning.ts'
import { bodyHash } from '../../server/http/body-hash.ts'
import { PUSH_PATH, type CategoryCreatePayload } from '../../sync/protocol/index.ts'
import { EnqueueError } from '../../sync/index.ts'
import { useHotel } from './helpers/fixture.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()
const isPush = (method: string, path: string) => method === 'POST' && path === PUSH_PATH

function newCategory(): CategoryCreatePayload {
  return {
    _id: randomUUID(),
    business_id: hotel.server.demo.businessId,
    name: { en: 'Night menu' },
    service_ids: [hotel.server.demo.services.roomservice._id],
    service_name: hotel.server.demo.services.roomservice.name,
  }
}

const categoryRows = (id: string) =>
  hotel.server.ctx.db.select().from(t.articleCategories).where(eq(t.articleCategories.id, id))

describe('create through the outbox', () => {
  it('shows at once with the client’s id, waiting; a lost answer is resent and creates once', async () => {
    const tablet = await hotel.tablet('manager')
    await tablet.engine.pullNow()
    tablet.link.setUp(false)
    const category = newCategory()
    await tablet.engine.enqueue('category.create', category)
    // Visible at once, marked waiting (an outbox row names it), not on the server.
    expect(await tablet.db.categories.get(category._id)).toMatchObject({
      _id: category._id,
      name: { en: 'Night menu' },
      version: 0,
    })
    expect((await tablet.db.outbox.toArray()).map((r) => [r.type, r.entity.id])).toEqual([
      ['category.create', category._id],
    ])
    expect(await categoryRows(category._id)).toHaveLength(0)

    // Back online; the server commits the create but its answer is lost on the way.
    tablet.net.loseAnswerOf(isPush)
    tablet.link.setUp(true)
    await tablet.engine.pullNow()
    await tablet.engine.waitUntilSent()
    expect(await categoryRows(category._id)).toHaveLength(1)
    const [row] = await categoryRows(category._id)
    const local = await tablet.db.categories.get(category._id)
    expect(local?.version).toBe(row!.version)
    expect(await tablet.db.shadows.count()).toBe(0)
    expect(await tablet.db.outbox.count()).toBe(0)
  })

  it('refuses an id the device already has, writing nothing', async () => {
    const tablet = await hotel.tablet('manager')
    const category = newCategory()
    await tablet.engine.enqueue('category.create', category)
    await tablet.engine.waitUntilSent()
    await expect(tablet.engine.enqueue('category.create', category)).rejects.toMatchObject({
      code: 'conflict',
    })
    expect(await tablet.db.outbox.count()).toBe(0)
  })
})

describe('update through the outbox', () => {
  it('a field edit waits on top of newer server rows and wins when it lands', async () => {
    const tablet = await hotel.tablet('reception')
    const room = hotel.server.demo.rooms[6]!
    await waitFor(() => tablet.db.rooms.get(room._id), { what: 'the room' })
    tablet.link.setUp(false)
    await tablet.engine.enqueue('room.setInactive', { room_id: room._id })
    expect((await tablet.db.rooms.get(room._id))?.status).toBe('inactive')
    // The server answers "still in progress" to this key for now, so the action stays queued
    // while newer server rows arrive (as when the first send is still running elsewhere).
    const [queued] = await tablet.db.outbox.toArray()
    const me = (await tablet.db.session.get('current'))!.me
    const busy = and(eq(t.idempotencyKeys.key, queued!.id))
    await hotel.server.ctx.db.insert(t.idempotencyKeys).values({
      scope: `account:${me.account_id}`,
      key: queued!.id,
      method: 'PUT',
      path: `/api/v2/hotel/room/setRoomToInactive/${room._id}`,
      statusCode: 0,
      body: '',
      contentType: '',
      bodyHash: bodyHash(null), // the route takes no body
    })
    // Meanwhile another desk changes the room (a newer server row of the same entity).
    await businessWrite(hotel.server.ctx.db, hotel.server.demo.businessId, (tx) =>
      tx
        .update(t.rooms)
        .set({ type: 'Suite', version: nextVersionSql() })
        .where(eq(t.rooms.id, room._id)),
    )
    tablet.link.setUp(true)
    await tablet.engine.pullNow()
    await waitFor(async () => (await tablet.db.rooms.get(room._id))?.type === 'Suite', {
      what: 'the newer server row',
    })
    // Rebased: the server's change and the waiting edit on top of it.
    expect(await tablet.db.rooms.get(room._id)).toMatchObject({ type: 'Suite', status: 'inactive' })
    expect((await tablet.db.shadows.get(`rooms:${room._id}`))?.row).toMatchObject({
      type: 'Suite',
      status: 'active',
    })
    expect((await tablet.db.outbox.get(queued!.id))?.state).not.toBe('failed')

    await hotel.server.ctx.db.delete(t.idempotencyKeys).where(busy)
    await tablet.engine.retryNow()
    await tablet.engine.waitUntilSent()
    const [server] = await hotel.server.ctx.db
      .select()
      .from(t.rooms)
      .where(eq(t.rooms.id, room._id))
    expect(server).toMatchObject({ type: 'Suite', status: 'inactive' })
    expect(await tablet.db.rooms.get(room._id)).toMatchObject({
      type: 'Suite',
      status: 'inactive',
      version: server!.version,
    })
    expect(await tablet.db.shadows.count()).toBe(0)
  })
})

describe('delete through the outbox', () => {
  it('the row goes at once; a late event of an older version never brings it back', async () => {
    const tablet = await hotel.tablet('manager')
    const category = newCategory()
    await tablet.engine.enqueue('category.create', category)
    await tablet.engine.waitUntilSent()
    const created = (await tablet.db.categories.get(category._id))!
    await tablet.engine.enqueue('category.delete', { category_id: category._id })
    expect(await tablet.db.categories.get(category._id)).toBeUndefined()
    await tablet.engine.waitUntilSent()
    const [row] = await categoryRows(category._id)
    expect(row?.deletedAt).not.toBeNull()
    const tombstone = await tablet.db.tombstones.get(`categories:${category._id}`)
    expect(tombstone?.version).toBe(row!.version)

    // A late socket event carrying the row as it was before the delete.
    hotel.server.ctx.realtime.emitChange(
      {
        table: 'categories',
        id: category._id,
        version: created.version,
        deleted: false,
        row: created,
      },
      hotel.server.demo.businessId,
    )
    // A newer change on another row, sent after it: once it is here, the late one was handled.
    const marker = newCategory()
    const other = await hotel.tablet('owner')
    await other.engine.enqueue('category.create', marker)
    await other.engine.waitUntilSent()
    await waitFor(() => tablet.db.categories.get(marker._id), { what: 'the later event' })
    expect(await tablet.db.categories.get(category._id)).toBeUndefined()
  })
})

describe('a multi-row action (move tables)', () => {
  const tables = () => hotel.server.demo.tables.slice(0, 3)

  it('moves every table in one Dexie transaction and one server transaction', async () => {
    const tablet = await hotel.tablet('manager')
    await waitFor(async () => (await tablet.db.diningTables.count()) >= 3, { what: 'tables' })
    tablet.link.setUp(false)
    const placements = tables().map((x, i) => ({
      _id: x._id,
      coordinate_x: 0.2 + i / 10,
      coordinate_y: 0.4,
    }))
    await tablet.engine.enqueue('table.updateMany', { tables: placements })
    const local = await tablet.db.diningTables.bulkGet(placements.map((p) => p._id))
    expect(local.map((r) => r?.coordinate_x)).toEqual(placements.map((p) => p.coordinate_x))
    const [queued] = await tablet.db.outbox.toArray()
    expect(queued?.entityIds).toEqual(placements.map((p) => p._id))
    expect(await tablet.db.outbox.where('entityIds').equals(placements[2]!._id).count()).toBe(1)

    tablet.link.setUp(true)
    await tablet.engine.pullNow()
    await tablet.engine.waitUntilSent()
    const server = await hotel.server.ctx.db.select().from(t.diningTables)
    for (const p of placements) {
      const row = server.find((r) => r.id === p._id)!
      expect(row.coordinateX).toBe(p.coordinate_x)
      expect((await tablet.db.diningTables.get(p._id))?.version).toBe(row.version)
    }
    expect(await tablet.db.shadows.count()).toBe(0)
  })

  it('all or nothing: an unknown table refuses the whole action locally; a server refusal restores every row', async () => {
    const tablet = await hotel.tablet('manager')
    await waitFor(async () => (await tablet.db.diningTables.count()) >= 3, { what: 'tables' })
    const before = await tablet.db.diningTables.bulkGet(tables().map((x) => x._id))
    const move = (ids: string[]) => ({
      tables: ids.map((_id) => ({ _id, coordinate_x: 0.95, coordinate_y: 0.95 })),
    })
    await expect(
      tablet.engine.enqueue('table.updateMany', move([tables()[0]!._id, randomUUID()])),
    ).rejects.toBeInstanceOf(EnqueueError)
    expect(await tablet.db.diningTables.get(tables()[0]!._id)).toEqual(before[0])
    expect(await tablet.db.outbox.count()).toBe(0)

    // The server refuses (one table was deleted meanwhile): every row comes back as it was.
    tablet.link.setUp(false)
    await tablet.engine.enqueue('table.updateMany', move(tables().map((x) => x._id)))
    const gone = tables()[2]!._id
    const [deleted] = await businessWrite(hotel.server.ctx.db, hotel.server.demo.businessId, (tx) =>
      tx
        .update(t.diningTables)
        .set({ deletedAt: new Date().toISOString(), version: nextVersionSql() })
        .where(eq(t.diningTables.id, gone))
        .returning(),
    )
    tablet.link.setUp(true)
    const failed = await waitFor(
      async () => (await tablet.db.outbox.where('state').equals('failed').toArray())[0],
      { what: 'the refused move' },
    )
    expect(failed.error).toMatchObject({ status: 404 })
    await tablet.engine.pullNow()
    const after = await tablet.db.diningTables.bulkGet(tables().map((x) => x._id))
    expect(after.slice(0, 2).map((r) => [r?.coordinate_x, r?.version])).toEqual(
      before.slice(0, 2).map((r) => [r?.coordinate_x, r?.version]),
    )
    expect(after[2]).toBeUndefined() // the server deleted it
    expect(await tablet.db.tombstones.get(`tables:${gone}`)).toMatchObject({
      version: deleted!.version,
    })
    expect(await tablet.db.shadows.count()).toBe(0)
    await tablet.engine.discard(failed.id)
  })
})
