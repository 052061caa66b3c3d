import { describe, expect, it } from 'vitest'
import {
  clockIn,
  dayIn,
  dayMinutesIn,
  fromShownDate,
  hhmmIn,
  hotelFormat,
  instantAt,
  instantOf,
  isTimeZone,
  minutesIn,
  shownDate,
  startOfDayIn,
  todayIn,
  wallMidnight,
  zoneOf,
  zoneOffset,
} from './hotel-clock.ts'
import { daySlots, hourMinuteOf, isOpenSlot } from './slots.ts'
import { shiftSpan, treatmentStarts } from './spa-slots.ts'

const BELGRADE = 'Europe/Belgrade'
const NEW_YORK = 'America/New_York'
const TOKYO = 'Asia/Tokyo'
const H = 3_600_000
const iso = (at: number) => new Date(at).toISOString()

describe("the hotel's clock", () => {
  it('knows IANA zones and falls back to UTC for a business without one', () => {
    expect(isTimeZone(BELGRADE)).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
    expect(zoneOf({ time_zone: TOKYO })).toBe(TOKYO)
    expect(zoneOf({})).toBe('UTC')
    expect(zoneOf(null)).toBe('UTC')
  })

  it('reads the offset of the zone at an instant, summer and winter', () => {
    expect(zoneOffset(Date.parse('2026-07-01T12:00:00Z'), BELGRADE)).toBe(2 * H)
    expect(zoneOffset(Date.parse('2026-12-01T12:00:00Z'), BELGRADE)).toBe(1 * H)
    expect(zoneOffset(Date.parse('2026-12-01T12:00:00Z'), NEW_YORK)).toBe(-5 * H)
    expect(zoneOffset(Date.parse('2026-12-01T12:00:00Z'), 'Asia/Kathmandu')).toBe(5.75 * H)
  })

  it('changes the offset at the very instant the clocks change, on days it keeps per day', () => {
    // Belgrade goes back at 01:00 UTC on 25 October 2026 (03:00 summer time -> 02:00).
    expect(zoneOffset(Date.parse('2026-10-24T12:00:00Z'), BELGRADE)).toBe(2 * H)
    expect(zoneOffset(Date.parse('2026-10-25T00:59:59.999Z'), BELGRADE)).toBe(2 * H)
    expect(zoneOffset(Date.parse('2026-10-25T01:00:00Z'), BELGRADE)).toBe(1 * H)
    expect(zoneOffset(Date.parse('2026-10-25T00:00:00Z'), BELGRADE)).toBe(2 * H)
    expect(zoneOffset(Date.parse('2026-10-25T23:59:59.999Z'), BELGRADE)).toBe(1 * H)
    // New York goes forward at 07:00 UTC on 8 March 2026; Lord Howe by half an hour at 15:30 UTC
    // on 3 October 2026 (02:00 -> 02:30 on the 4th).
    expect(zoneOffset(Date.parse('2026-03-08T06:45:00Z'), NEW_YORK)).toBe(-5 * H)
    expect(zoneOffset(Date.parse('2026-03-08T07:00:00Z'), NEW_YORK)).toBe(-4 * H)
    expect(zoneOffset(Date.parse('2026-10-03T15:29:00Z'), 'Australia/Lord_Howe')).toBe(10.5 * H)
    expect(zoneOffset(Date.parse('2026-10-03T15:30:00Z'), 'Australia/Lord_Howe')).toBe(11 * H)
  })

  it('agrees with Intl at every quarter hour of a year in zones with and without summer time', () => {
    const formats = new Map<string, Intl.DateTimeFormat>()
    const reference = (at: number, zone: string): number => {
      let format = formats.get(zone)
      if (!format) {
        format = new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
        })
        formats.set(zone, format)
      }
      const parts = format.formatToParts(at)
      const n = (type: string) => Number(parts.find((p) => p.type === type)!.value)
      return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute')) - at
    }
    for (const zone of [BELGRADE, NEW_YORK, 'Australia/Lord_Howe', 'Asia/Kathmandu']) {
      const wrong: string[] = []
      for (
        let at = Date.parse('2026-01-01T00:00:00Z');
        at < Date.parse('2027-01-01');
        at += 15 * 60_000
      ) {
        if (zoneOffset(at, zone) !== reference(at, zone)) wrong.push(iso(at))
      }
      expect(wrong, zone).toEqual([])
    }
  })

  it('turns a wall time of a day into its instant and back', () => {
    const at = instantAt('2026-11-27', 21 * 60 + 30, BELGRADE)
    expect(iso(at)).toBe('2026-11-27T20:30:00.000Z')
    expect(hhmmIn(at, BELGRADE)).toBe('21:30')
    expect(hhmmIn(at, NEW_YORK)).toBe('15:30')
    expect(dayIn(at, TOKYO)).toBe('2026-11-28')
    expect(clockIn(at, BELGRADE)).toEqual({ h: 21, m: 30 })
    expect(iso(startOfDayIn('2026-11-27', NEW_YORK))).toBe('2026-11-27T05:00:00.000Z')
  })

  it('reads the minute of the hotel’s day, and only real days', () => {
    expect(minutesIn(Date.parse('2026-11-27T20:30:00Z'), BELGRADE)).toBe(21 * 60 + 30)
    expect(minutesIn(Date.parse('2026-11-27T23:59:00Z'), BELGRADE)).toBe(59)
    expect(wallMidnight('2026-02-28')).toBe(Date.UTC(2026, 1, 28))
    expect(wallMidnight('0001-01-01')).toBe(Date.parse('0001-01-01T00:00:00Z'))
    expect(wallMidnight('2026-02-30')).toBeNaN()
    expect(wallMidnight('26-02-01')).toBeNaN()
  })

  it("takes today from the hotel's zone, not the device's", () => {
    // 23:30 UTC on 27 November: already the 28th in Belgrade, still the 27th in New York.
    const now = Date.parse('2026-11-27T23:30:00Z')
    expect(todayIn(BELGRADE, now)).toBe('2026-11-28')
    expect(todayIn(NEW_YORK, now)).toBe('2026-11-27')
    expect(todayIn('UTC', now)).toBe('2026-11-27')
  })

  it('has 23 and 25 hour days when the clocks change', () => {
    expect(dayMinutesIn('2026-03-29', BELGRADE)).toBe(23 * 60)
    expect(dayMinutesIn('2026-10-25', BELGRADE)).toBe(25 * 60)
    expect(dayMinutesIn('2026-10-26', BELGRADE)).toBe(24 * 60)
    expect(dayMinutesIn('2026-11-01', NEW_YORK)).toBe(25 * 60)
  })

  it('moves a wall time the clocks skip forward, and takes the first of a repeated one', () => {
    // 29 March 2026, Belgrade: 02:00 becomes 03:00; 02:30 does not exist.
    expect(hhmmIn(instantAt('2026-03-29', 150, BELGRADE), BELGRADE)).toBe('03:30')
    // 25 October 2026: 02:30 happens twice (+2 then +1); the first is 00:30 UTC.
    expect(iso(instantAt('2026-10-25', 150, BELGRADE))).toBe('2026-10-25T00:30:00.000Z')
    expect(instantOf(wallMidnight('2026-10-25'), BELGRADE)).toBe(Date.parse('2026-10-24T22:00:00Z'))
  })

  it('formats in the zone whatever the device, and shows Dates whose local fields are the hotel', () => {
    const at = Date.parse('2026-11-27T20:30:00Z')
    const format = hotelFormat('en-GB', { hour: '2-digit', minute: '2-digit' }, BELGRADE)
    expect(format.format(at)).toBe('21:30')
    const shown = shownDate(at, BELGRADE)
    expect([shown.getHours(), shown.getMinutes(), shown.getDate()]).toEqual([21, 30, 27])
    expect(fromShownDate(shown, BELGRADE)).toBe(at)
  })
})

describe('slots on the hotel clock', () => {
  const allDay = { start: { h: 0, m: 0 }, end: { h: 0, m: 0 } }
  const evening = { start: { h: 18, m: 0 }, end: { h: 22, m: 0 } }

  it('labels slots with the wall clock of the zone', () => {
    const slots = daySlots(evening, '2026-11-27', 0, BELGRADE)
    expect(slots).toHaveLength(16)
    expect(iso(slots[0]!)).toBe('2026-11-27T17:00:00.000Z')
    expect(hourMinuteOf(slots.at(-1)!, BELGRADE)).toEqual({ h: 21, m: 45 })
    expect(isOpenSlot({ fri: evening }, Date.parse('2026-11-27T20:30:00Z'), 0, BELGRADE)).toBe(true)
    expect(isOpenSlot({ fri: evening }, Date.parse('2026-11-27T21:30:00Z'), 0, BELGRADE)).toBe(
      false,
    )
  })

  it('has the right number of slots on the days the clocks change', () => {
    // Open round the clock: 92 quarter hours on the last Sunday of March, 100 on October's.
    expect(daySlots(allDay, '2026-03-29', 0, BELGRADE)).toHaveLength(92)
    expect(daySlots(allDay, '2026-10-25', 0, BELGRADE)).toHaveLength(100)
    expect(daySlots(allDay, '2026-10-26', 0, BELGRADE)).toHaveLength(96)
    // An evening service is untouched by a change at night.
    expect(daySlots(evening, '2026-03-29', 0, BELGRADE)).toHaveLength(16)
    expect(daySlots(evening, '2026-10-25', 0, BELGRADE)).toHaveLength(16)
  })

  it('a night shift over the change lasts the hours that really pass', () => {
    const [start, end] = shiftSpan('2026-10-24', '22:00', '06:00', BELGRADE)
    expect((end - start) / H).toBe(9)
    const [s2, e2] = shiftSpan('2026-03-28', '22:00', '06:00', BELGRADE)
    expect((e2 - s2) / H).toBe(7)
  })

  it('spa treatment starts follow the zone', () => {
    const spa = {
      workingHours: { fri: { start: { h: 9, m: 0 }, end: { h: 11, m: 0 } } },
      options: {},
    }
    const starts = treatmentStarts(spa, 60, '2026-11-27', 0, NEW_YORK)
    expect(starts.map((s) => hhmmIn(s, NEW_YORK))).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
    ])
    expect(iso(starts[0]!)).toBe('2026-11-27T14:00:00.000Z')
  })
})
