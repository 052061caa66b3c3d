import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { eq, inArray, sql } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import { useHotel } from './helpers/fixture.ts'
import { type makeDevice, signIn, type Device } from './helpers/device.ts'
import { insertPendingOrders, lastVersion, ORDER_BASE, staffClient } from './helpers/hotel.ts'
import { isPush, pushesOf } from './helpers/push.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()

async function waiter(options: Parameters<typeof makeDevice>[1] = {}): Promise<Device> {
  const device = await hotel.device(options)
  await signIn(device, 'waiter')
  return device
}

async function statusesOnServer(ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await hotel.server.ctx.db
    .select({ id: t.orders.id, status: t.orders.status })
    .from(t.orders)
    .where(inArray(t.orders.id, [...ids]))
  return new Map(rows.map((r) => [r.id, r.status]))
}

/** Per push that got an answer: [push status, [action status, replayed]…]. */
const pushLog = (device: Device) =>
  pushesOf(device.net)
    .filter((p) => p.status !== 'network')
    .map((p) => [p.status, p.results.map((r) => [r.status, r.replayed ?? false])])

describe('batched replay against the real server', () => {
  it('1,000 queued accepts: every order Accepted exactly once, none lost, none failed', async () => {
    const ids = await insertPendingOrders(hotel.server, 1000)
    const tablet = await waiter()
    expect(await tablet.db.orders.where('status').equals('Pending').count()).toBeGreaterThanOrEqual(
      1000,
    )

    tablet.link.setUp(false)
    for (const id of ids) await tablet.engine.enqueue('order.accept', { order_id: id })
    const queued = (await tablet.db.outbox.orderBy('seq').toArray()).map((r) => r.id)
    expect(queued).toHaveLength(1000)
    const before = await lastVersion(hotel.server)

    tablet.link.setUp(true)
    await tablet.engine.pullNow()
    await tablet.engine.waitUntilSent()

    // Exactly once: 1,000 writes on the server, one stored answer per action.
    expect(await lastVersion(hotel.server)).toBe(before + 1000)
    const onServer = await statusesOnServer(ids)
    expect([...onServer.values()].filter((s) => s === 'Accepted')).toHaveLength(1000)
    const stored = await hotel.server.ctx.db
      .select({ status: t.idempotencyKeys.statusCode })
      .from(t.idempotencyKeys)
      .where(inArray(t.idempotencyKeys.key, queued))
    expect(stored.filter((s) => s.status === 200)).toHaveLength(1000)
    // In queue order, in pushes of 50; nothing sent alone.
    const pushes = pushesOf(tablet.net).filter((p) => p.status === 200)
    expect(pushes.map((p) => p.actions.length)).toEqual(Array.from({ length: 20 }, () => 50))
    expect(pushes.flatMap((p) => p.actions.map((a) => a.id))).toEqual(queued)
    expect(pushes.flatMap((p) => p.results).every((r) => r.status === 200 && !r.replayed)).toBe(
      true,
    )
    expect(tablet.net.sent.filter((r) => r.method === 'PUT')).toEqual([])
    // The tablet: outbox empty, no failure, every row the server's.
    expect(await tablet.db.outbox.count()).toBe(0)
    expect(await tablet.db.shadows.count()).toBe(0)
    expect(tablet.engine.status.getSnapshot()).toMatchObject({ pending: 0, failed: 0 })
    const local = await tablet.db.orders.bulkGet(ids)
    expect(local.filter((o) => o?.status === 'Accepted')).toHaveLength(1000)
  }, 120_000)

  it('a push whose answer is lost after the commit is sent again and acts on nothing twice', async () => {
    const ids = await insertPendingOrders(hotel.server, 5)
    const tablet = await waiter()
    const owner = await staffClient(hotel.server, 'owner')
    tablet.link.setUp(false)
    for (const id of ids) await tablet.engine.enqueue('order.accept', { order_id: id })
    const before = await lastVersion(hotel.server)

    // The server commits the whole batch; before the answer arrives another tablet finishes
    // one of the orders; then the answer is lost on the way.
    tablet.net.onAnswer = async (entry) => {
      if (!isPush(entry.method, entry.path) || entry.status !== 200) return
      tablet.net.onAnswer = null
      await owner.call('PUT', `${ORDER_BASE}/finishOrder`, { order_id: ids[2] })
    }
    tablet.net.loseAnswerOf((method, path) => isPush(method, path))
    tablet.link.setUp(true)
    await tablet.engine.pullNow()
    await tablet.engine.waitUntilSent()

    const fiveOk = Array.from({ length: 5 }, () => [200, false])
    const fiveReplayed = Array.from({ length: 5 }, () => [200, true])
    expect(pushLog(tablet)).toEqual([
      ['lost', fiveOk],
      [200, fiveReplayed],
    ])
    expect(await lastVersion(hotel.server)).toBe(before + 6) // five accepts and the finish, once each
    const onServer = await statusesOnServer(ids)
    expect(ids.map((id) => onServer.get(id))).toEqual([
      'Accepted',
      'Accepted',
      'Finished',
      'Accepted',
      'Accepted',
    ])
    expect(await tablet.db.outbox.count()).toBe(0)
    await waitFor(async () => (await tablet.db.orders.get(ids[2]!))?.status === 'Finished', {
      what: 'the finished order on the tablet',
    })
  })

  it('a mixed batch with conflicts in the middle keeps the queue order', async () => {
    const [a, b, c] = await insertPendingOrders(hotel.server, 3)
    const tablet = await waiter()
    const owner = await staffClient(hotel.server, 'owner')
    tablet.link.setUp(false)
    await tablet.engine.enqueue('order.accept', { order_id: a! })
    await tablet.engine.enqueue('order.accept', { order_id: b! })
    await tablet.engine.enqueue('order.finish', { order_id: a! })
    await tablet.engine.enqueue('order.accept', { order_id: c! })
    await tablet.engine.enqueue('order.finish', { order_id: b! })
    await tablet.engine.enqueue('order.pay', { order_id: a! })
    const queued = await tablet.db.outbox.orderBy('seq').toArray()
    // Meanwhile another tablet declines b.
    expect(
      (await owner.call('PUT', `${ORDER_BASE}/declineOrder`, { order_id: b, reason: 'Sold out' }))
        .status,
    ).toBe(200)

    tablet.link.setUp(true)
    await tablet.engine.pullNow()
    await tablet.engine.waitUntilSent()

    const pushes = pushesOf(tablet.net).filter((p) => p.status === 200)
    expect(pushes).toHaveLength(1)
    expect(pushes[0]!.actions.map((x) => x.id)).toEqual(queued.map((r) => r.id))
    expect(pushes[0]!.results.map((r) => r.status)).toEqual([200, 409, 200, 200, 409, 200])
    const rows = await tablet.db.outbox.orderBy('seq').toArray()
    expect(rows.map((r) => [r.type, r.entity.id, r.state, r.error?.code])).toEqual([
      ['order.accept', b, 'failed', 'order.illegal_transition'],
      ['order.finish', b, 'failed', 'order.illegal_transition'],
    ])
    const onServer = await statusesOnServer([a!, b!, c!])
    expect([onServer.get(a!), onServer.get(b!), onServer.get(c!)]).toEqual([
      'Paid',
      'Declined',
      'Accepted',
    ])
    // The tablet shows exactly the server's rows again.
    for (const id of [a!, b!, c!]) {
      const [row] = await hotel.server.ctx.db.select().from(t.orders).where(eq(t.orders.id, id))
      expect(await tablet.db.orders.get(id)).toMatchObject({
        status: row!.status,
        version: row!.version,
      })
    }
    expect(await tablet.db.shadows.count()).toBe(0)
    expect(tablet.engine.status.getSnapshot()).toMatchObject({ pending: 0, failed: 2 })
  })

  it('an unexpected error answers that action 500: it stays queued and goes later, the rest is done', async () => {
    const ids = await insertPendingOrders(hotel.server, 4)
    const tablet = await waiter({ socket: false })
    tablet.link.setUp(false)
    for (const id of ids) await tablet.engine.enqueue('order.accept', { order_id: id })
    const queued = (await tablet.db.outbox.toArray()).map((r) => r.id)
    const before = await lastVersion(hotel.server)
    await hotel.server.ctx.db.execute(
      sql.raw(`create or replace function push_sync_fail() returns trigger language plpgsql as $$
        begin
          if new.id = '${ids[1]}' then raise exception 'disk on fire'; end if;
          return new;
        end $$`),
    )
    await hotel.server.ctx.db.execute(
      sql.raw(`create trigger push_sync_fail before update on orders
        for each row execute function push_sync_fail()`),
    )
    try {
      tablet.link.setUp(true)
      await tablet.engine.pullNow()
      await waitFor(async () => (await tablet.db.outbox.count()) === 1, { what: 'others done' })
      const [left] = await tablet.db.outbox.toArray()
      expect(left?.payload).toEqual({ order_id: ids[1] })
      expect((await tablet.db.outbox.toArray()).every((r) => r.state !== 'failed')).toBe(true)
    } finally {
      await hotel.server.ctx.db.execute(sql.raw('drop trigger push_sync_fail on orders'))
    }
    await tablet.engine.pullNow() // a trigger to send now
    await tablet.engine.waitUntilSent()
    // Each action acted on once: one fresh 200 per action over all the pushes.
    const acted = pushesOf(tablet.net).flatMap((p) =>
      p.results.filter((r) => r.status === 200 && !r.replayed).map((r) => r.id),
    )
    expect(acted.sort()).toEqual([...queued].sort())
    // (The failed update took a version too: sequences do not roll back.)
    expect(await lastVersion(hotel.server)).toBeGreaterThanOrEqual(before + 5)
    const onServer = await statusesOnServer(ids)
    expect(ids.every((id) => onServer.get(id) === 'Accepted')).toBe(true)
    const answered = pushesOf(tablet.net).filter((p) => p.status === 200)
    expect(answered[0]!.results.map((r) => r.status)).toEqual([200, 500, 200, 200])
    expect(answered.at(-1)!.results.map((r) => [r.status, r.replayed ?? false])).toEqual([
      [200, false],
    ])
    expect(tablet.engine.status.getSnapshot().failed).toBe(0)
    const stored = await hotel.server.ctx.db
      .select({ status: t.idempotencyKeys.statusCode })
      .from(t.idempotencyKeys)
      .where(inArray(t.idempotencyKeys.key, queued))
    expect(stored.map((k) => k.status)).toEqual([200, 200, 200, 200])
  })
})
