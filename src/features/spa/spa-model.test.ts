import { describe, expect, it } from 'vitest'
import { shownDate } from '../../../sync/protocol/rules/index.ts'
import { NO_MARKS, type OutboxMarks } from '../orders/pending-marks.ts'
import { shiftWorkers } from '../../../sync/protocol/rules/index.ts'
import { dragChange, pendingToCome, spaEvents, spaRows, todaysAccepted } from './spa-model.ts'
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
      'UTC',
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
    expect(spaEvents(rows, names, NO_MARKS, 'UTC').map((e) => e.id)).toEqual(['f'])
    const marks: OutboxMarks = { waiting: new Set(['d']), refused: new Map() }
    const events = spaEvents(rows, names, marks, 'UTC')
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
    'UTC',
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
  it('the hotel’s today’s accepted appointments only, whatever the device’s zone', () => {
    const zone = 'Europe/Belgrade'
    // Noon on 25 November in Belgrade; 23:30 there is 22:30 UTC, 00:30 on the 26th is 23:30 UTC.
    const now = new Date('2026-11-25T11:00:00.000Z')
    const events = spaEvents(
      [
        appointment({ _id: 'yes', status: 'Accepted', time: '2026-11-25T08:00:00.000Z' }),
        appointment({ _id: 'late', status: 'Accepted', time: '2026-11-25T22:30:00.000Z' }),
        appointment({ _id: 'pending', status: 'Pending', time: '2026-11-25T09:00:00.000Z' }),
        appointment({ _id: 'tomorrow', status: 'Accepted', time: '2026-11-25T23:30:00.000Z' }),
      ],
      names,
      NO_MARKS,
      zone,
    )
    expect(todaysAccepted(events, now, zone).map((e) => e.id)).toEqual(['yes', 'late'])
  })

  it('counts the pending appointments that have not ended, in the hotel’s clock', () => {
    const zone = 'Europe/Belgrade'
    const now = new Date('2026-11-25T11:00:00.000Z') // 12:00 in Belgrade
    const events = spaEvents(
      [
        // 10:00 to 10:45 Belgrade time: over, no longer waiting for an answer.
        appointment({ _id: 'past', status: 'Pending', time: '2026-11-25T09:00:00.000Z' }),
        // 11:30 to 12:15 Belgrade time: still going at noon.
        appointment({ _id: 'now', status: 'Pending', time: '2026-11-25T10:30:00.000Z' }),
        appointment({ _id: 'later', status: 'Pending', time: '2026-11-27T15:00:00.000Z' }),
        appointment({ _id: 'accepted', status: 'Accepted', time: '2026-11-27T15:00:00.000Z' }),
      ],
      names,
      NO_MARKS,
      zone,
    )
    expect(pendingToCome(events, now, zone)).toBe(2)
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
  // The calendar hands back shown Dates: the hotel's wall clock (here Belgrade) in local fields.
  const zone = 'Europe/Belgrade'
  const shown = (iso: string) => shownDate(Date.parse(iso), zone)
  it('a move keeps the length (even if the calendar showed less of it)', () => {
    expect(dragChange(a, shown(utc('10:15')), shown(utc('10:45')), false, zone)).toEqual({
      _id: 'a1',
      time: utc('10:15'),
    })
  })
  it('a resize takes the new length, on quarter hours', () => {
    expect(dragChange(a, shown(utc('09:00')), shown(utc('10:31')), true, zone)).toEqual({
      _id: 'a1',
      length: 90,
    })
  })
  it('nothing changed, or under a quarter hour: no update', () => {
    expect(dragChange(a, shown(utc('09:00')), shown(utc('10:00')), false, zone)).toBeNull()
    expect(dragChange(a, shown(utc('09:00')), shown(utc('09:05')), true, zone)).toBeNull()
  })
})
