import { describe, expect, it } from 'vitest'
import type { Ticket } from '../../../sync/protocol/index.ts'
import { oldestFirst, openTicketCount, roomsWithTickets, taskProgress } from './repair-model.ts'

const task = (id: string, done?: boolean): Ticket['tasks'][number] => ({
  _id: id,
  text: `Task ${id}`,
  created_at: '2026-11-30T09:00:00.000Z',
  ...(done === undefined ? {} : { done }),
})

const view = (name: string, tickets: number) => ({
  room: { _id: `r-${name}`, name },
  tickets: Array.from({ length: tickets }, (_, i) => ({ _id: `${name}-${i}`, tasks: [] })),
})

describe('roomsWithTickets', () => {
  // Views come sorted by the rooms screen's rule (buildRoomViews); the order is kept.
  const views = [view('2', 1), view('10', 0), view('101', 2), view('110', 1), view('Suite', 1)]

  it('keeps only rooms with open tickets, in the given order', () => {
    expect(roomsWithTickets(views, '').map((v) => v.room.name)).toEqual([
      '2',
      '101',
      '110',
      'Suite',
    ])
  })

  it('searches by room number like the rooms screen (contains, case and spaces ignored)', () => {
    expect(roomsWithTickets(views, ' 1 ').map((v) => v.room.name)).toEqual(['101', '110'])
    expect(roomsWithTickets(views, 'suI').map((v) => v.room.name)).toEqual(['Suite'])
    // Room 10 matches too, but has no open ticket.
    expect(roomsWithTickets(views, '10').map((v) => v.room.name)).toEqual(['101', '110'])
    expect(roomsWithTickets(views, '999')).toEqual([])
  })

  it('counts the open tickets shown', () => {
    expect(openTicketCount(roomsWithTickets(views, ''))).toBe(5)
    expect(openTicketCount([])).toBe(0)
  })
})

describe('taskProgress', () => {
  it('counts done tasks; a task without `done` is not done', () => {
    expect(taskProgress({ tasks: [task('a', true), task('b', false), task('c')] })).toEqual({
      done: 1,
      total: 3,
    })
    expect(taskProgress({ tasks: [] })).toEqual({ done: 0, total: 0 })
  })
})

describe('oldestFirst', () => {
  it('orders a room’s tickets by opening time, then id; the input is left as it was', () => {
    const input = [
      { _id: 'c', created_at: '2026-11-30T10:00:00.000Z' },
      { _id: 'b', created_at: '2026-11-29T10:00:00.000Z' },
      { _id: 'a', created_at: '2026-11-30T10:00:00.000Z' },
    ]
    expect(oldestFirst(input).map((t) => t._id)).toEqual(['b', 'a', 'c'])
    expect(input.map((t) => t._id)).toEqual(['c', 'b', 'a'])
  })
})
