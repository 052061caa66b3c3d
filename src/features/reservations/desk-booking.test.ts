import { describe, expect, it } from 'vitest'
import { instantAt } from '../../../sync/protocol/rules/index.ts'
import type { DiningTable } from '../../../sync/protocol/index.ts'
import {
  deskPayload,
  deskProblems,
  deskSlots,
  freeTables,
  nextFreeSlots,
  suggestTables,
  chooseTables,
  walkInPayload,
  type DeskData,
  type DeskForm,
} from './desk-booking.ts'
import { reservation } from './test-rows.ts'

const ZONE = 'Europe/Belgrade'
const DAY = '2026-11-27'
const at = (hh: number, mm = 0) => instantAt(DAY, hh * 60 + mm, ZONE)
const iso = (hh: number, mm = 0) => new Date(at(hh, mm)).toISOString()

const table = (
  name: string,
  capacity: number,
  overrides: Partial<DiningTable> = {},
): DiningTable => ({
  _id: name,
  business_id: 'b1',
  service_id: 'rest',
  name,
  active: true,
  type: 'square',
  rotation: 0,
  coordinate_x: 0.5,
  coordinate_y: 0.5,
  capacity,
  length: null,
  version: 1,
  ...overrides,
})

const data = (overrides: Partial<DeskData> = {}): DeskData => ({
  service: {
    _id: 'rest',
    workingHours: { fri: { start: { h: 12, m: 0 }, end: { h: 23, m: 0 } } },
    options: { positional: true },
  },
  tables: [table('T1', 2), table('T2', 4), table('T10', 8), table('T3', 4, { active: false })],
  reservations: [
    // T2 is held 19:00 to 21:00; a declined booking of T1 holds nothing.
    reservation({ _id: 'a', status: 'Accepted', time: iso(19), length: 120, table_ids: ['T2'] }),
    reservation({ _id: 'd', status: 'Declined', time: iso(19), length: 120, table_ids: ['T1'] }),
  ],
  zone: ZONE,
  ...overrides,
})

const form = (overrides: Partial<DeskForm> = {}): DeskForm => ({
  serviceId: 'rest',
  day: DAY,
  at: iso(20),
  guests: 2,
  tableIds: ['T1'],
  name: 'Horvat',
  phone: '',
  email: '',
  note: '',
  roomId: '',
  ...overrides,
})

describe('deskSlots', () => {
  it('offers the working hours in quarter hours, today from the current quarter hour on', () => {
    const all = deskSlots(data(), DAY, 2, at(8))
    expect(all[0]!.at).toBe(at(12))
    expect(all.at(-1)!.at).toBe(at(22, 45))
    expect(all).toHaveLength(44)
    // At 20:07 a walk-in is seated in the 20:00 quarter.
    expect(deskSlots(data(), DAY, 2, at(20, 7))[0]!.at).toBe(at(20))
  })

  it('offers the whole day to a service without working hours', () => {
    const open = data({ service: { _id: 'rest', workingHours: null, options: {} } })
    expect(deskSlots(open, DAY, 2, at(0) - 1)).toHaveLength(96)
  })

  it('says where the party finds no table: eight guests fit only at T10', () => {
    const busy = data({
      reservations: [
        reservation({ _id: 'x', status: 'Active', time: iso(19), length: 120, table_ids: ['T10'] }),
      ],
    })
    const slots = deskSlots(busy, DAY, 8, at(8))
    // 2 + 4 seats are left while T10 is held (from 17:15, as T10 is held for its 2 hours).
    expect(slots.find((s) => s.at === at(17))!.available).toBe(true)
    expect(slots.find((s) => s.at === at(17, 15))!.available).toBe(false)
    expect(slots.find((s) => s.at === at(20, 45))!.available).toBe(false)
    expect(slots.find((s) => s.at === at(21))!.available).toBe(true)
    expect(nextFreeSlots(busy, DAY, 8, at(19), at(8), 2)).toEqual([at(21), at(21, 15)])
  })
})

describe('freeTables and suggestTables', () => {
  it('offers the free active tables, the smallest that seats the party first', () => {
    const free = freeTables(data(), at(20), 3)
    expect(free.map((f) => [f.table.name, f.fits])).toEqual([
      ['T10', true],
      ['T1', false],
    ])
    expect(suggestTables(free, 3)).toEqual(['T10'])
    const lunch = freeTables(data(), at(13), 3)
    expect(lunch.map((f) => f.table.name)).toEqual(['T2', 'T10', 'T1'])
    expect(suggestTables(lunch, 3)).toEqual(['T2'])
  })

  it('puts tables together when none seats the party alone, and none when all cannot', () => {
    const free = freeTables(data(), at(13), 12)
    expect(suggestTables(free, 12)).toEqual(['T10', 'T2'])
    expect(suggestTables(free, 20)).toEqual([])
  })
})

describe('chooseTables', () => {
  it('keeps the table the desk started from while it is free and seats the party', () => {
    const free = freeTables(data(), at(13), 2)
    expect(chooseTables(free, 2, ['T10'])).toEqual(['T10'])
    // T2 is held at 20:00; T1 does not seat five: the suggestion instead.
    expect(chooseTables(freeTables(data(), at(20), 2), 2, ['T2'])).toEqual(['T1'])
    expect(chooseTables(freeTables(data(), at(13), 5), 5, ['T1'])).toEqual(['T10'])
    expect(chooseTables(free, 2, [])).toEqual(['T1'])
  })
})

describe('deskProblems', () => {
  it('takes a complete booking', () => {
    expect(deskProblems(form(), data(), at(8))).toEqual({})
  })

  it('names each field at fault', () => {
    expect(
      deskProblems(
        form({ at: '', name: ' ', phone: 'abc', email: 'x@', guests: 0, tableIds: [] }),
        data(),
        at(8),
      ),
    ).toEqual({
      at: 'required',
      name: 'required',
      phone: 'invalid',
      email: 'invalid',
      guests: 'invalid',
    })
    expect(deskProblems(form({ tableIds: [] }), data(), at(8))).toEqual({ tables: 'required' })
    expect(deskProblems(form({ tableIds: ['T2'] }), data(), at(8))).toEqual({ tables: 'taken' })
    expect(deskProblems(form({ guests: 5 }), data(), at(8))).toEqual({ tables: 'tooFewSeats' })
  })

  it('checks the seats left of a service booked without tables', () => {
    const seats = data({ service: { _id: 'rest', workingHours: null, options: {} } })
    // 14 seats at the active tables, 2 of them booked from 19:00.
    expect(deskProblems(form({ tableIds: [], guests: 12 }), seats, at(8))).toEqual({})
    expect(deskProblems(form({ tableIds: [], guests: 13 }), seats, at(8))).toEqual({ at: 'taken' })
  })
})

describe('deskPayload and walkInPayload', () => {
  it('sends what the desk filled, the tables and the length they set', () => {
    const long = data({ tables: [table('T1', 2, { length: { h: 1, m: 30 } })] })
    expect(
      deskPayload(form({ phone: ' +381 64 1234567 ', roomId: 'room1' }), long, 'b1', 'id1'),
    ).toEqual({
      _id: 'id1',
      business_id: 'b1',
      service_id: 'rest',
      time: iso(20),
      number: 2,
      name: 'Horvat',
      phone_number: '+381 64 1234567',
      room_id: 'room1',
      table_ids: ['T1'],
      length: 90,
    })
  })

  it("seats a walk-in in the current quarter hour for the table's length", () => {
    expect(walkInPayload(table('T10', 8), data(), 'b1', 'Walk-in', at(20, 7), 'w1')).toEqual({
      _id: 'w1',
      business_id: 'b1',
      service_id: 'rest',
      time: iso(20),
      number: 8,
      name: 'Walk-in',
      table_ids: ['T10'],
      length: 120,
    })
  })
})
