import { describe, expect, it } from 'vitest'
import {
  discountPercent,
  discountedPrice,
  isCurrentOrFuture,
  isPromotionLink,
  promotionTarget,
  runsOn,
  splitByToday,
  type PricingDiscount,
} from './promotions.ts'

const discount = (over: Partial<PricingDiscount>): PricingDiscount => ({
  type: 'menu',
  items: ['soup'],
  amount: 10,
  startDate: '2026-05-01',
  endDate: '2026-05-10',
  ...over,
})

describe('dates (start and end included, hotel days)', () => {
  it('runs from the first day to the last one', () => {
    const d = discount({})
    expect(
      ['2026-04-30', '2026-05-01', '2026-05-10', '2026-05-11'].map((day) => runsOn(d, day)),
    ).toEqual([false, true, true, false])
  })

  it('is current or future until its last day, past after', () => {
    const d = discount({})
    expect(isCurrentOrFuture(d, '2026-04-01')).toBe(true)
    expect(isCurrentOrFuture(d, '2026-05-10')).toBe(true)
    expect(isCurrentOrFuture(d, '2026-05-11')).toBe(false)
  })

  it('splits current/future by start and past newest first', () => {
    const rows = [
      { name: 'b', startDate: '2026-05-05', endDate: '2026-05-20' },
      { name: 'a', startDate: '2026-05-01', endDate: '2026-05-30' },
      { name: 'old', startDate: '2026-01-01', endDate: '2026-01-02' },
      { name: 'older', startDate: '2025-01-01', endDate: '2025-01-02' },
    ]
    const { current, past } = splitByToday(rows, '2026-05-10')
    expect(current.map((r) => r.name)).toEqual(['a', 'b'])
    expect(past.map((r) => r.name)).toEqual(['old', 'older'])
  })
})

describe('pricing (spec §9: percent 0 to 100; the biggest of two wins)', () => {
  it('takes the biggest discount naming the item that day, of its type', () => {
    const all = [
      discount({ amount: 10 }),
      discount({ amount: 25 }),
      discount({ amount: 50, type: 'spa' }),
      discount({ amount: 90, startDate: '2026-06-01', endDate: '2026-06-02' }),
      discount({ amount: 80, items: ['steak'] }),
    ]
    expect(discountPercent(all, 'menu', 'soup', '2026-05-05')).toBe(25)
    expect(discountPercent(all, 'spa', 'soup', '2026-05-05')).toBe(50)
    expect(discountPercent(all, 'menu', 'soup', '2026-05-11')).toBe(0)
    expect(discountPercent(all, 'menu', 'fish', '2026-05-05')).toBe(0)
  })

  it('takes the percent off, to cents', () => {
    expect(discountedPrice(12.5, 20)).toBe(10)
    expect(discountedPrice(9.99, 15)).toBe(8.49)
    expect(discountedPrice(7, 0)).toBe(7)
    expect(discountedPrice(7, 100)).toBe(0)
  })
})

describe('external links (spec §5)', () => {
  it('begin with http:// or https://, or are a page of this host', () => {
    expect(isPromotionLink('http://example.com/offer')).toBe(true)
    expect(isPromotionLink('https://example.com')).toBe(true)
    expect(isPromotionLink('/app/public/spa')).toBe(true)
    expect(isPromotionLink('example.com')).toBe(false)
    expect(isPromotionLink('javascript:alert(1)')).toBe(false)
    expect(isPromotionLink('//evil.example')).toBe(false)
    expect(isPromotionLink('https://')).toBe(false)
    expect(isPromotionLink('https://a b')).toBe(false)
  })
})

describe('where a service promotion leads', () => {
  const service = (type: string, options: Record<string, unknown> = {}) =>
    ({ _id: type, name: type, type, options: { active: true, ...options } }) as never
  it('a menu for ordering services, the booking for a spa, nothing else', () => {
    expect(promotionTarget(service('restaurant'))).toBe('menu')
    expect(promotionTarget(service('spa'))).toBe('spa')
    expect(promotionTarget(service('spa', { isBookable: false }))).toBe(null)
    expect(promotionTarget(service('kitchen'))).toBe(null)
    expect(promotionTarget(service('restaurant', { active: false }))).toBe(null)
  })
})
