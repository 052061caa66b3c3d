import { describe, expect, it } from 'vitest'
import type { DiningTable, Reservation } from '../../../sync/protocol/index.ts'
import {
  coversByHour,
  slotAtFraction,
  barPlacement,
  barShowsTitle,
  calendarEnd,
  dayWindow,
  eventsOfRow,
  initialView,
  isWorkHour,
  placeInDay,
  timelineEvents,
  timelineRows,
  weekDays,
  weekStart,
} from './timeline-model.ts'

const table = (id: string, name: string, active = true): DiningTable => ({
  _id: id,
  business_id: 'b',
  service_id: 's',
  name,
  active,
  type: 'round',
  rotation: 0,
  coordinate_x: 0.5,
  coordinate_y: 0.5,
  capacity: 4,
  length: null,
  version: 1,
})

const reservation = (over: Partial<Reservation>): Reservation => ({
  _id: 'r',
  reservation_id: 'r',
  business_id: 'b',
  service_id: 's',
  service_name: 'Restaurant',
  status: 'Accepted',
  time: '2026-11-25T18:30:00.000Z',
  length: 120,
  table_id: null,
  table_ids: [],
  number: 2,
  name: 'Horvat',
  phone_number: '',
  email: '',
  note: '',
  origin: 'Reception',
  room_id: null,
  stay_id: null,
  decline_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  version: 1,
  ...over,
})

describe('timelineEvents', () => {
  it('shows a reservation from its time for its length, titled with name and party, declined ones left out', () => {
    const tables = [table('t1', 'T1'), table('t2', 'T2')]
    const events = timelineEvents(
      [
        reservation({ _id: 'late', time: '2026-11-25T20:00:00.000Z' }),
        reservation({ _id: 'two', table_ids: ['t2', 't1'], number: 6, name: 'Kovač' }),
        reservation({ _id: 'no', status: 'Declined' }),
      ],
      tables,
      'Europe/Belgrade',
    )
    expect(events.map((e) => e.id)).toEqual(['two', 'late'])
    expect(events[0]).toMatchObject({ title: 'Kovač · 6', tableNames: ['T2', 'T1'] })
    expect(events[0]!.end.getTime() - events[0]!.start.getTime()).toBe(120 * 60_000)
    // Drawn on the hotel's wall clock (21:00 in Belgrade), whatever this machine's zone.
    const late = events[1]!.start
    expect([late.getDate(), late.getHours(), late.getMinutes()]).toEqual([25, 21, 0])
  })

  it('takes the single table_id when table_ids is empty, and names an unknown table ?', () => {
    const [event] = timelineEvents([reservation({ table_id: 'gone' })], [], 'UTC')
    expect(event).toMatchObject({ tableIds: ['gone'], tableNames: ['?'] })
  })
})

describe('initialView', () => {
  it('opens a phone on the day, a service with tables on its tables by week, else the week', () => {
    expect(initialView(600, true)).toBe('day')
    expect(initialView(1280, true)).toBe('timelineWeek')
    expect(initialView(1280, false)).toBe('week')
  })
})

describe('calendarEnd', () => {
  it('keeps an event in its day: one that runs past midnight ends just before it', () => {
    const late = { start: new Date(2026, 10, 24, 22, 30), end: new Date(2026, 10, 25, 0, 30) }
    expect(calendarEnd(late)).toEqual(new Date(2026, 10, 24, 23, 59, 59, 999))
    const early = { start: new Date(2026, 10, 24, 12), end: new Date(2026, 10, 24, 14) }
    expect(calendarEnd(early)).toBe(early.end)
  })
})

describe('work hours and weeks', () => {
  it('highlights 7:00 to 20:00', () => {
    expect(isWorkHour(new Date(2026, 10, 25, 6, 45))).toBe(false)
    expect(isWorkHour(new Date(2026, 10, 25, 7, 0))).toBe(true)
    expect(isWorkHour(new Date(2026, 10, 25, 19, 45))).toBe(true)
    expect(isWorkHour(new Date(2026, 10, 25, 20, 0))).toBe(false)
  })

  it('starts the week on Monday, also from a Sunday', () => {
    expect(weekStart(new Date(2026, 10, 29, 22))).toEqual(new Date(2026, 10, 23))
    expect(weekStart(new Date(2026, 10, 23, 0, 0))).toEqual(new Date(2026, 10, 23))
    const days = weekDays(new Date(2026, 10, 25, 12))
    expect(days.map((d) => d.getDate())).toEqual([23, 24, 25, 26, 27, 28, 29])
  })
})

describe('barPlacement', () => {
  const day = new Date(2026, 10, 25)
  it('places a bar in the day from 7:00 to midnight', () => {
    const bar = barPlacement(
      { start: new Date(2026, 10, 25, 15, 30), end: new Date(2026, 10, 25, 17, 0) },
      day,
    )
    expect(bar?.left).toBeCloseTo((8.5 / 17) * 100)
    expect(bar?.width).toBeCloseTo((1.5 / 17) * 100)
    expect(bar).toMatchObject({ cutStart: false, cutEnd: false })
  })

  it('cuts a bar that runs past midnight and skips a day it does not touch', () => {
    const late = { start: new Date(2026, 10, 25, 23), end: new Date(2026, 10, 26, 1) }
    expect(barPlacement(late, day)).toMatchObject({ cutStart: false, cutEnd: true })
    expect(barPlacement(late, day)?.width).toBeCloseTo((1 / 17) * 100)
    // The next day it is before 7:00: not drawn.
    expect(barPlacement(late, new Date(2026, 10, 26))).toBeNull()
  })
})

describe('timelineRows', () => {
  it('lists tables in number order, a party on each of its tables, then the ones without a table', () => {
    const tables = [table('t10', 'T10'), table('t2', 'T2'), table('t9', 'T9', false)]
    const events = timelineEvents(
      [reservation({ _id: 'pair', table_ids: ['t2', 't10'] }), reservation({ _id: 'free' })],
      tables,
      'UTC',
    )
    const rows = timelineRows(events, tables)
    expect(rows.map((r) => [r.name, r.events.map((e) => e.id)])).toEqual([
      ['T2', ['pair']],
      ['T10', ['pair']],
      [null, ['free']],
    ])
  })
})

describe('eventsOfRow', () => {
  it('a table’s day holds the parties on it (one on two tables too); "none" those without one', () => {
    const tables = [table('t2', 'T2'), table('t10', 'T10')]
    const events = timelineEvents(
      [
        reservation({ _id: 'pair', table_ids: ['t2', 't10'] }),
        reservation({ _id: 'two', table_id: 't2', table_ids: [] }),
        reservation({ _id: 'free' }),
      ],
      tables,
      'UTC',
    )
    expect(
      eventsOfRow(events, 't2')
        .map((e) => e.id)
        .sort(),
    ).toEqual(['pair', 'two'])
    expect(eventsOfRow(events, 't10').map((e) => e.id)).toEqual(['pair'])
    expect(eventsOfRow(events, 'none').map((e) => e.id)).toEqual(['free'])
  })
})

describe('barShowsTitle', () => {
  const day = dayWindow(new Date(2026, 10, 23))
  const at = (h: number, m = 0) => new Date(2026, 10, 23, h, m).getTime()
  it('shows the title in a bar of a quarter of the drawn hours (4 h 15 min) or more', () => {
    expect(barShowsTitle(placeInDay(at(11), at(15, 15), day)!)).toBe(true)
    expect(barShowsTitle(placeInDay(at(8), at(20), day)!)).toBe(true)
  })
  it('not in a shorter one (a two-hour table, a 50-minute massage)', () => {
    expect(barShowsTitle(placeInDay(at(11), at(15, 14), day)!)).toBe(false)
    expect(barShowsTitle(placeInDay(at(19), at(21), day)!)).toBe(false)
    expect(barShowsTitle(placeInDay(at(10), at(10, 50), day)!)).toBe(false)
  })
  it('counts what is drawn that day: a long stay cut at midnight shows it only where it is long', () => {
    expect(barShowsTitle(placeInDay(at(22), at(30), day)!)).toBe(false)
  })
})

describe('slotAtFraction', () => {
  const days = weekDays(new Date(2026, 10, 23)).map(dayWindow)
  const at = (d: number, h: number, m = 0) => new Date(2026, 10, 23 + d, h, m).getTime()

  it('names the day and the nearest half hour a click on the track falls at', () => {
    // Each day is a seventh of the track, 7:00 to midnight (17 hours).
    const click = (d: number, hours: number) => (d + hours / 17) / 7
    expect(slotAtFraction(days, 0)).toBe(at(0, 7))
    expect(slotAtFraction(days, click(1, 13))).toBe(at(1, 20))
    expect(slotAtFraction(days, click(3, 13 + 10 / 60))).toBe(at(3, 20))
    expect(slotAtFraction(days, click(3, 13 + 20 / 60))).toBe(at(3, 20, 30))
    // The end of Sunday stays in Sunday: its last half hour.
    expect(slotAtFraction(days, 0.999999)).toBe(at(6, 23, 30))
  })

  it('is null off the track', () => {
    expect(slotAtFraction(days, -0.1)).toBeNull()
    expect(slotAtFraction(days, 1)).toBeNull()
    expect(slotAtFraction([], 0.5)).toBeNull()
  })
})

describe('coversByHour', () => {
  const monday = new Date(2026, 10, 23)
  const windows = weekDays(monday).map(dayWindow)
  const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, 23 + day, hour, minute)
  const booking = (day: number, from: number, to: number, covers: number, status = 'Accepted') => ({
    start: at(day, from),
    end: at(day, to),
    status,
    covers,
  })

  it('counts the guests of coming bookings in every hour their tables are held', () => {
    const covers = coversByHour(
      [
        booking(0, 19, 21, 4),
        booking(0, 20, 22, 2, 'Active'),
        booking(0, 20, 21, 6, 'Canceled'),
        booking(2, 12, 13, 3, 'Pending'),
      ],
      windows,
    )
    // Monday, by hour from 7:00: 19:00 holds 4, 20:00 holds 4 + 2, 21:00 holds 2.
    expect(covers[0]![19 - 7]).toBe(4)
    expect(covers[0]![20 - 7]).toBe(6)
    expect(covers[0]![21 - 7]).toBe(2)
    expect(covers[0]![22 - 7]).toBe(0)
    expect(covers[2]![12 - 7]).toBe(3)
    expect(covers[1]!.every((c) => c === 0)).toBe(true)
  })

  it('a booking over part of an hour counts in it; one past midnight in each day it touches', () => {
    const covers = coversByHour(
      [{ start: at(0, 19, 30), end: at(1, 8, 15), status: 'Accepted', covers: 2 }],
      windows,
    )
    expect(covers[0]![19 - 7]).toBe(2)
    expect(covers[0]![23 - 7]).toBe(2)
    expect(covers[1]![7 - 7]).toBe(2)
    expect(covers[1]![8 - 7]).toBe(2)
    expect(covers[1]![9 - 7]).toBe(0)
  })
})
