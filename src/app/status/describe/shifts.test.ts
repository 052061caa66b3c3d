import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { describeAction, describeNow, describeRefusal } from './index.ts'
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

const week: DescribableRow = {
  type: 'shift.saveWeek',
  payload: {
    business_id: 'b',
    service_id: 'spa',
    target_employee_id: 'elena',
    week_start: '2026-11-30',
    days: [{ date: '2026-12-03', shift_id: 'spa-morning', _id: 'x' }],
  },
  entity: { table: 'employeeShifts', id: 'x' },
  error: null,
}

describe('the words for a shift week', () => {
  it('name the week it saves, in the staff language', () => {
    expect(describeAction(week, ctx).what).toMatch(/^Save the shift week from .*30/)
    expect(describeNow(week, ctx)).toBeNull()
  })

  it('say why the server refused it', () => {
    const refused = { ...week, error: { status: 403, code: 'forbidden' as const, message: 'No' } }
    expect(describeRefusal(refused, ctx)).toMatch(
      /^Not done: Save the shift week from .*30.*\. Your account may not do this for this service\.$/,
    )
  })
})
