import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { describeAction, describeRefusal } from './index.ts'
import type { DescribableRow, DescribeContext } from './types.ts'
import { instantAt } from '../../../../sync/protocol/rules/index.ts'
import { setHotelZone } from '../../../lib/hotel-zone.ts'

// The hotel's wall clock (Belgrade): the text does not depend on the machine's time zone.
setHotelZone('Europe/Belgrade')
const belgrade = (day: string, h: number, m: number) =>
  new Date(instantAt(day, h * 60 + m, 'Europe/Belgrade')).toISOString()

const ctx: DescribeContext = {
  i18n: setupI18n({ locale: 'en', messages: { en: {} } }),
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

const row = (type: string, over: Partial<DescribableRow> = {}): DescribableRow => ({
  type,
  payload: { _id: 'a1' },
  entity: { table: 'appointments', id: 'a1' },
  error: null,
  ...over,
})

describe('the spa timeline’s actions in the waiting and refused lists', () => {
  it('names each action, and the booking by its guest and time', () => {
    expect(describeAction(row('spaAppointment.accept'), ctx)).toEqual({
      what: 'Accept spa appointment',
      on: null,
    })
    const booking = row('spaAppointment.create', {
      payload: { name: 'Novak', time: belgrade('2026-11-24', 9, 30) },
    })
    expect(describeAction(booking, ctx)).toEqual({
      what: 'Book a spa appointment',
      on: 'Novak · 24/11, 09:30',
    })
  })

  it('a refusal says FAIL., what was not done and why, with the appointment the server has', () => {
    const refused = row('spaAppointment.update', {
      error: { status: 409, code: 'spa.taken', message: 'Therapist Sara is already booked' },
      refusedWith: { name: 'Jurić', time: belgrade('2026-11-24', 11, 0) },
    })
    expect(describeRefusal(refused, ctx)).toBe(
      'FAIL. Not done: Move spa appointment (Jurić · 24/11, 11:00). The therapist or the spa room is already booked then.',
    )
  })
})
