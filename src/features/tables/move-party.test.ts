import { describe, expect, it } from 'vitest'
import type { DiningTable, Order, Reservation } from '../../../sync/protocol/index.ts'
import { moveChoices, ordersMovingWith, seatsOf } from './move-party.ts'

const table = (_id: string, capacity = 4, active = true) =>
  ({ _id, name: _id.toUpperCase(), capacity, active }) as DiningTable
const tables = [table('t1'), table('t2', 2), table('t3', 6), table('t4', 4, false), table('t5')]
const booking = (
  _id: string,
  table_ids: string[],
  time: string,
  status: Reservation['status'] = 'Accepted',
  length = 120,
) => ({ _id, table_ids, time, status, length }) as Reservation
const order = (_id: string, table_id: string, status: Order['status'] = 'Accepted') =>
  ({ _id, table_id, status }) as Order

describe('moving a party', () => {
  const party = booking('p', ['t1'], '2026-11-28T19:00:00.000Z')

  it('offers the tables in use; another booking overlapping the party’s time makes one busy', () => {
    const others = [
      booking('a', ['t2'], '2026-11-28T20:30:00.000Z'), // overlaps 19:00–21:00
      booking('b', ['t3'], '2026-11-28T21:00:00.000Z'), // starts as the party ends: free
      booking('c', ['t5'], '2026-11-28T19:30:00.000Z', 'Canceled'), // lets its table go
    ]
    const choices = moveChoices(party, tables, [party, ...others], [])
    expect(choices.map((c) => [c.table._id, c.current, c.busy])).toEqual([
      ['t1', true, false],
      ['t2', false, true],
      ['t3', false, false],
      ['t5', false, false],
    ])
  })

  it('for a seated party, a table where others are eating is busy and its own orders move', () => {
    const seated = { ...party, status: 'Active' as const }
    const orders = [
      order('mine', 't1'),
      order('paid', 't1', 'Paid'),
      order('theirs', 't3', 'Finished'),
    ]
    const choices = moveChoices(seated, tables, [seated], orders)
    expect(choices.find((c) => c.table._id === 't3')?.busy).toBe(true)
    expect(ordersMovingWith(seated, orders)).toEqual(['mine'])
    expect(ordersMovingWith(party, orders)).toEqual([])
  })

  it('adds up the chosen tables’ seats', () => {
    expect(seatsOf(tables, ['t2', 't3'])).toBe(8)
    expect(seatsOf(tables, [])).toBe(0)
  })
})
