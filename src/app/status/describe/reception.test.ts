import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { ActionError } from '../failure-reasons.ts'
import { describeAction, describeNow, describeRefusal } from './index.ts'
import type { DescribableRow, DescribeContext, DescribedStay } from './types.ts'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

const stay = (overrides: Partial<DescribedStay> = {}): DescribedStay => ({
  room_id: 'r12',
  room_name: '12',
  arrival: '2026-11-28',
  checkout: '2026-12-02',
  check_in: '2026-11-28T14:00:00.000Z',
  checked_out_at: null,
  guest_name: 'Ana Kovačević',
  password: '1234',
  ...overrides,
})

const ctx: DescribeContext = {
  i18n,
  language: 'en',
  orders: new Map(),
  services: new Map(),
  tables: new Map(),
  rooms: new Map([
    ['r12', { name: '12', status: 'active' as const }],
    ['r14', { name: '14', status: 'active' as const }],
  ]),
  categories: new Map(),
  articles: new Map(),
  stays: new Map([
    ['s1', stay()],
    ['s2', stay({ check_in: null, checked_out_at: '2026-11-30T09:00:00.000Z' })],
  ]),
  tickets: new Map([
    [
      't1',
      {
        room_name: '14',
        description: 'Leak',
        status: 'open' as const,
        tasks: [{ _id: 'k1', text: 'Call the plumber' }],
      },
    ],
  ]),
}

const row = (
  type: string,
  entity: [string, string],
  payload: unknown = {},
  error: ActionError | null = null,
  refusedWith: Record<string, unknown> | null = null,
): DescribableRow => ({
  type,
  payload,
  entity: { table: entity[0], id: entity[1] },
  error,
  refusedWith,
})

const refused = (code: ActionError['code'], message = 'x'): ActionError => ({
  status: 409,
  code,
  message,
})

describe('reception action texts', () => {
  it('name stays by their room and guest', () => {
    const checkIn = row('stay.checkIn', ['stays', 'new'], {
      room_id: 'r14',
      room_name: '14',
      guest_name: 'Luka Horvat',
      password: '4821',
    })
    expect(describeAction(checkIn, ctx)).toEqual({ what: 'Check in room 14', on: 'Luka Horvat' })
    expect(describeAction(row('stay.checkOut', ['stays', 's1']), ctx)).toEqual({
      what: 'Check out room 12',
      on: 'Ana Kovačević',
    })
    const extend = row('stay.updateCheckout', ['stays', 's1'], { checkout: '2026-12-05' })
    expect(describeAction(extend, ctx).what).toBe('Change the check-out of room 12 to 5.12.2026')
    const book = row('stay.add', ['stays', 'b1'], {
      room_id: 'r14',
      arrival: '2026-12-10',
      checkout: '2026-12-12',
    })
    expect(describeAction(book, ctx)).toEqual({
      what: 'Book room 14 from 10.12.2026 to 12.12.2026',
      on: null,
    })
    expect(describeAction(row('stay.fastInput', ['stays', 'i1']), ctx).what).toBe(
      'Import bookings (fast input)',
    )
  })

  it('tell a check-in another desk got first with its room code', () => {
    const taken = row(
      'stay.checkIn',
      ['stays', 'mine'],
      { room_id: 'r12', room_name: '12' },
      refused('stay.taken', 'TAKEN.'),
      stay({ password: '7310' }),
    )
    expect(describeRefusal(taken, ctx)).toBe(
      'TAKEN. Room 12 was checked in on another device first. Its room code is 7310.',
    )
    expect(describeNow(taken, ctx)).toBe('Now: checked in on another device, room code 7310')
  })

  it('say why other stay actions were refused', () => {
    const booked = row(
      'stay.add',
      ['stays', 'b1'],
      { room_id: 'r14', arrival: '2026-12-10', checkout: '2026-12-12' },
      refused('stay.booked'),
      stay({ room_id: 'r14', arrival: '2026-12-09', checkout: '2026-12-11' }),
    )
    expect(describeRefusal(booked, ctx)).toBe(
      'Not done: Book room 14 from 10.12.2026 to 12.12.2026. The room is booked from 9.12.2026 to 11.12.2026.',
    )
    const out = row('stay.checkOut', ['stays', 's2'], {}, refused('stay.not_checked_in'))
    expect(describeRefusal(out, ctx)).toBe(
      'Not done: Check out room 12 (Ana Kovačević). The guest is not checked in.',
    )
    expect(describeNow(out, ctx)).toBe('Now: checked out')
    expect(describeNow(row('stay.checkOut', ['stays', 's1']), ctx)).toBe('Now: checked in')
  })

  it('name tickets and room edits, with the spec’s text for a refused link', () => {
    const create = row('ticket.create', ['tickets', 't2'], {
      room_name: '12',
      description: 'Kettle broken',
    })
    expect(describeAction(create, ctx)).toEqual({
      what: 'Open a ticket for room 12',
      on: 'Kettle broken',
    })
    const task = row('ticket.addTask', ['tickets', 't1'], { text: 'Call the plumber' })
    expect(describeAction(task, ctx)).toEqual({
      what: 'Add a task to the ticket of room 14',
      on: 'Call the plumber',
    })
    const closedTask = { ...task, error: refused('ticket.closed') }
    expect(describeRefusal(closedTask, ctx)).toBe(
      'Not done: Add a task to the ticket of room 14 (Call the plumber). The ticket has been closed.',
    )
    expect(describeNow(closedTask, ctx)).toBe('Now: open')
    const tick = row('ticket.setTaskDone', ['tickets', 't1'], { task_id: 'k1', done: true })
    expect(describeAction(tick, ctx)).toEqual({
      what: 'Tick a task done on the ticket of room 14',
      on: 'Call the plumber',
    })
    const untick = row('ticket.setTaskDone', ['tickets', 't1'], { task_id: 'k1', done: false })
    expect(describeAction(untick, ctx).what).toBe('Reopen a task of the ticket of room 14')
    expect(describeAction(row('room.create', ['rooms', 'r99'], { name: '301' }), ctx).what).toBe(
      'Create room 301',
    )
    const link = row('room.serviceLink.add', ['rooms', 'r12'], { room_id: 'r12', url: 'https://x' })
    expect(describeAction(link, ctx).what).toBe('Save the link of room 12')
    expect(describeRefusal({ ...link, error: refused('conflict') }, ctx)).toBe(
      'Error while saving link',
    )
    const occupied = row('room.delete', ['rooms', 'r12'], {}, refused('room.occupied'))
    expect(describeRefusal(occupied, ctx)).toBe(
      'Not done: Delete room 12. A guest is checked in: check the guest out first.',
    )
  })
})
