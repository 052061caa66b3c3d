import { describe, expect, it } from 'vitest'
import type { Discount, Promotion } from '../../../sync/protocol/index.ts'
import { discountsFor, promotionsFor } from './service-filter.ts'

const promotion = (id: string, type: 'service' | 'external', link: string) =>
  ({ _id: id, type, link }) as Promotion
const discount = (id: string, items: string[]) => ({ _id: id, items }) as Discount

describe('the service filter of the promotions and discounts', () => {
  it('all, or the promotions leading to the service', () => {
    const rows = [
      promotion('a', 'service', 'spa'),
      promotion('b', 'external', 'https://x.example'),
      promotion('c', 'service', 'bar'),
    ]
    expect(promotionsFor(rows, 'all').map((p) => p._id)).toEqual(['a', 'b', 'c'])
    expect(promotionsFor(rows, 'spa').map((p) => p._id)).toEqual(['a'])
  })

  it('all, or the discounts naming one of the service’s items', () => {
    const serviceOf = new Map([
      ['soup', 'restaurant'],
      ['nachos', 'pool'],
      ['massage', 'spa'],
    ])
    const rows = [discount('x', ['soup', 'nachos']), discount('y', ['massage'])]
    expect(discountsFor(rows, 'pool', serviceOf).map((d) => d._id)).toEqual(['x'])
    expect(discountsFor(rows, 'spa', serviceOf).map((d) => d._id)).toEqual(['y'])
    expect(discountsFor(rows, 'all', serviceOf)).toHaveLength(2)
  })
})
