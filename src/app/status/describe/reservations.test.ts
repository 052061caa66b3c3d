import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { instantAt } from '../../../../sync/protocol/rules/index.ts'
import { setHotelZone } from '../../../lib/hotel-zone.ts'
import type { ActionError } from '../failure-reasons.ts'
import { describeAction, describeNow, describeReason, describeRefusal } from './index.ts'
import type { DescribableRow, DescribeContext, DescribedReservation } from './types.ts'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

// The hotel's wall clock (Belgrade): the text does not depend on the machine's time zone.
setHotelZone('Europe/Belgrade')
const at = (day: number, hour: number, minute = 0) =>
  new Date(instantAt(`2026-11-${day}`, hour * 60 + minute, 'Europe/Belgrade')).toISOString()

const reservation = (overrides: Partial<DescribedReservation> = {}): DescribedReservation => ({
  name: 'Novak',
  number: 4,
  time: at(24, 19),
  service_id: 'rest',
  service_name: 'Restaurant',
  status: 'Pending',
  ...overrides,
})

const ctx: DescribeContext = {
  i18n,
  language: 'en',
  orders: new Map(),
  services: new Map([['rest', { name: 'Restaurant' }]]),
  tables: new Map(),
  rooms: new Map(),
  categories: new Map(),
  articles: new Map(),
  stays: new Map(),
  tickets: new Map(),
  reservations: new Map([
    ['r1', reservation()],
    ['r2', reservation({ name: 'Rossi', number: 1, status: 'Accepted', time: at(25, 12, 30) })],
  ]),
}

const row = (
  type: string,
  id: string,
  payload: unknown = { reservation_id: id },
  error: ActionError | null = null,
  refusedWith: Record<string, unknown> | null = null,
): DescribableRow => ({
  type,
  payload,
  entity: { table: 'reservations', id },
  error,
  refusedWith,
})

const refused = (code: ActionError['code'], message = ''): ActionError => ({
  status: 409,
  code,
  message,
})

describe('reservation action texts', () => {
  it('name each step and the reservation: guest, party, time and service', () => {
    const on = 'Novak, 4 guests · 24/11, 19:00 · Restaurant'
    expect(describeAction(row('reservation.accept', 'r1'), ctx)).toEqual({
      what: 'Accept reservation',
      on,
    })
    const words = [
      ['reservation.decline', 'Decline reservation'],
      ['reservation.active', 'Mark guest arrived'],
      ['reservation.noshow', 'Mark reservation no-show'],
      ['reservation.cancel', 'Cancel reservation'],
      ['reservation.nowAvailable', 'Mark table available again'],
      ['reservation.delete', 'Delete reservation'],
    ]
    for (const [type, what] of words) expect(describeAction(row(type!, 'r1'), ctx).what).toBe(what)
    expect(describeAction(row('reservation.active', 'r2'), ctx).on).toBe(
      'Rossi, 1 guest · 25/11, 12:30 · Restaurant',
    )
    const status = row('reservation.changeStatus', 'r2', {
      reservation_id: 'r2',
      status: 'Finished',
    })
    expect(describeAction(status, ctx).what).toBe('Change reservation status to Finished')
    // A booking made on this device is named from its payload.
    const create = row('reservation.create', 'new', {
      _id: 'new',
      name: 'Horvat',
      number: 6,
      time: at(26, 20),
      service_id: 'rest',
    })
    expect(describeAction(create, ctx)).toEqual({
      what: 'Book a table',
      on: 'Horvat, 6 guests · 26/11, 20:00 · Restaurant',
    })
    // Unknown to this device: no label, still the action.
    expect(describeAction(row('reservation.accept', 'gone'), ctx)).toEqual({
      what: 'Accept reservation',
      on: null,
    })
  })

  it('tell a refusal with the spec’s FAIL. and the server’s reason', () => {
    const late = row(
      'reservation.accept',
      'r2',
      undefined,
      refused(
        'reservation.illegal_transition',
        'The reservation is Accepted: it cannot be accept.',
      ),
    )
    expect(describeRefusal(late, ctx)).toBe(
      'FAIL. Not done: Accept reservation (Rossi, 1 guest · 25/11, 12:30 · Restaurant). Another device changed this reservation first; it is now: Accepted.',
    )
    expect(describeNow(late, ctx)).toBe('Now: Accepted')
    const taken = row('reservation.create', 'new', { name: 'Horvat' }, refused('reservation.taken'))
    expect(describeRefusal(taken, ctx)).toBe(
      'FAIL. Not done: Book a table (Horvat). A table of this reservation is already booked at that time.',
    )
    // The refused-actions panel keeps the same reason once the toast is gone.
    expect(describeReason(taken, ctx)).toBe(
      'A table of this reservation is already booked at that time.',
    )
    expect(describeReason(late, ctx)).toBe(
      'Another device changed this reservation first; it is now: Accepted.',
    )
    // The server names the booking that holds the table: its table and hotel times.
    const held = row(
      'reservation.create',
      'new2',
      { name: 'Horvat' },
      {
        ...refused('reservation.taken'),
        held: { table: 'T7', from: at(27, 20), to: at(27, 22) },
      },
    )
    expect(describeReason(held, ctx)).toBe(
      'Table T7 is already reserved on 27/11 from 20:00 to 22:00.',
    )
    const gone = row('reservation.delete', 'x', undefined, {
      status: 404,
      code: 'not_found',
      message: '',
    })
    expect(describeRefusal(gone, ctx)).toBe(
      'FAIL. Not done: Delete reservation. This reservation no longer exists on the server.',
    )
    expect(describeNow(gone, ctx)).toBe('Now: no longer on the server')
    const forbidden = row('reservation.decline', 'r1', undefined, {
      status: 403,
      code: 'forbidden',
      message: 'no',
    })
    expect(describeRefusal(forbidden, ctx)).toMatch(
      /^FAIL\. Not done: Decline reservation \(Novak.*\)\. Your account may not change the reservations of this service\.$/,
    )
    // A code this version has no words for: the server's own message.
    const odd = row('reservation.accept', 'r1', undefined, {
      status: 409,
      code: 'reservation.something_new' as ActionError['code'],
      message: 'The kitchen is closed tonight.',
    })
    expect(describeRefusal(odd, ctx)).toMatch(/\. The kitchen is closed tonight\.$/)
  })
})
