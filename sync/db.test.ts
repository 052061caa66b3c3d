import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { describe, expect, it } from 'vitest'
import { createLocalDb } from './db.ts'

describe('database upgrade (a new app version with actions still queued)', () => {
  it('version 2 keeps the queued actions and indexes every row they write', async () => {
    const name = 'db-upgrade-test'
    const v1 = new Dexie(name)
    v1.version(1).stores({
      orders: '_id, status, service_id, time, base_order_id',
      outbox: 'id, seq, state, entityId',
      syncState: 'key',
      shadows: 'key',
    })
    await v1.table('outbox').add({
      id: 'row-1',
      seq: 1,
      accountId: 'acc-1',
      type: 'order.accept',
      payload: { order_id: 'order-1' },
      entity: { table: 'orders', id: 'order-1' },
      entityId: 'order-1',
      createdAt: '2026-11-21T10:00:00.000Z',
      attempts: 0,
      state: 'pending',
      error: null,
    })
    v1.close()

    const db = createLocalDb(name)
    await db.open()
    const [row] = await db.outbox.where('entityIds').equals('order-1').toArray()
    expect(row).toMatchObject({
      id: 'row-1',
      entities: [{ table: 'orders', id: 'order-1' }],
      entityIds: ['order-1'],
      state: 'pending',
    })
    expect(row).not.toHaveProperty('entityId')
    expect(await db.tombstones.count()).toBe(0)
    expect(await db.orderHistory.count()).toBe(0)
    await db.delete()
  })
})
