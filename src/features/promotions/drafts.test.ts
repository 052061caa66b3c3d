import { describe, expect, it } from 'vitest'
import {
  checkDiscountDraft,
  checkPromotionDraft,
  emptyDiscountDraft,
  emptyPromotionDraft,
  parseAmount,
  toggleItem,
  withDiscountType,
} from './drafts.ts'

const today = '2026-05-10'

describe('the discount form (spec 001 §5: name, at least one item, 0 to 100, default 10)', () => {
  it('starts at 10 percent today and asks for a name and an item', () => {
    const draft = emptyDiscountDraft(today)
    expect(draft.amount).toBe('10')
    expect(checkDiscountDraft(draft).problems).toEqual({ name: 'empty', items: 'none' })
  })

  it('takes whole percentages 0 to 100 only', () => {
    expect(['0', '10', '100', ' 20 '].map(parseAmount)).toEqual([0, 10, 100, 20])
    expect(['101', '-1', '12.5', '', 'ten'].map(parseAmount)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ])
  })

  it('refuses an end before the start; gives the fields when all is well', () => {
    const draft = toggleItem({ ...emptyDiscountDraft(today), name: ' Happy hour ' }, 'soup')
    expect(checkDiscountDraft({ ...draft, endDate: '2026-05-09' }).problems).toEqual({
      dates: 'order',
    })
    expect(checkDiscountDraft({ ...draft, amount: '20' }).fields).toEqual({
      name: 'Happy hour',
      type: 'menu',
      items: ['soup'],
      amount: 20,
      startDate: today,
      endDate: today,
    })
  })

  it('a click toggles an item; another type empties the items', () => {
    const one = toggleItem(emptyDiscountDraft(today), 'soup')
    expect(toggleItem(one, 'soup').items).toEqual([])
    expect(withDiscountType(one, 'spa').items).toEqual([])
    expect(withDiscountType(one, 'menu')).toBe(one)
  })
})

describe('the promotion form (spec 001 §5: name; service or an http(s) link)', () => {
  it('a service promotion names one of the services', () => {
    const draft = { ...emptyPromotionDraft(today), name: 'Spa days' }
    expect(checkPromotionDraft(draft, ['spa']).problems).toEqual({ link: 'service' })
    expect(checkPromotionDraft({ ...draft, service: 'spa' }, ['spa']).fields).toMatchObject({
      type: 'service',
      link: 'spa',
    })
  })

  it('an external one links http:// or https:// (or a page of this host)', () => {
    const draft = { ...emptyPromotionDraft(today), name: 'Wine', type: 'external' as const }
    expect(checkPromotionDraft({ ...draft, url: 'example.com' }, []).problems).toEqual({
      link: 'url',
    })
    expect(checkPromotionDraft({ ...draft, url: ' https://example.com ' }, []).fields?.link).toBe(
      'https://example.com',
    )
  })
})
