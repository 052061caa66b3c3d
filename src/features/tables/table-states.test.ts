import { describe, expect, it } from 'vitest'
import type { Order, Reservation } from '../../../sync/protocol/index.ts'
import { countStates, tableStates } from './table-states.ts'

const NOW = Date.parse('2026-11-28T18:00:00.000Z')
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString()
const tables = ['t1', 't2', 't3', 't4', 't5'].map((_id) => ({ _id }))

const order = (table_id: string, status: Order['status'], minutesAgo: number, price = 10) =>
  ({
    _id: `${table_id}-${status}-${minutesAgo}`,
    table_id,
    status,
    time: at(-minutesAgo),
    content: [
      {
        article_id: 'a',
        name: { en: 'Soup' },
        price,
        count: 2,
        modifiers: [],
        operatingPrice: false,
        category_id: null,
      },
    ],
  }) as unknown as Order

const booking = (
  table_ids: string[],
  status: Reservation['status'],
  startsIn: number,
  length = 120,
) =>
  ({
    _id: `r-${table_ids.join()}-${status}-${startsIn}`,
    table_ids,
    status,
    time: at(startsIn),
    length,
  }) as unknown as Reservation

describe('tableStates', () => {
  it('an open order wins: its total and since when, the seated party kept', () => {
    const states = tableStates(
      tables,
      [order('t1', 'Accepted', 25), order('t1', 'Finished', 40, 3.5), order('t1', 'Paid', 90)],
      [booking(['t1'], 'Active', -45)],
      NOW,
    )
    const t1 = states.get('t1')!
    expect(t1.kind).toBe('order')
    expect(t1.total).toBe(27)
    expect(t1.openSince).toBe(NOW - 40 * 60_000)
    expect(t1.seated?.status).toBe('Active')
  })

  it('seated: an arrived booking on any of its tables', () => {
    const states = tableStates(tables, [], [booking(['t2', 't3'], 'Active', -10)], NOW)
    expect(states.get('t2')!.kind).toBe('seated')
    expect(states.get('t3')!.kind).toBe('seated')
  })

  it('reserved: the next booking within two hours, a late one not arrived too; later ones not', () => {
    const states = tableStates(
      tables,
      [],
      [
        booking(['t1'], 'Accepted', 90),
        booking(['t1'], 'Pending', 30),
        booking(['t2'], 'Accepted', -20),
        booking(['t3'], 'Accepted', 121),
        booking(['t4'], 'Accepted', -130, 120),
        booking(['t5'], 'Canceled', 10),
      ],
      NOW,
    )
    expect(states.get('t1')!.next?.time).toBe(at(30))
    expect(states.get('t2')!.kind).toBe('reserved')
    expect(states.get('t3')!.kind).toBe('free')
    // Its time is over: the table is not held for it.
    expect(states.get('t4')!.kind).toBe('free')
    expect(states.get('t5')!.kind).toBe('free')
    expect(countStates(states)).toEqual({ order: 0, seated: 0, reserved: 2, free: 3 })
  })

  it('ignores other services’ tables and orders without a table', () => {
    const room = { ...order('t1', 'Accepted', 5), table_id: null } as unknown as Order
    const states = tableStates(tables, [room, order('other', 'Accepted', 5)], [], NOW)
    expect(countStates(states)).toEqual({ order: 0, seated: 0, reserved: 0, free: 5 })
  })
})
