import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { ActionError } from '../failure-reasons.ts'
import { describeAction, describeRefusal } from './index.ts'
import type { DescribableRow, DescribeContext } from './types.ts'

const ctx: DescribeContext = {
  i18n: setupI18n({ locale: 'en', messages: { en: {} } }),
  language: 'srb',
  orders: new Map(),
  services: new Map(),
  tables: new Map(),
  rooms: new Map(),
  categories: new Map(),
  articles: new Map(),
  stays: new Map(),
  tickets: new Map(),
}
const inUse: ActionError = { status: 409, code: 'spa.in_use', message: 'x' }
const row = (
  type: string,
  table: string,
  payload: unknown,
  error: ActionError | null = null,
): DescribableRow => ({ type, payload, entity: { table, id: 'x1' }, error })

describe('the treatments screen’s actions in the waiting and refused lists', () => {
  it('names the room or treatment in the staff language, else in English', () => {
    const name = { en: 'Sauna', srb: 'Sauna srb' }
    expect(describeAction(row('spaRoom.create', 'spaRooms', { name }), ctx).what).toBe(
      'Create spa room Sauna srb',
    )
    expect(
      describeAction(row('spaTreatment.update', 'treatments', { name: { en: 'Scrub' } }), ctx).what,
    ).toBe('Change treatment Scrub')
    expect(
      describeAction(row('spaTreatment.delete', 'treatments', { spa_service_id: 'x1' }), ctx).what,
    ).toBe('Delete a treatment')
  })

  it('a refused delete says what to do first', () => {
    expect(describeRefusal(row('spaRoom.delete', 'spaRooms', {}, inUse), ctx)).toBe(
      'Not done: Delete a spa room. It still has treatments: move or delete them first.',
    )
    expect(describeRefusal(row('spaTreatment.delete', 'treatments', {}, inUse), ctx)).toBe(
      'Not done: Delete a treatment. It has appointments to come: decline, finish or move them first.',
    )
  })
})
