import { describe, expect, it } from 'vitest'
import { PullPage } from './protocol/index.ts'
import { createLocalDb } from './db.ts'
import { STALE_COPY_MS, isStaleCopy, withKnownTables } from './pull.ts'
import { makeOrder } from './testing/fixtures.ts'

describe('withKnownTables', () => {
  it('drops changes of tables this version does not store, so the page still validates', () => {
    const order = { table: 'orders', id: 'order-1', version: 3, deleted: false, row: makeOrder() }
    const later = { table: 'chatLater', id: 's-1', version: 4, deleted: false, row: {} }
    const body = { changes: [order, later], cursor: 4, more: false, scope: 's' }
    expect(PullPage.safeParse(body).success).toBe(false)
    const kept = PullPage.parse(withKnownTables(body, createLocalDb('known-tables')))
    expect(kept.changes.map((c) => c.table)).toEqual(['orders'])
    expect(kept.cursor).toBe(4) // the cursor still moves past the skipped change
  })
})

describe('isStaleCopy', () => {
  const now = Date.parse('2026-11-21T12:00:00.000Z')
  it('a copy never pulled is not stale (it pulls from 0 anyway)', () => {
    expect(isStaleCopy(undefined, now)).toBe(false)
  })
  it('a copy pulled within 40 hours is kept; an older one is dropped', () => {
    expect(isStaleCopy(new Date(now - STALE_COPY_MS + 60_000).toISOString(), now)).toBe(false)
    expect(isStaleCopy(new Date(now - STALE_COPY_MS - 60_000).toISOString(), now)).toBe(true)
  })
})
