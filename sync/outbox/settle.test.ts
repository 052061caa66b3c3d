import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Change, Order, OrderStatus } from '../protocol/index.ts'
import { createLocalDb, type LocalDb } from '../db.ts'
import { applyScope, resettleEntity } from '../apply.ts'
import { makeOrder } from '../testing/fixtures.ts'
import { enqueueAction } from './enqueue.ts'
import { settleBatch, type Settlement } from './settle.ts'
import type { OutboxError, OutboxRow } from './types.ts'

const ACCOUNT = 'acc-1'
let dbs: LocalDb[] = []
let n = 0
async function open(): Promise<LocalDb> {
  const db = createLocalDb(`settle-test-${++n}`)
  await db.open()
  dbs.push(db)
  return db
}
beforeEach(() => {
  dbs = []
})
afterEach(async () => {
  for (const db of dbs) await db.delete()
})

/** A small deterministic PRNG (mulberry32), so a failing case can be replayed. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const STATUSES: OrderStatus[] = ['Pending', 'Accepted', 'Declined', 'Finished', 'Paid']
const ERROR: OutboxError = { status: 409, code: 'order.illegal_transition', message: 'no' }

function serverRow(random: () => number, id: string): Change | null {
  if (random() < 0.25) return null
  const version = 8 + Math.floor(random() * 14) // older, equal or newer than what we hold
  const order: Order = makeOrder({
    _id: id,
    version,
    status: STATUSES[Math.floor(random() * STATUSES.length)]!,
    note: `v${version}`,
  })
  return { table: 'orders', id, version, deleted: false, row: order }
}

function outcome(random: () => number, row: OutboxRow): Settlement {
  const pick = random()
  if (pick < 0.55) {
    const server = serverRow(random, row.entity.id)
    return { kind: 'sent', row, servers: server ? [server] : [] }
  }
  if (pick < 0.85) {
    return { kind: 'failed', row, error: ERROR, current: serverRow(random, row.entity.id) }
  }
  return { kind: 'pending', row }
}

/** The reference: each answer settled on its own, as the replay did before batching. */
async function settleOneByOne(db: LocalDb, items: readonly Settlement[]): Promise<void> {
  for (const item of items) {
    const { table, id } = item.row.entity
    await db.transaction('rw', applyScope(db, [table]), async () => {
      if (item.kind === 'sent') {
        await db.outbox.delete(item.row.id)
        await resettleEntity(db, ACCOUNT, table, id, item.servers[0] ?? null, item.row)
      } else if (item.kind === 'failed') {
        const refusedWith = item.current && !item.current.deleted ? item.current.row : null
        await db.outbox.update(item.row.id, { state: 'failed', error: item.error, refusedWith })
        await resettleEntity(db, ACCOUNT, table, id, item.current)
      } else {
        await db.outbox.update(item.row.id, { state: 'pending' })
      }
    })
  }
}

const dump = async (db: LocalDb) => ({
  orders: await db.orders.orderBy('_id').toArray(),
  shadows: await db.shadows.orderBy('key').toArray(),
  outbox: await db.outbox.orderBy('seq').toArray(),
})

/** Two orders with interleaved pending actions, all of them out ('sending'). */
async function queue(db: LocalDb): Promise<OutboxRow[]> {
  await db.orders.bulkPut([
    makeOrder({ _id: 'o1', version: 10 }),
    makeOrder({ _id: 'o2', version: 12 }),
    makeOrder({ _id: 'o3', version: 14, status: 'Accepted' }),
  ])
  await enqueueAction(db, ACCOUNT, 'order.accept', { order_id: 'o1' })
  await enqueueAction(db, ACCOUNT, 'order.accept', { order_id: 'o2' })
  await enqueueAction(db, ACCOUNT, 'order.finish', { order_id: 'o1' })
  await enqueueAction(db, ACCOUNT, 'order.finish', { order_id: 'o3' })
  await enqueueAction(db, ACCOUNT, 'order.pay', { order_id: 'o1' })
  await enqueueAction(db, ACCOUNT, 'order.finish', { order_id: 'o2' })
  await enqueueAction(db, 'acc-2', 'order.pay', { order_id: 'o3' }) // another account's
  await db.outbox.filter((r) => r.accountId === ACCOUNT).modify({ state: 'sending' })
  return (await db.outbox.orderBy('seq').toArray()).filter((r) => r.accountId === ACCOUNT)
}

describe('settleBatch', () => {
  it('gives exactly what settling the answers one at a time gives (200 random batches)', async () => {
    const source = await open()
    const rows = await queue(source)
    const start = await dump(source)
    for (let seed = 1; seed <= 200; seed++) {
      const random = prng(seed)
      const count = 1 + Math.floor(random() * rows.length)
      const items = rows.slice(0, count).map((row) => outcome(random, row))
      const [batch, single] = [await open(), await open()]
      for (const db of [batch, single]) {
        await db.orders.bulkPut(start.orders)
        await db.shadows.bulkPut(start.shadows)
        await db.outbox.bulkPut(start.outbox)
      }
      await settleBatch(batch, ACCOUNT, items)
      await settleOneByOne(single, items)
      expect(await dump(batch), `seed ${seed}`).toEqual(await dump(single))
      await batch.delete()
      await single.delete()
      dbs = dbs.filter((db) => db !== batch && db !== single)
    }
  })

  it('a batch of successes converges on the newest server row, shadows dropped', async () => {
    const db = await open()
    const rows = await queue(db)
    const o1 = (version: number, status: OrderStatus): Change => ({
      table: 'orders',
      id: 'o1',
      version,
      deleted: false,
      row: makeOrder({ _id: 'o1', version, status }),
    })
    const [accept1, , finish1, , pay1] = rows
    await settleBatch(db, ACCOUNT, [
      { kind: 'sent', row: accept1!, servers: [o1(20, 'Accepted')] },
      { kind: 'sent', row: finish1!, servers: [o1(21, 'Finished')] },
      { kind: 'sent', row: pay1!, servers: [o1(22, 'Paid')] },
    ])
    expect(await db.orders.get('o1')).toMatchObject({ status: 'Paid', version: 22 })
    expect(await db.shadows.get('orders:o1')).toBeUndefined()
    // o2 still has its two actions out, on top of its shadow.
    expect(await db.orders.get('o2')).toMatchObject({ status: 'Finished' })
    expect((await db.shadows.get('orders:o2'))?.version).toBe(12)
  })
})
