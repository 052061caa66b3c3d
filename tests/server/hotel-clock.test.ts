import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { RESERVATION_BASE, STAY_BASE, hhmmIn, type FreeSlot } from '../../sync/protocol/index.ts'
import { errorOf, withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'
import { hotelDay } from '../helpers/reservations.ts'

/*
 * The hotel's clock on the server (issue 16 §1): the demo hotel is in Europe/Belgrade, whatever
 * zone the server runs in (CI runs this suite under TZ=America/New_York too).
 */
describe("the hotel's clock", () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))
  const restaurant = () => hotel.server.demo.services.restaurant._id

  it('free slots are real quarter hours of the hotel’s day: 92 and 100 on the days the clocks change', async () => {
    const allDay = { h: 0, m: 0 }
    const week = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [
        d,
        { start: allDay, end: allDay },
      ]),
    )
    await hotel.server.ctx.db
      .update(t.services)
      .set({ workingHours: week })
      .where(eq(t.services.id, restaurant()))
    const slots = async (day: string) => {
      const reply = await hotel.desk.as(
        'manager',
        'GET',
        `${RESERVATION_BASE}/getFreeApointments/${restaurant()}/${day}/2`,
      )
      expect(reply.status, reply.text).toBe(200)
      return reply.body as FreeSlot[]
    }
    // Last Sundays of March and October 2027 (within a year of the booking window).
    const spring = await slots('2027-03-28')
    expect(spring).toHaveLength(92)
    expect(spring.map((s) => `${s.time.h}:${s.time.m}`)).not.toContain('2:30')
    const autumn = await slots('2027-10-31')
    expect(autumn).toHaveLength(100)
    // 02:15 happens twice that night, an hour apart.
    const twice = autumn.filter((s) => s.time.h === 2 && s.time.m === 15).map((s) => s.at)
    expect(twice).toEqual(['2027-10-31T00:15:00.000Z', '2027-10-31T01:15:00.000Z'])
    // An ordinary day: 96; each slot's wall time is the Belgrade clock of its instant.
    const plain = await slots(hotelDay(20))
    expect(plain).toHaveLength(96)
    for (const s of plain.slice(0, 8))
      expect(hhmmIn(Date.parse(s.at), 'Europe/Belgrade')).toBe(
        `${String(s.time.h).padStart(2, '0')}:${String(s.time.m).padStart(2, '0')}`,
      )
  })

  it('a check-in queued offline keeps the hotel day it was made, not the day it syncs', async () => {
    const room = await hotel.desk.newRoom()
    const yesterday = hotelDay(-1)
    const stay = await hotel.desk.checkIn(room, { arrival: yesterday, checkout: hotelDay(2) })
    expect(stay.arrival).toBe(yesterday)

    const other = await hotel.desk.newRoom()
    for (const arrival of [hotelDay(1), hotelDay(-15), '2026-02-30']) {
      const reply = await hotel.desk.as(
        'reception',
        'POST',
        `${STAY_BASE}/generateNewPasswordAndCheckIn`,
        {
          room_id: other._id,
          checkout: hotelDay(3),
          arrival,
        },
      )
      expect(reply.status, `${arrival}: ${reply.text}`).toBe(400)
      expect(errorOf(reply).field).toBe('arrival')
    }
    // Without one, the hotel's today.
    const today = await hotel.desk.checkIn(other)
    expect(today.arrival).toBe(hotelDay(0))
  })
})
