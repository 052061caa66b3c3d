import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLocalDb, type LocalDb } from '../db.ts'
import { noteSendErrors, refusedActions, waitingActions } from './queries.ts'
import type { OutboxRow } from './types.ts'
import { makeOutboxRow } from '../testing/fixtures.ts'

let db: LocalDb
let n = 0
beforeEach(async () => {
  db = createLocalDb(`queries-test-${++n}`)
  await db.open()
})
afterEach(async () => {
  await db.delete()
})

const row = (seq: number, overrides: Partial<OutboxRow> = {}): OutboxRow =>
  makeOutboxRow(seq, overrides)

const ids = (rows: readonly OutboxRow[]) => rows.map((r) => r.id)

describe('waitingActions', () => {
  it("lists the account's pending and sending rows in seq order, not refused or others' rows", async () => {
    await db.outbox.bulkAdd([
      row(3, { state: 'sending' }),
      row(1),
      row(2, { state: 'failed' }),
      row(4, { accountId: 'acc-2' }),
      row(5, { type: 'room.setActive' as OutboxRow['type'] }), // a newer version's: waits too
    ])
    expect(ids(await waitingActions(db, 'acc-1'))).toEqual(['row-1', 'row-3', 'row-5'])
    expect(ids(await waitingActions(db, null))).toEqual(['row-1', 'row-3', 'row-4', 'row-5'])
  })
})

describe('refusedActions', () => {
  it("lists the account's failed rows in seq order", async () => {
    await db.outbox.bulkAdd([
      row(2, { state: 'failed' }),
      row(1, { state: 'failed' }),
      row(3),
      row(4, { state: 'failed', accountId: 'acc-2' }),
    ])
    expect(ids(await refusedActions(db, 'acc-1'))).toEqual(['row-1', 'row-2'])
  })
})

describe('noteSendErrors', () => {
  it('keeps the last send error on rows that stay pending and skips rows gone meanwhile', async () => {
    await db.outbox.bulkAdd([row(1), row(2)])
    const error = { status: 503, code: 'internal' as const, message: 'busy' }
    await noteSendErrors(db, [{ id: 'row-1' }, { id: 'row-9' }], error)
    expect(await db.outbox.get('row-1')).toMatchObject({ state: 'pending', error })
    expect((await db.outbox.get('row-2'))?.error).toBeNull()
    expect(await db.outbox.count()).toBe(2)
  })
})
