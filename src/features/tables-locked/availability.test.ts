import { describe, expect, it } from 'vitest'
import type { DiningTable, Order, Reservation } from '../../../sync/protocol/index.ts'
import { isCurrentSlot, tableAvailability } from './availability.ts'

const at = (clock: string) => Date.parse(`2026-11-24T${clock}:00.000Z`)
const table = (id: string, extra: Partial<DiningTable> = {}): DiningTable => ({
  _id: id,
  business_id: 'b',
  service_id: 's',
  name: id,
  active: true,
  type: 'round',
  rotation: 0,
  coordinate_x: 0.5,
  coordinate_y: 0.5,
  capacity: 4,
  length: null,
  version: 1,
  ...extra,
})
const reservation = (tables: string[], clock: string, extra: Partial<Reservation> = {}) =>
  ({
    _id: `r-${clock}`,
    table_ids: tables,
    table_id: tables[0] ?? null,
    time: new Date(at(clock)).toISOString(),
    length: 120,
    status: 'Accepted',
    name: 'Novak',
    number: 2,
    ...extra,
  }) as Reservation
const order = (tableId: string, status: Order['status']) =>
  ({ _id: `o-${tableId}-${status}`, table_id: tableId, status }) as Order

describe('tableAvailability', () => {
  it('a table held by an overlapping reservation is reserved; adjacent ones stay free', () => {
    const tables = [table('T1'), table('T2'), table('T3')]
    const list = tableAvailability(
      tables,
      [reservation(['T1'], '12:00'), reservation(['T2'], '16:00')],
      [],
      at('13:45'),
      at('09:00'),
    )
    expect(list.map((x) => [x.table.name, x.state.kind])).toEqual([
      ['T1', 'reserved'],
      ['T2', 'free'], // 13:45 + 120 min ends 15:45, before 16:00
      ['T3', 'free'],
    ])
    // the table's own length decides: 3 hours reach the 16:00 booking
    const long = tableAvailability(
      [table('T2', { length: { h: 3, m: 0 } })],
      [reservation(['T2'], '16:00')],
      [],
      at('13:45'),
      at('09:00'),
    )
    expect(long[0]!.state.kind).toBe('reserved')
    // a booking that ended exactly at the slot's start does not hold it
    expect(
      tableAvailability([table('T1')], [reservation(['T1'], '11:45')], [], at('13:45'), 0)[0]!.state
        .kind,
    ).toBe('free')
  })

  it('declined, canceled, no-show and finished reservations hold nothing', () => {
    for (const status of ['Declined', 'Canceled', 'Noshow', 'Finished', 'Room'] as const) {
      const [only] = tableAvailability(
        [table('T1')],
        [reservation(['T1'], '12:00', { status })],
        [],
        at('12:00'),
        0,
      )
      expect(only!.state.kind).toBe('free')
    }
  })

  it('an open order makes the table occupied in the current slot only; finished ones are listed', () => {
    const orders = [order('T1', 'Accepted'), order('T1', 'Finished'), order('T2', 'Paid')]
    const now = at('12:05')
    const list = tableAvailability([table('T1'), table('T2')], [], orders, at('12:00'), now)
    expect(list[0]!.state).toMatchObject({ kind: 'occupied' })
    expect(list[0]!.finished.map((o) => o._id)).toEqual(['o-T1-Finished'])
    expect(list[1]!.state.kind).toBe('free')
    expect(list[1]!.finished).toEqual([])
    const later = tableAvailability([table('T1')], [], orders, at('18:00'), now)
    expect(later[0]!.state.kind).toBe('free')
  })

  it('inactive tables are left out; tables sort by name, numbers numerically', () => {
    const list = tableAvailability(
      [table('T10'), table('T2'), table('T3', { active: false })],
      [],
      [],
      at('12:00'),
      0,
    )
    expect(list.map((x) => x.table.name)).toEqual(['T2', 'T10'])
  })

  it('the current slot holds now', () => {
    expect(isCurrentSlot(at('12:00'), at('12:14'))).toBe(true)
    expect(isCurrentSlot(at('12:00'), at('12:15'))).toBe(false)
    expect(isCurrentSlot(at('12:00'), at('11:59'))).toBe(false)
  })
})
