import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLocalDb, resetLocalDb, type LocalDb } from '../db.ts'
import type { HttpClient } from '../transport/http.ts'
import { makeOrder, makeOutboxRow } from '../testing/fixtures.ts'
import { nextPending, outboxCounts, recoverSending } from './queries.ts'
import { replayQueue } from './replay.ts'
import type { OutboxRow } from './types.ts'

let db: LocalDb
let n = 0
beforeEach(async () => {
  db = createLocalDb(`queue-test-${++n}`)
  await db.open()
})
afterEach(async () => {
  await db.delete()
})

const row = (seq: number, overrides: Partial<OutboxRow> = {}): OutboxRow =>
  makeOutboxRow(seq, overrides, 'order-1')

/** The transport must not be reached in these cases. */
const unreachable: HttpClient = {
  send: () => Promise.reject(new Error('no request expected')),
  refresh: () => Promise.reject(new Error('no refresh expected')),
}

describe('outbox queue', () => {
  it('next row: seq order, own account, pending only, known action types only', async () => {
    await db.outbox.bulkAdd([
      row(1, { type: 'order.teleport' as OutboxRow['type'] }), // queued by a newer app version
      row(2, { accountId: 'acc-2' }),
      row(3, { state: 'failed' }),
      row(5),
      row(4),
    ])
    expect((await nextPending(db, 'acc-1'))?.id).toBe('row-4')
    expect(await outboxCounts(db, 'acc-1')).toEqual({ pending: 3, failed: 1 })
    expect(await outboxCounts(db, null)).toEqual({ pending: 4, failed: 1 })
  })

  it('rows left sending by a dead tab become pending again', async () => {
    await db.outbox.bulkAdd([row(1, { state: 'sending' }), row(2, { state: 'failed' })])
    expect(await recoverSending(db)).toBe(1)
    expect((await db.outbox.toArray()).map((r) => r.state)).toEqual(['pending', 'failed'])
  })

  it('a payload this version no longer accepts fails without being sent', async () => {
    await db.orders.put(makeOrder())
    await db.outbox.add(row(1, { payload: { id: 'order-1' } }))
    const result = await replayQueue({ db, http: unreachable, accountId: 'acc-1' })
    expect(result).toMatchObject({ stop: 'drained', sent: 0, failed: 1 })
    expect(await db.outbox.get('row-1')).toMatchObject({
      state: 'failed',
      error: { code: 'validation' },
    })
  })

  it('resetLocalDb empties every table and leaves the database usable', async () => {
    await db.orders.put(makeOrder())
    await db.outbox.add(row(1))
    await resetLocalDb(db)
    expect(await db.orders.count()).toBe(0)
    expect(await db.outbox.count()).toBe(0)
    await db.orders.put(makeOrder())
    expect(await db.orders.count()).toBe(1)
  })
})
