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
  type: 'employee.create',
  payload: { _id: 'em-000001', name: 'Jelena', surname: 'Marić', username: 'jelena' },
  entity: { table: 'employees', id: 'em-000001' },
  error: null,
}

describe('the words for a worker’s change', () => {
  it('name the action and the worker', () => {
    expect(describeAction(created, ctx)).toEqual({ what: 'Add a worker', on: 'Jelena Marić' })
    const deleted = { ...created, type: 'employee.delete', payload: { employee_id: 'em-000001' } }
    expect(describeAction(deleted, ctx)).toEqual({ what: 'Delete a worker', on: null })
  })

  it('start a refusal with the spec’s FAILURE, then say what was not done', () => {
    const refused = {
      ...created,
      error: { status: 409, code: 'conflict' as const, message: 'This username is already taken.' },
    }
    const text = describeRefusal(refused, ctx)
    expect(text).toMatch(/^FAILURE Not done: Add a worker \(Jelena Marić\)\./)
  })
})
