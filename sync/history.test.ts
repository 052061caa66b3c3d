import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLocalDb, type LocalDb } from './db.ts'
import { applyScope, applyServerChanges, pruneEngineTables, ENGINE_KEEP_MS } from './apply.ts'
import { recentHistoryOrders } from './history.ts'
import { enqueueAction } from './outbox/enqueue.ts'
import { makeOrder } from './testing/fixtures.ts'
import type { Change, Order } from './protocol/index.ts'

let db: LocalDb
let n = 0
beforeEach(async () => {
  db = createLocalDb(`history-test-${++n}`)
  await db.open()
})
afterEach(async () => {
  await db.delete()
})

const change = (id: string, version: number, overrides: Partial<Order> = {}): Change => ({
  table: 'orders',
  id,
  version,
  deleted: false,
  row: makeOrder({ _id: id, version, ...overrides }),
})
const at = '2026-11-23T10:00:00.000Z'
const pullPage = (changes: Change[], key: string) =>
  db.transaction('rw', applyScope(db), () =>
    applyServerChanges(db, 'acc-1', changes, { historyPage: { key, at } }),
  )
const event = (changes: Change[]) =>
  db.transaction('rw', applyScope(db), () => applyServerChanges(db, 'acc-1', changes))

describe('pulled finished history', () => {
  it('is kept as one record per page; live orders stay rows', async () => {
    await pullPage(
      [
        change('live', 1, { status: 'Pending' }),
        change('paid', 2, { status: 'Paid' }),
        change('declined', 3, { status: 'Declined' }),
        change('room', 4, { status: 'Room' }),
      ],
      'page:4',
    )
    expect((await db.orders.toArray()).map((o) => o._id)).toEqual(['live'])
    const pages = await db.orderHistory.toArray()
    expect(pages.map((p) => [p.key, p.rows.map((r) => r._id)])).toEqual([
      ['page:4', ['paid', 'declined', 'room']],
    ])
    expect((await recentHistoryOrders(db)).map((o) => o._id).sort()).toEqual([
      'declined',
      'paid',
      'room',
    ])
  })

  it('an order the device holds, or acts on, goes through the rows (version guard and rebase)', async () => {
    await pullPage([change('o1', 1, { status: 'Finished' })], 'page:1')
    await enqueueAction(db, 'acc-1', 'order.pay', { order_id: 'o1' })
    await pullPage(
      [change('o1', 2, { status: 'Finished', note: 'x' }), change('o2', 3, { status: 'Finished' })],
      'page:3',
    )
    await pullPage([change('o2', 4, { status: 'Paid' })], 'page:4')
    // o1 has a pending pay: its newer row is rebased in `orders`, not put aside.
    expect(await db.orders.get('o1')).toMatchObject({ status: 'Paid', note: 'x', version: 2 })
    // o2 was a row already: it is updated there, not duplicated into a page.
    expect(await db.orders.get('o2')).toMatchObject({ status: 'Paid', version: 4 })
    expect(await db.orderHistory.count()).toBe(0)
  })

  it('the newest copy wins; an order live again or deleted is not history', async () => {
    await pullPage(
      [change('a', 1, { status: 'Paid' }), change('b', 2, { status: 'Declined' })],
      'page:2',
    )
    // A later event: `a` is billed again (newer, in orders), `b` deleted.
    await event([change('a', 5, { status: 'Room' })])
    await event([{ table: 'orders', id: 'b', version: 6, deleted: true, row: null }])
    const history = await recentHistoryOrders(db)
    expect(history.map((o) => [o._id, o.status, o.version])).toEqual([['a', 'Room', 5]])
    // A late event of `b` from before its delete does not bring it back.
    await event([change('b', 3, { status: 'Paid' })])
    expect(await recentHistoryOrders(db)).toHaveLength(1)
  })

  it('pages and tombstones older than the horizon are pruned before a pull', async () => {
    await pullPage([change('a', 1, { status: 'Paid' })], 'page:1')
    await event([{ table: 'orders', id: 'gone', version: 2, deleted: true, row: null }])
    const later = Date.parse(at) + ENGINE_KEEP_MS + 60_000
    await db.transaction('rw', applyScope(db), () => pruneEngineTables(db, later))
    expect(await db.orderHistory.count()).toBe(0)
    // The tombstone was written now (not at `at`): still kept at that time.
    expect(await db.tombstones.count()).toBe(1)
    await db.transaction('rw', applyScope(db), () =>
      pruneEngineTables(db, Date.now() + ENGINE_KEEP_MS + 1),
    )
    expect(await db.tombstones.count()).toBe(0)
  })
})
