import { describe, expect, it } from 'vitest'
import {
  claimedSlots,
  closedDays,
  daySlots as daySlotsIn,
  guestDates,
  hoursOn,
  hourMinuteOf,
  isClosedOn,
  isOpenSlot as isOpenSlotIn,
  publicDates,
  rangesOverlap,
  reopeningDay,
  reservationLengthMinutes,
  slotAvailable,
  tableLengthMinutes,
  type Holding,
  type SlotTable,
} from './slots.ts'

// These cases are a hotel on UTC; the zoned ones are in hotel-clock.test.ts.
const daySlots = (...a: Parameters<typeof daySlotsIn> extends [...infer P, string] ? P : never) =>
  daySlotsIn(...a, 'UTC')
const isOpenSlot = (
  ...a: Parameters<typeof isOpenSlotIn> extends [...infer P, string] ? P : never
) => isOpenSlotIn(...a, 'UTC')
const at = (text: string) => Date.parse(text)
const times = (slots: number[]) =>
  slots.map((s) => {
    const { h, m } = hourMinuteOf(s, 'UTC')
    return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
  })
const hours = (sh: number, sm: number, eh: number, em: number) => ({
  start: { h: sh, m: sm },
  end: { h: eh, m: em },
})

describe('reservation slots', () => {
  it('steps every 15 minutes inside the working hours, the last slot ending at closing', () => {
    const slots = daySlots(hours(18, 0, 19, 0), '2026-12-01', at('2026-11-30T12:00:00Z'))
    expect(times(slots)).toEqual(['18:00', '18:15', '18:30', '18:45'])
  })

  it('starts today from the next quarter hour', () => {
    const day = '2026-12-01'
    expect(times(daySlots(hours(9, 0, 11, 0), day, at(`${day}T09:07:00Z`)))).toEqual([
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
    ])
    // exactly on a quarter: that one has begun, the next is offered
    expect(times(daySlots(hours(9, 0, 10, 0), day, at(`${day}T09:30:00Z`)))).toEqual(['09:45'])
    // after closing: nothing left today
    expect(daySlots(hours(9, 0, 10, 0), day, at(`${day}T10:00:00Z`))).toEqual([])
  })

  it('runs past midnight when closing is before opening, and has no slots on a closed day', () => {
    const slots = daySlots(hours(23, 0, 0, 30), '2026-12-01', 0)
    expect(times(slots)).toEqual(['23:00', '23:15', '23:30', '23:45', '00:00', '00:15'])
    expect(daySlots(null, '2026-12-01', 0)).toEqual([])
  })

  it('takes a slot after midnight of hours that run past it as open', () => {
    const late = { mon: hours(18, 0, 1, 0) }
    // Monday 2026-11-30 18:00 to Tuesday 01:00
    expect(isOpenSlot(late, at('2026-12-01T00:30:00Z'), 0)).toBe(true)
    expect(isOpenSlot(late, at('2026-11-30T18:00:00Z'), 0)).toBe(true)
    expect(isOpenSlot(late, at('2026-12-01T01:00:00Z'), 0)).toBe(false)
    expect(isOpenSlot(late, at('2026-12-01T18:00:00Z'), 0)).toBe(false) // no Tuesday hours
    expect(isOpenSlot(late, at('2026-12-01T00:30:00Z'), at('2026-12-01T00:30:00Z'))).toBe(false)
  })

  it('takes the day of the week, and 00:00 to 00:15 every day for a service without hours', () => {
    const week = { tue: hours(8, 0, 9, 0) }
    expect(hoursOn(week, '2026-12-01')).toEqual(hours(8, 0, 9, 0)) // a Tuesday
    expect(hoursOn(week, '2026-12-02')).toBeNull()
    expect(times(daySlots(hoursOn(null, '2026-12-02'), '2026-12-02', 0))).toEqual(['00:00'])
  })

  it('holds a table 120 minutes, or its own length (4 slots an hour plus minutes / 15)', () => {
    expect(tableLengthMinutes(null)).toBe(120)
    expect(tableLengthMinutes({ h: 1, m: 30 })).toBe(90)
    expect(tableLengthMinutes({ h: 0, m: 40 })).toBe(45)
    expect(tableLengthMinutes({ h: 0, m: 0 })).toBe(120)
    expect(reservationLengthMinutes([{ h: 1, m: 0 }, null])).toBe(120)
    expect(
      reservationLengthMinutes([
        { h: 3, m: 0 },
        { h: 1, m: 0 },
      ]),
    ).toBe(180)
    expect(reservationLengthMinutes([])).toBe(120)
  })

  it('lets adjacent bookings both stand: an end equal to the next start is no overlap', () => {
    const nine = at('2026-12-01T19:00:00Z')
    const eleven = at('2026-12-01T21:00:00Z')
    expect(rangesOverlap(nine, 120, eleven, 120)).toBe(false)
    expect(rangesOverlap(eleven, 120, nine, 120)).toBe(false)
    expect(rangesOverlap(nine, 120, eleven - 15 * 60_000, 120)).toBe(true)
    expect(rangesOverlap(nine, 15, nine, 15)).toBe(true)
    expect(claimedSlots(nine, 60).map((s) => new Date(s).toISOString())).toEqual([
      '2026-12-01T19:00:00.000Z',
      '2026-12-01T19:15:00.000Z',
      '2026-12-01T19:30:00.000Z',
      '2026-12-01T19:45:00.000Z',
    ])
  })

  it('offers guests today to today plus 10 days', () => {
    const dates = guestDates('2026-12-28')
    expect(dates).toHaveLength(11)
    expect(dates[0]).toBe('2026-12-28')
    expect(dates.at(-1)).toBe('2027-01-07')
  })

  it('offers the public the next 7 days without the closed ones, reopening the day after', () => {
    const closed = closedDays({ start: '2026-12-02', end: '2026-12-03T00:00:00.000Z' })
    expect(publicDates('2026-12-01', closed)).toEqual([
      '2026-12-01',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
    ])
    expect(publicDates('2026-12-01', null)).toHaveLength(7)
    expect(isClosedOn(closed, '2026-12-03')).toBe(true)
    expect(isClosedOn(closed, '2026-12-04')).toBe(false)
    expect(reopeningDay(closed!)).toBe('2026-12-04')
    expect(closedDays({ start: 'soon' })).toBeNull()
  })

  it('finds room for a party: free tables together for positional, seats left otherwise', () => {
    const tables: SlotTable[] = [
      { _id: 'a', capacity: 4, length: null },
      { _id: 'b', capacity: 2, length: { h: 1, m: 0 } },
    ]
    const seven = at('2026-12-01T19:00:00Z')
    const taken: Holding[] = [{ time: seven, length: 120, tableIds: ['a'], number: 4 }]
    expect(slotAvailable(seven, 6, tables, [], true)).toBe(true)
    expect(slotAvailable(seven, 6, tables, taken, true)).toBe(false)
    expect(slotAvailable(seven, 2, tables, taken, true)).toBe(true)
    // a is free again at nine (adjacent)
    expect(slotAvailable(seven + 2 * 3600_000, 6, tables, taken, true)).toBe(true)
    // not positional: 6 seats, 4 booked
    const party: Holding[] = [{ time: seven, length: 120, tableIds: [], number: 4 }]
    expect(slotAvailable(seven, 2, tables, party, false)).toBe(true)
    expect(slotAvailable(seven, 3, tables, party, false)).toBe(false)
    expect(slotAvailable(seven, 50, [], party, false)).toBe(true)
  })
})
