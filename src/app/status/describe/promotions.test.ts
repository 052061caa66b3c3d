import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { describeAction, describeRefusal } from './index.ts'
import type { DescribableRow, DescribeContext } from './types.ts'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const ctx: DescribeContext = {
  i18n,
  language: 'en',
  orders: new Map(),
  services: new Map(),
  tables: new Map(),
  rooms: new Map(),
  categories: new Map(),
  articles: new Map(),
  stays: new Map(),
  tickets: new Map(),
}

const created: DescribableRow = {
  type: 'discount.create',
  payload: { _id: 'di-000001', name: 'Happy hour', items: ['a-1'], amount: 20 },
  entity: { table: 'discounts', id: 'di-000001' },
  error: null,
}

describe('the words for a promotion’s or a discount’s change', () => {
  it('name the action and the row', () => {
    expect(describeAction(created, ctx)).toEqual({ what: 'Add a discount', on: 'Happy hour' })
    const deleted = {
      ...created,
      type: 'promotion.delete',
      payload: { business_id: 'b-1', promotion_id: 'pr-000001' },
    }
    expect(describeAction(deleted, ctx)).toEqual({ what: 'Delete a promotion', on: null })
  })

  it('start a refusal with the spec’s FAIL., then say what was not done', () => {
    const refused = {
      ...created,
      error: { status: 403, code: 'forbidden' as const, message: 'Only the owner or a manager.' },
    }
    expect(describeRefusal(refused, ctx)).toMatch(
      /^FAIL\. Not done: Add a discount \(Happy hour\)\./,
    )
  })
})
