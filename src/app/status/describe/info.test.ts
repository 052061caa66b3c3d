import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { describeAction, describeReason } from './index.ts'
import type { DescribableRow, DescribeContext } from './types.ts'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const ctx: DescribeContext = {
  i18n,
  language: 'cro',
  orders: new Map(),
  services: new Map(),
  tables: new Map(),
  rooms: new Map(),
  categories: new Map(),
  articles: new Map(),
  stays: new Map(),
  tickets: new Map(),
}

const row = (type: string, payload: unknown, table = 'infos'): DescribableRow => ({
  type,
  payload,
  entity: { table, id: 'x-0000001' },
  error: null,
})

describe('the words for an info page change', () => {
  it('name a create by its title or name, in the staff member’s language', () => {
    const created = row('info.create', { title: { en: 'House rules', cro: 'Kućni red' } })
    expect(describeAction(created, ctx).what).toBe('Create info Kućni red')
    expect(describeAction(row('store.create', { name: { en: 'Kiosk' } }, 'stores'), ctx).what).toBe(
      'Create store Kiosk',
    )
  })

  it('name a reorder and a delete, and tell why a store was kept', () => {
    expect(describeAction(row('info.reorder', { infos: [] }), ctx).what).toBe(
      'Change the order of the infos',
    )
    expect(describeAction(row('offer.delete', { offer_id: 'o' }, 'offers'), ctx).what).toBe(
      'Delete an offer',
    )
    const kept = {
      ...row('store.delete', { store_id: 's' }, 'stores'),
      error: { status: 409, code: 'info.in_use' as const, message: 'still has offers' },
    }
    expect(describeReason(kept, ctx)).toBe('It still has offers: move or delete them first.')
  })
})
