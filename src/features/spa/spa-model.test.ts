import { describe, expect, it } from 'vitest'
import { NO_MARKS, type OutboxMarks } from '../orders/pending-marks.ts'
import { shiftWorkers } from '../../../sync/protocol/rules/index.ts'
import { dragChange, spaEvents, spaRows, todaysAccepted } from './spa-model.ts'
import { THERAPIST_COLORS } from './therapist-colors.ts'
import { appointment, employee, utc } from './test-rows.ts'

const names = {
  treatments: new Map([['classic', 'Classic massage']]),
  rooms: new Map([
    ['room-massage', 'Massage room'],
    ['room-sauna', 'Sauna'],
  ]),
  therapists: new Map([
    ['luka', 'Luka Test'],
    ['sara', 'Sara Test'],
  ]),
}

describe('the spa calendar events', () => {
  it('one per appointment, by time, titled with guest and treatment, coloured by therapist', () => {
    const events = spaEvents(
      [
        appointment({ _id: 'b', time: utc('11:00'), Therapist: 'sara', name: 'Horvat' }),
        appointment({ _id: 'a', time: utc('09:00'), length: 50 }),
      ],
      names,
      NO_MARKS,
    )
    expect(events.map((e) => e.id)).toEqual(['a', 'b'])
    expect(events[0]).toMatchObject({
      title: 'Novak · Classic massage',
      status: 'Pending',
      color: '#000000',
      therapistName: null,
      roomName: 'Massage room',
      movable: true,
    })
    expect(events[0]!.end.getTime() - events[0]!.start.getTime()).toBe(50 * 60_000)
    // Sorted by id, luka first: sara has the second colour.
    expect(events[1]).toMatchObject({ color: THERAPIST_COLORS[1], therapistName: 'Sara Test' })
  })

  it('leaves declined ones out unless an action on one waits or was refused; finished ones stay put', () => {
    const rows = [
      appointment({ _id: 'd', status: 'Declined' }),
      appointment({ _id: 'f', status: 'Finished' }),
    ]
    expect(spaEvents(rows, names, NO_MARKS).map((e) => e.id)).toEqual(['f'])
    const marks: OutboxMarks = { waiting: new Set(['d']), refused: new Map() }
    const events = spaEvents(rows, names, marks)
    expect(events.map((e) => [e.id, e.waiting, e.mark, e.movable])).toEqual([
      ['d', true, 'waiting', false],
      ['f', false, undefined, false],
    ])
  })
})

describe('the timeline week rows', () => {
  const events = spaEvents(
    [
      appointment({ _id: 'x', Therapist: 'sara' }),
      appointment({ _id: 'y', Therapist: null, room_id: 'room-sauna' }),
    ],
    names,
    NO_MARKS,
  )
  it('by therapist: each therapist by name, then the appointments without one', () => {
    const rows = spaRows(events, 'therapists', names, 'No therapist')
    expect(rows.map((r) => [r.name, r.events.map((e) => e.id)])).toEqual([
      ['Luka Test', []],
      ['Sara Test', ['x']],
      ['No therapist', ['y']],
    ])
  })
  it('by spa room', () => {
    const rows = spaRows(events, 'rooms', names, 'No spa room')
    expect(rows.map((r) => [r.name, r.events.map((e) => e.id)])).toEqual([
      ['Massage room', ['x']],
      ['Sauna', ['y']],
    ])
  })
})

describe('the day list', () => {
  it('today’s accepted appointments only', () => {
    const now = new Date(2026, 10, 25, 12)
    const local = (d: number, h: number) => new Date(2026, 10, d, h).toISOString()
    const events = spaEvents(
      [
        appointment({ _id: 'yes', status: 'Accepted', time: local(25, 9) }),
        appointment({ _id: 'pending', status: 'Pending', time: local(25, 10) }),
        appointment({ _id: 'tomorrow', status: 'Accepted', time: local(26, 9) }),
      ],
      names,
      NO_MARKS,
    )
    expect(todaysAccepted(events, now).map((e) => e.id)).toEqual(['yes'])
  })
})

describe('the spa’s therapists', () => {
  it('staff who offer the spa, managers excluded, by name', () => {
    const list = shiftWorkers(
      [
        employee('s', 'Sara'),
        employee('m', 'Mila', { role: 'manager' }),
        employee('w', 'Marko', { services: [] }),
        employee('e', 'Elena'),
      ],
      'spa',
    )
    expect(list.map((e) => e._id)).toEqual(['e', 's'])
  })
})

describe('a drag on the calendar', () => {
  const a = appointment({ time: utc('09:00'), length: 60 })
  it('a move keeps the length (even if the calendar showed less of it)', () => {
    expect(dragChange(a, new Date(utc('10:15')), new Date(utc('10:45')), false)).toEqual({
      _id: 'a1',
      time: utc('10:15'),
    })
  })
  it('a resize takes the new length, on quarter hours', () => {
    expect(dragChange(a, new Date(utc('09:00')), new Date(utc('10:31')), true)).toEqual({
      _id: 'a1',
      length: 90,
    })
  })
  it('nothing changed, or under a quarter hour: no update', () => {
    expect(dragChange(a, new Date(utc('09:00')), new Date(utc('10:00')), false)).toBeNull()
    expect(dragChange(a, new Date(utc('09:00')), new Date(utc('09:05')), true)).toBeNull()
  })
})
