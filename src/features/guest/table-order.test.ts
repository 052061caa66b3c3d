import { describe, expect, it } from 'vitest'
import { baseOrderFor, canAskToJoin } from './table-order.ts'

const order = (
  _id: string,
  extra: Partial<{
    table_id: string
    base_order_id: string | null
    status: 'Pending' | 'Paid'
  }> = {},
) => ({ _id, table_id: 't1', base_order_id: null, status: 'Pending' as const, ...extra })

describe('baseOrderFor', () => {
  it('a joined order wins', () => {
    expect(baseOrderFor('t1', 'theirs', [order('mine')])).toBe('theirs')
  })

  it('else this phone’s own open order at this table', () => {
    expect(baseOrderFor('t1', null, [order('mine')])).toBe('mine')
  })

  it('not a closed order, an addition, or another table’s', () => {
    expect(baseOrderFor('t1', null, [order('paid', { status: 'Paid' })])).toBeNull()
    expect(baseOrderFor('t1', null, [order('add', { base_order_id: 'x' })])).toBeNull()
    expect(baseOrderFor('t1', null, [order('other', { table_id: 't2' })])).toBeNull()
  })
})

describe('canAskToJoin', () => {
  it('only another phone’s open order', () => {
    expect(canAskToJoin('theirs', null, [])).toBe(true)
    expect(canAskToJoin(null, null, [])).toBe(false)
    expect(canAskToJoin('mine', null, [order('mine')])).toBe(false)
    expect(canAskToJoin('base', null, [order('add', { base_order_id: 'base' })])).toBe(false)
    expect(canAskToJoin('theirs', 'theirs', [])).toBe(false)
  })
})
