import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  EMPLOYEE_SHIFT_BASE,
  GUEST_REPORT_PATH,
  OLD_RESERVATION_BASE,
  PUSH_PATH,
  RESERVATION_BASE,
  SPA_APPOINTMENT_BASE,
  STAY_BASE,
  type ErrorBody,
  type PushReply,
} from '../../sync/protocol/index.ts'
import * as t from '../../server/db/schema.ts'
import { addDays, errorOf, withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'
import { booking, restaurantTables } from '../helpers/reservations.ts'
import { appointment, newTreatment, therapists } from '../helpers/spa.ts'

/*
 * Dates no hotel could mean (issue 16 §3): every route and push action refuses them with a 400
 * naming the field and writes nothing (sync/protocol/rules/date-window.ts).
 */
describe('dates outside the sane window', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))
  const expectRefused = (reply: { status: number; body: unknown; text: string }, field: string) => {
    expect(reply.status, reply.text).toBe(400)
    expect(errorOf(reply)).toMatchObject({ code: 'validation', field })
  }
  const rowsOf = async (table: typeof t.reservations | typeof t.spaAppointments | typeof t.stays) =>
    (await hotel.server.ctx.db.select({ n: count() }).from(table))[0]!.n

  it('by-date reads answer 400, not 500, for years 0001 and 9999', async () => {
    const { desk, server } = hotel
    for (const [from, to, field] of [
      ['0001-01-01', '2026-01-01', 'from'],
      ['2026-01-01', '9999-12-31', 'to'],
    ] as const) {
      const reply = await desk.as(
        'owner',
        'GET',
        `${SPA_APPOINTMENT_BASE}/GetSpaAppontmentsByDate/${from}/${to}`,
      )
      expectRefused(reply, field)
    }
    const restaurant = server.demo.services.restaurant._id
    for (const date of ['0001-01-01', '9999-06-01', '1999-12-31']) {
      const reply = await desk.as(
        'owner',
        'POST',
        `${OLD_RESERVATION_BASE}/GetAccpetedReservationsByDate/${server.demo.businessId}/${restaurant}`,
        { date },
      )
      expectRefused(reply, 'date')
    }
    const fine = await desk.as(
      'owner',
      'POST',
      `${OLD_RESERVATION_BASE}/GetAccpetedReservationsByDate/${server.demo.businessId}/${restaurant}`,
      { date: addDays(0) },
    )
    expect(fine.status, fine.text).toBe(200)
    const report = await desk.as('owner', 'POST', GUEST_REPORT_PATH, {
      type: 'daily',
      dataType: 0,
      service_id: restaurant,
      business_id: server.demo.businessId,
      startDate: '0001-01-01',
      endDate: '0001-01-02',
    })
    expectRefused(report, 'startDate')
  })

  it('reservations in 0001, 1970 or two years ahead are refused, route and push alike', async () => {
    const { desk, server } = hotel
    const before = await rowsOf(t.reservations)
    for (const time of [
      '0001-01-01T19:00:00.000Z',
      '1970-01-01T19:00:00.000Z',
      `${addDays(2 * 366)}T19:00:00.000Z`,
      `${addDays(-40)}T19:00:00.000Z`,
    ]) {
      const body = booking(server, { time })
      const reply = await desk.as(
        'owner',
        'POST',
        `${RESERVATION_BASE}/createAcceptedReservationWithTable`,
        body,
      )
      expectRefused(reply, 'time')
      const pushed = await desk.as('owner', 'POST', PUSH_PATH, {
        actions: [{ id: randomUUID(), type: 'reservation.create', payload: body }],
      })
      expect(pushed.status).toBe(200)
      const [result] = (pushed.body as PushReply).results
      expect([result?.status, (result?.body as ErrorBody).field]).toEqual([400, 'time'])
    }
    expect(await rowsOf(t.reservations)).toBe(before)
    // Staff may still write one down a few days late, and book months ahead.
    for (const days of [-3, 200]) {
      const reply = await desk.as(
        'owner',
        'POST',
        `${RESERVATION_BASE}/createAcceptedReservationWithTable`,
        booking(server, {
          time: `${addDays(days)}T19:00:00.000Z`,
          table_id: restaurantTables(server).T1,
        }),
      )
      expect(reply.status, reply.text).toBe(200)
    }
  })

  it('spa appointments and shift weeks far away are refused', async () => {
    const { desk, server } = hotel
    const { treatment } = await newTreatment(server, desk)
    const before = await rowsOf(t.spaAppointments)
    const far = appointment(server, treatment._id, '0001-01-01T10:00:00.000Z')
    expectRefused(
      await desk.as('owner', 'POST', `${SPA_APPOINTMENT_BASE}/createSpaAppointment`, far),
      'time',
    )
    expectRefused(
      await desk.as(
        'owner',
        'POST',
        `${SPA_APPOINTMENT_BASE}/createSpaAppointment`,
        appointment(server, treatment._id, '9999-01-01T10:00:00.000Z'),
      ),
      'time',
    )
    expect(await rowsOf(t.spaAppointments)).toBe(before)

    const sara = (await therapists(server)).Sara!
    const shiftsBefore = (await server.ctx.db.select({ n: count() }).from(t.employeeShifts))[0]!.n
    for (const day of ['0001-01-01', '9999-12-27']) {
      const reply = await desk.as('owner', 'PUT', `${EMPLOYEE_SHIFT_BASE}/saveWeek`, {
        business_id: server.demo.businessId,
        service_id: server.demo.services.spa._id,
        target_employee_id: sara,
        week_start: day,
        days: [{ date: day, shift_id: 'spa-morning' }],
      })
      expectRefused(reply, 'week_start')
    }
    const shiftsAfter = (await server.ctx.db.select({ n: count() }).from(t.employeeShifts))[0]!.n
    expect(shiftsAfter).toBe(shiftsBefore)
  })

  it('stays: a checkout in 9999, a stay over a year, a checkout before arrival are refused', async () => {
    const { desk } = hotel
    const room = await desk.newRoom()
    const before = await rowsOf(t.stays)
    const checkIn = (checkout: string) =>
      desk.as('reception', 'POST', `${STAY_BASE}/generateNewPasswordAndCheckIn`, {
        room_id: room._id,
        _id: randomUUID(),
        checkout,
      })
    expectRefused(await checkIn('9999-12-31'), 'checkout')
    expectRefused(await checkIn(addDays(400)), 'checkout')
    expectRefused(await checkIn(addDays(-1)), 'checkout')
    const addStay = (arrival: string, checkout: string) =>
      desk.as('reception', 'POST', `${STAY_BASE}/addStay`, {
        _id: randomUUID(),
        room_id: room._id,
        arrival,
        checkout,
      })
    expectRefused(await addStay('0001-01-01', addDays(3)), 'arrival')
    expectRefused(await addStay(addDays(10), addDays(10 + 367)), 'checkout')
    expectRefused(await addStay(addDays(10), addDays(9)), 'checkout')
    const pushed = await desk.as('reception', 'POST', PUSH_PATH, {
      actions: [
        {
          id: randomUUID(),
          type: 'stay.add',
          payload: {
            _id: randomUUID(),
            room_id: room._id,
            arrival: addDays(5),
            checkout: '9999-01-01',
            business_id: hotel.businessId,
            room_name: room.name,
          },
        },
      ],
    })
    const [result] = (pushed.body as PushReply).results
    expect([result?.status, (result?.body as ErrorBody).field]).toEqual([400, 'checkout'])
    expect(await rowsOf(t.stays)).toBe(before)

    // Extend: a checkout past a year of stay is refused, the stay keeps its date.
    const stay = await desk.checkIn(room, { checkout: addDays(3) })
    expectRefused(
      await desk.as('reception', 'PUT', `${STAY_BASE}/updateCheckoutDate`, {
        stay_id: stay._id,
        checkout: addDays(367),
      }),
      'checkout',
    )
    const [kept] = await hotel.server.ctx.db.select().from(t.stays).where(eq(t.stays.id, stay._id))
    expect(kept?.checkout).toBe(addDays(3))
  })
})
