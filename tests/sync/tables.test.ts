import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import * as t from '../../server/db/schema.ts'
import { PUSH_PATH } from '../../sync/protocol/index.ts'
import { useHotel } from './helpers/fixture.ts'
import { staffClient } from './helpers/hotel.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()
const isPush = (method: string, path: string) => method === 'POST' && path === PUSH_PATH

const restaurantTables = () => {
  const restaurant = hotel.server.demo.services.restaurant._id
  return hotel.server.demo.tables.filter((x) => x.service_id === restaurant)
}
const serverTable = async (id: string) =>
  (await hotel.server.ctx.db.select().from(t.diningTables).where(eq(t.diningTables.id, id)))[0]!

/** The last version the server's global sequence gave out (nothing else writes during a test). */
const currentVersion = async () => {
  const result: unknown = await hotel.server.ctx.db.execute(
    sql`select last_value as v from sync_version`,
  )
  return Number((result as { rows: { v: string | number }[] }).rows[0]!.v)
}

describe('the floor plan through the outbox', () => {
  it('two tables moved offline are one action, saved once on reconnect even when the answer is lost (the resend does not undo a later move)', async () => {
    const [a, b] = restaurantTables()
    const tablet = await hotel.tablet('manager')
    await tablet.engine.pullNow()
    const before = [await serverTable(a!._id), await serverTable(b!._id)]
    const owner = await staffClient(hotel.server, 'owner')
    tablet.link.setUp(false)
    await tablet.engine.enqueue('table.updateMany', {
      tables: [
        { _id: a!._id, coordinate_x: 0.11, coordinate_y: 0.12 },
        { _id: b!._id, coordinate_x: 0.21, coordinate_y: 0.22 },
      ],
    })
    // Both moved at once on the tablet, one outbox row naming both, nothing on the server.
    expect(await tablet.db.diningTables.get(a!._id)).toMatchObject({ coordinate_x: 0.11 })
    expect(await tablet.db.diningTables.get(b!._id)).toMatchObject({ coordinate_y: 0.22 })
    const queued = await tablet.db.outbox.toArray()
    expect(queued.map((r) => r.entityIds)).toEqual([[a!._id, b!._id]])
    expect((await serverTable(a!._id)).coordinateX).toBe(before[0]!.coordinateX)

    // The first push commits and its answer is lost; before the tablet sends it again, another
    // device moves table A elsewhere. Saved once, the resend must not move A back.
    const lastVersion = await currentVersion()
    let moved: number | null = null
    tablet.net.onAnswer = async (entry) => {
      if (!isPush(entry.method, entry.path) || moved !== null) return
      const reply = await owner.call('PUT', '/api/restaraunt-bar/table/updateTableMany/', {
        tables: [{ _id: a!._id, coordinate_x: 0.5, coordinate_y: 0.5 }],
      })
      moved = reply.status
    }
    tablet.net.loseAnswerOf(isPush)
    tablet.link.setUp(true)
    await tablet.engine.pullNow()
    await tablet.engine.waitUntilSent()
    expect(moved).toBe(200)
    // Pushes that reached the server (tries while the link was down did not).
    const pushes = tablet.net.sent.filter((r) => isPush(r.method, r.path) && r.status !== 'network')
    expect(pushes.map((r) => r.status)).toEqual(['lost', 200])
    // The resend carries the same key: the server answers it from its store, acting once.
    const keys = pushes.map((r) =>
      (r.json as { actions: { id: string }[] }).actions.map((x) => x.id),
    )
    expect(keys[1]).toEqual(keys[0])
    expect(keys[0]).toEqual([queued[0]!.id])
    const [savedA, savedB] = [await serverTable(a!._id), await serverTable(b!._id)]
    expect([savedA.coordinateX, savedA.coordinateY]).toEqual([0.5, 0.5])
    expect([savedB.coordinateX, savedB.coordinateY]).toEqual([0.21, 0.22])
    // Versions: the first push gave A and B theirs, the other device's move A a later one; a
    // second application would have moved A back with a newer version still (the coordinates
    // above say it did not). Other writes of the server (none expected) may take versions too,
    // so only the order is checked, not exact numbers.
    expect(savedB.version).toBeGreaterThan(lastVersion)
    expect(savedA.version).toBeGreaterThan(savedB.version)
    expect(await tablet.db.outbox.count()).toBe(0)
    await tablet.engine.pullNow()
    expect(await tablet.db.diningTables.get(a!._id)).toMatchObject({
      coordinate_x: 0.5,
      version: savedA.version,
    })
    expect(await tablet.db.diningTables.get(b!._id)).toMatchObject({ version: savedB.version })
  })

  it('a save the server refuses (no itemsWrite) fails, and the tables are back where the server has them', async () => {
    const [a] = restaurantTables()
    const tablet = await hotel.tablet('waiter')
    await waitFor(() => tablet.db.diningTables.get(a!._id), { what: 'the table on the tablet' })
    const server = await serverTable(a!._id)
    await tablet.engine.enqueue('table.updateMany', {
      tables: [{ _id: a!._id, coordinate_x: 0.9, coordinate_y: 0.9 }],
    })
    await tablet.engine.waitUntilSent()
    const [row] = await tablet.db.outbox.toArray()
    expect(row).toMatchObject({ state: 'failed', error: { status: 403 } })
    expect(await tablet.db.diningTables.get(a!._id)).toMatchObject({
      coordinate_x: server.coordinateX,
      coordinate_y: server.coordinateY,
    })
    expect((await serverTable(a!._id)).coordinateX).toBe(server.coordinateX)
  })

  it('a floor plan picture queued offline is uploaded and lands on the service', async () => {
    const restaurant = hotel.server.demo.services.restaurant._id
    const tablet = await hotel.tablet('manager')
    await tablet.engine.pullNow()
    tablet.link.setUp(false)
    const bytes = await sharp({
      create: { width: 96, height: 64, channels: 3, background: { r: 90, g: 120, b: 100 } },
    })
      .webp()
      .toBuffer()
    await tablet.engine.enqueue('image.upload', {
      kind: 'table_background',
      business_id: hotel.server.demo.businessId,
      id: restaurant,
      image: new Blob([new Uint8Array(bytes)], { type: 'image/webp' }),
    })
    tablet.link.setUp(true)
    await tablet.engine.pullNow()
    await tablet.engine.waitUntilSent()
    await waitFor(
      async () =>
        /\/table_background\/.+\.webp\?v=/.test(
          (await tablet.db.services.get(restaurant))?.table_background ?? '',
        ),
      { what: 'the floor plan picture on the tablet' },
    )
    expect(await tablet.db.outbox.count()).toBe(0)
  })
})
