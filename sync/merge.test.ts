import { describe, expect, it } from 'vitest'
import { freshness, knownVersion, planEntity, validRow } from './merge.ts'
import { makeOrder } from './testing/fixtures.ts'

const at = '2026-11-21T11:00:00.000Z'

describe('version guard', () => {
  it('accepts only strictly newer rows', () => {
    expect(freshness(5, undefined)).toBe('newer')
    expect(freshness(6, 5)).toBe('newer')
    expect(freshness(5, 5)).toBe('same')
    expect(freshness(4, 5)).toBe('older')
  })

  it('compares with the shadow when the local row is optimistic', () => {
    // The local row carries version 10 (optimistic); the server is known at 12 via the shadow.
    expect(knownVersion({ version: 10 }, { version: 12 })).toBe(12)
    expect(knownVersion({ version: 10 }, undefined)).toBe(10)
    expect(knownVersion(undefined, undefined)).toBeUndefined()
  })
})

describe('planEntity', () => {
  it('without pending actions: the server row, no shadow', () => {
    const row = makeOrder({ version: 12 })
    expect(planEntity('orders', 'order-1', { row, version: 12 }, [])).toEqual({
      table: 'orders',
      id: 'order-1',
      local: row,
      shadow: null,
      tombstone: null,
    })
  })

  it('with pending actions: server row as shadow, local = actions re-applied', () => {
    const row = makeOrder({ version: 12, note: 'extra hot' })
    const plan = planEntity('orders', 'order-1', { row, version: 12 }, [
      { type: 'order.accept', payload: { order_id: 'order-1' }, createdAt: at },
    ])
    expect(plan.shadow).toEqual({
      key: 'orders:order-1',
      table: 'orders',
      id: 'order-1',
      row,
      version: 12,
    })
    expect(plan.local).toMatchObject({ status: 'Accepted', note: 'extra hot', version: 12 })
  })

  it('a tombstone deletes the local row but keeps the shadow while actions wait', () => {
    const plan = planEntity('orders', 'order-1', { row: null, version: 13 }, [
      { type: 'order.accept', payload: { order_id: 'order-1' }, createdAt: at },
    ])
    expect(plan.local).toBeNull()
    expect(plan.shadow).toMatchObject({ row: null, version: 13 })
  })
})

describe('validRow', () => {
  it('keeps rows that match their table schema and drops the rest', () => {
    const row = makeOrder()
    expect(validRow({ table: 'orders', id: 'order-1', version: 10, deleted: false, row })).toEqual(
      row,
    )
    expect(
      validRow({
        table: 'orders',
        id: 'order-1',
        version: 10,
        deleted: false,
        row: { _id: 'order-1' },
      }),
    ).toBeNull()
    // The row must be the entity the change names.
    expect(validRow({ table: 'orders', id: 'other', version: 10, deleted: false, row })).toBeNull()
    expect(
      validRow({ table: 'orders', id: 'order-1', version: 10, deleted: true, row: null }),
    ).toBeNull()
  })
})
