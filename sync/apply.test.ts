import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLocalDb, type LocalDb } from './db.ts'
import { applyScope, applyServerChanges, resettleEntity } from './apply.ts'
import { enqueueAction } from './outbox/enqueue.ts'
import { EnqueueError } from './outbox/types.ts'
import { makeOrder } from './testing/fixtures.ts'
import type { Change } from './protocol/index.ts'

let db: LocalDb
let n = 0
beforeEach(async () => {
  db = createLocalDb(`apply-test-${++n}`)
  await db.open()
})
afterEach(async () => {
  await db.delete()
})

const change = (version: number, overrides: Parameters<typeof makeOrder>[0] = {}): Change => ({
  table: 'orders',
  id: 'order-1',
  version,
  deleted: false,
  row: makeOrder({ version, ...overrides }),
})
const apply = (changes: Change[], account = 'acc-1') =>
  db.transaction('rw', applyScope(db), () => applyServerChanges(db, account, changes))

describe('applyServerChanges', () => {
  it('writes new rows, ignores older or equal versions, deletes on tombstones', async () => {
    expect(await apply([change(10)])).toMatchObject([{ freshness: 'newer' }])
    expect(await apply([change(9, { note: 'old' })])).toMatchObject([{ freshness: 'older' }])
    expect(await apply([change(10, { note: 'same' })])).toMatchObject([{ freshness: 'same' }])
    expect((await db.orders.get('order-1'))?.note).toBe('')
    await apply([{ table: 'orders', id: 'order-1', version: 11, deleted: true, row: null }])
    expect(await db.orders.get('order-1')).toBeUndefined()
  })

  it('rebases a newer server row on the pending actions (no flicker back)', async () => {
    await apply([change(10)])
    await enqueueAction(db, 'acc-1', 'order.accept', { order_id: 'order-1' })
    expect((await db.orders.get('order-1'))?.status).toBe('Accepted')
    expect((await db.shadows.get('orders:order-1'))?.version).toBe(10)

    // The guest changed the note on the server meanwhile: version 11, still Pending there.
    await apply([change(11, { note: 'no ice' })])
    expect(await db.orders.get('order-1')).toMatchObject({
      status: 'Accepted',
      note: 'no ice',
      version: 11,
    })
    expect((await db.shadows.get('orders:order-1'))?.row).toMatchObject({
      status: 'Pending',
      note: 'no ice',
    })

    // An event older than the shadow is ignored even though the local row shows version 11.
    expect(await apply([change(11, { note: 'dup' })])).toMatchObject([{ freshness: 'same' }])
  })

  it("does not rebase on another account's actions", async () => {
    await apply([change(10)])
    await enqueueAction(db, 'acc-2', 'order.accept', { order_id: 'order-1' })
    await apply([change(11)], 'acc-1')
    expect((await db.orders.get('order-1'))?.status).toBe('Pending')
  })
})

describe('enqueueAction', () => {
  it('refuses illegal transitions and unknown rows, writing nothing', async () => {
    await apply([change(10, { status: 'Declined' })])
    await expect(
      enqueueAction(db, 'acc-1', 'order.accept', { order_id: 'order-1' }),
    ).rejects.toMatchObject({
      code: 'order.illegal_transition',
    })
    await expect(
      enqueueAction(db, 'acc-1', 'order.accept', { order_id: 'nope' }),
    ).rejects.toBeInstanceOf(EnqueueError)
    await expect(
      enqueueAction(db, 'acc-1', 'order.decline', { order_id: 'order-1', reason: '' }),
    ).rejects.toMatchObject({ code: 'validation' })
    expect(await db.outbox.count()).toBe(0)
    expect(await db.shadows.count()).toBe(0)
  })

  it('numbers rows in order and keeps the first shadow', async () => {
    await apply([change(10)])
    const a = await enqueueAction(db, 'acc-1', 'order.accept', { order_id: 'order-1' })
    const b = await enqueueAction(db, 'acc-1', 'order.finish', { order_id: 'order-1' })
    expect([a.seq, b.seq]).toEqual([1, 2])
    expect(a.id).not.toBe(b.id)
    expect(b).toMatchObject({
      entities: [{ table: 'orders', id: 'order-1' }],
      entityIds: ['order-1'],
      state: 'pending',
      attempts: 0,
      accountId: 'acc-1',
    })
    expect((await db.shadows.get('orders:order-1'))?.row).toMatchObject({ status: 'Pending' })
    expect((await db.orders.get('order-1'))?.status).toBe('Finished')
  })
})

describe('resettleEntity', () => {
  it('after a refusal: restores the server row and keeps the other pending actions', async () => {
    await apply([change(10)])
    const accept = await enqueueAction(db, 'acc-1', 'order.accept', { order_id: 'order-1' })
    await enqueueAction(db, 'acc-1', 'order.finish', { order_id: 'order-1' })
    // The server says: declined elsewhere (409 with current). Mark failed, restore.
    await db.transaction('rw', applyScope(db), async () => {
      await db.outbox.update(accept.id, { state: 'failed' })
      await resettleEntity(db, 'acc-1', 'orders', 'order-1', change(12, { status: 'Declined' }))
    })
    // finish is illegal on Declined, so the row shows the server's truth; the finish still waits.
    expect((await db.orders.get('order-1'))?.status).toBe('Declined')
    expect(await db.shadows.get('orders:order-1')).toMatchObject({ version: 12 })
  })

  it('after the last action succeeded without a readable reply: shadow + action, shadow dropped', async () => {
    await apply([change(10)])
    const accept = await enqueueAction(db, 'acc-1', 'order.accept', { order_id: 'order-1' })
    await db.transaction('rw', applyScope(db), async () => {
      await db.outbox.delete(accept.id)
      await resettleEntity(db, 'acc-1', 'orders', 'order-1', null, accept)
    })
    expect((await db.orders.get('order-1'))?.status).toBe('Accepted')
    expect(await db.shadows.count()).toBe(0)
  })

  it('a replayed answer older than a newer server row: the newer row stands, the action is not applied again', async () => {
    const table = (version: number, x: number): Change => ({
      table: 'tables',
      id: 'table-1',
      version,
      deleted: false,
      row: {
        _id: 'table-1',
        business_id: 'biz-1',
        service_id: 'svc-1',
        name: 'T1',
        active: true,
        type: 'square',
        rotation: 0,
        coordinate_x: x,
        coordinate_y: x,
        capacity: 2,
        length: null,
        version,
      },
    })
    await apply([table(10, 0.1)])
    const move = await enqueueAction(db, 'acc-1', 'table.updateMany', {
      tables: [{ _id: 'table-1', coordinate_x: 0.2, coordinate_y: 0.2 }],
    })
    // The move reached the server (version 11) but its answer was lost; another device then moved
    // the table again (version 12), which this tablet heard while the move was still queued.
    await apply([table(12, 0.5)])
    // The resend is answered from the server's store: the table as it was at version 11.
    await db.transaction('rw', applyScope(db), async () => {
      await db.outbox.delete(move.id)
      await resettleEntity(db, 'acc-1', 'tables', 'table-1', table(11, 0.2), move)
    })
    expect(await db.diningTables.get('table-1')).toMatchObject({ coordinate_x: 0.5, version: 12 })
    expect(await db.shadows.count()).toBe(0)
  })
})
