import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  SPA_APPOINTMENT_BASE,
  hhmmIn,
  type SpaAppointment,
  type SpaFreeSlot,
} from '../../sync/protocol/index.ts'
import * as t from '../../server/db/schema.ts'
import { DEMO_TIME_ZONE } from '../../server/seed-data.ts'
import { call, login } from '../helpers/http.ts'
import { guestCookie } from '../helpers/orders.ts'
import { expectOverlapOnPostgres, watchTransactions } from '../helpers/overlap.ts'
import { errorOf, withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'
import { setServiceOptions } from '../helpers/reservations.ts'
import { appointment, at, book, dayIn, newTreatment, onShift, therapists } from '../helpers/spa.ts'

const A = SPA_APPOINTMENT_BASE

describe('spa appointments: free slots and no double booking', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))
  const claimsOf = async (id: string) => ({
    therapist: await hotel.server.ctx.db
      .select()
      .from(t.therapistClaims)
      .where(eq(t.therapistClaims.appointmentId, id)),
    room: await hotel.server.ctx.db
      .select()
      .from(t.spaRoomClaims)
      .where(eq(t.spaRoomClaims.appointmentId, id)),
  })

  it('20 simultaneous bookings of the last free slot: exactly one stands, 19 are told why (serialised on PGlite, truly parallel on PostgreSQL)', async () => {
    const { treatment } = await newTreatment(hotel.server, hotel.desk)
    const day = dayIn(20)
    const staff = await therapists(hotel.server)
    await onShift(hotel.server, hotel.desk, day, [staff.Sara!])
    const overlap = watchTransactions(hotel.server.database)
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        hotel.desk.as(
          'owner',
          'POST',
          `${A}/createSpaAppointment`,
          appointment(hotel.server, treatment._id, at(day, '10:00')),
        ),
      ),
    )
    expectOverlapOnPostgres(overlap)
    const ok = replies.filter((r) => r.status === 200)
    const refused = replies.filter((r) => r.status === 409)
    expect(ok).toHaveLength(1)
    expect(refused).toHaveLength(19)
    for (const r of refused) {
      expect(['spa.unavailable', 'spa.taken']).toContain(errorOf(r).code)
      expect(errorOf(r).message).toMatch(/spa room|therapist/i)
    }
    const made = ok[0]!.body as SpaAppointment
    expect(made).toMatchObject({ status: 'Pending', Therapist: null, room_hold: 75 })
    const claims = await claimsOf(made._id)
    expect(claims.room).toHaveLength(5) // 60 minutes + 15 cleaning
    const rows = await hotel.server.ctx.db
      .select()
      .from(t.spaAppointments)
      .where(eq(t.spaAppointments.treatmentId, treatment._id))
    expect(rows).toHaveLength(1)
  })

  it('free slots follow the shifts, the therapist break and the room; adjacent slots both stand', async () => {
    const { treatment } = await newTreatment(hotel.server, hotel.desk)
    const day = dayIn(21)
    const staff = await therapists(hotel.server)
    const slots = async () => {
      const reply = await hotel.desk.as(
        'owner',
        'GET',
        `${A}/getFreeAppointmentsWithTherapists/${treatment._id}?date=${day}&persons=1`,
      )
      expect(reply.status, reply.text).toBe(200)
      return reply.body as (Omit<SpaFreeSlot, 'therapists'> & { therapists: { _id: string }[] })[]
    }
    const free = (list: Awaited<ReturnType<typeof slots>>) =>
      list.filter((s) => s.available).map((s) => hhmmIn(Date.parse(s.at), DEMO_TIME_ZONE))
    // nobody on shift: a therapist-driven treatment has no free slot
    expect(free(await slots())).toEqual([])
    await onShift(hotel.server, hotel.desk, day, [staff.Sara!])
    const morning = free(await slots())
    expect(morning[0]).toBe('08:00')
    expect(morning.at(-1)).toBe('13:00') // the 08:00-14:00 shift holds the whole treatment
    const first = await book(
      hotel.desk,
      appointment(hotel.server, treatment._id, at(day, '10:00'), { Therapist: staff.Sara }),
    )
    const after = free(await slots())
    expect(after).not.toContain('10:00')
    expect(after).not.toContain('11:00') // Sara rests until 11:15, the room is cleaned until 11:15
    expect(after).toContain('11:15')
    expect(after).toContain('08:45') // ends 09:45 + break 10:00: adjacent
    const adjacent = await book(
      hotel.desk,
      appointment(hotel.server, treatment._id, at(day, '11:15'), { Therapist: staff.Sara }),
    )
    const before = await book(
      hotel.desk,
      appointment(hotel.server, treatment._id, at(day, '08:45'), { Therapist: staff.Sara }),
    )
    for (const made of [first, adjacent, before]) expect(made.status).toBe('Pending')
    const plain = await hotel.desk.as(
      'owner',
      'GET',
      `${A}/getFreeAppointments/${treatment._id}?date=${day}`,
    )
    expect(plain.status).toBe(200)
    expect((plain.body as object[])[0]).not.toHaveProperty('therapists')
  })

  it('moving an appointment onto a taken therapist is refused with the reason, nothing changes', async () => {
    const one = await newTreatment(hotel.server, hotel.desk)
    const two = await newTreatment(hotel.server, hotel.desk)
    const day = dayIn(22)
    const staff = await therapists(hotel.server)
    await onShift(hotel.server, hotel.desk, day, [staff.Sara!, staff.Elena!])
    const sara = await book(
      hotel.desk,
      appointment(hotel.server, one.treatment._id, at(day, '10:00'), { Therapist: staff.Sara }),
    )
    const elena = await book(
      hotel.desk,
      appointment(hotel.server, two.treatment._id, at(day, '10:30'), { Therapist: staff.Elena }),
    )
    const move = await hotel.desk.as('owner', 'PUT', `${A}/updateSpaAppointment`, {
      _id: elena._id,
      Therapist: staff.Sara,
    })
    expect(move.status).toBe(409)
    expect(errorOf(move)).toMatchObject({
      code: 'spa.taken',
      field: 'Therapist',
      message: `Therapist Sara Nikolić is already booked on ${day} from 10:00 to 11:15.`,
    })
    const [kept] = await hotel.server.ctx.db
      .select()
      .from(t.spaAppointments)
      .where(eq(t.spaAppointments.id, elena._id))
    expect(kept!.therapistId).toBe(staff.Elena)
    expect((await claimsOf(elena._id)).therapist).toHaveLength(5)
    // moved to 11:15 (after Sara's break) it stands, and holds her from then on
    const later = await hotel.desk.as('owner', 'PUT', `${A}/updateSpaAppointment`, {
      _id: elena._id,
      Therapist: staff.Sara,
      time: at(day, '11:15'),
    })
    expect(later.status, later.text).toBe(200)
    expect(later.body).toMatchObject({ Therapist: staff.Sara, time: at(day, '11:15') })
    const claims = await claimsOf(elena._id)
    expect(claims.therapist.map((c) => c.employeeId)).toEqual(Array(5).fill(staff.Sara))
    // resizing the first one over it is refused too
    const longer = await hotel.desk.as('owner', 'PUT', `${A}/updateSpaAppointment`, {
      _id: sara._id,
      length: 90,
    })
    expect(longer.status).toBe(409)
    expect(errorOf(longer).code).toBe('spa.taken')
  })

  it('the popup steps: accept needs a therapist, decline a reason; finish cleaning frees the room', async () => {
    const { treatment } = await newTreatment(hotel.server, hotel.desk)
    const day = dayIn(23)
    const staff = await therapists(hotel.server)
    await onShift(hotel.server, hotel.desk, day, [staff.Luka!], 'spa-afternoon')
    const made = await book(hotel.desk, appointment(hotel.server, treatment._id, at(day, '15:00')))
    const id = { appointment_id: made._id }
    const noTherapist = await hotel.desk.as('owner', 'PUT', `${A}/acceptAppointment`, id)
    expect(noTherapist.status).toBe(400)
    expect(errorOf(noTherapist).field).toBe('Therapist')
    const accepted = await hotel.desk.as('owner', 'PUT', `${A}/acceptAppointment`, {
      ...id,
      Therapist: staff.Luka,
    })
    expect(accepted.status, accepted.text).toBe(200)
    expect(accepted.body).toMatchObject({ status: 'Accepted', Therapist: staff.Luka })
    expect((await claimsOf(made._id)).therapist).toHaveLength(5)
    const again = await hotel.desk.as('owner', 'PUT', `${A}/acceptAppointment`, id)
    expect(again.status).toBe(409)
    expect(errorOf(again).code).toBe('spa.illegal_transition')
    const arrived = await hotel.desk.as('owner', 'PUT', `${A}/arrivedAppointment/${made._id}`)
    expect(arrived.body).toMatchObject({ status: 'Active' })
    const done = await hotel.desk.as('owner', 'PUT', `${A}/finishCleaningAppointment/${made._id}`)
    expect(done.body).toMatchObject({ status: 'Finished' })
    expect(await claimsOf(made._id)).toEqual({ therapist: [], room: [] })

    const other = await book(hotel.desk, appointment(hotel.server, treatment._id, at(day, '17:00')))
    const noReason = await hotel.desk.as('owner', 'PUT', `${A}/declineAppointment`, {
      appointment_id: other._id,
    })
    expect(noReason.status).toBe(400)
    expect(errorOf(noReason).message).toContain('reason')
    const declined = await hotel.desk.as('owner', 'PUT', `${A}/declineAppointment`, {
      appointment_id: other._id,
      reason: 'Therapist ill',
    })
    expect(declined.body).toMatchObject({ status: 'Declined', decline_reason: 'Therapist ill' })
    expect((await claimsOf(other._id)).room).toEqual([])
    const gone = await hotel.desk.as('owner', 'DELETE', `${A}/deleteSpaAppointment/${other._id}`)
    expect(gone.body).toEqual({ _id: other._id, deleted: true })
    const read = await hotel.desk.as('owner', 'GET', `${A}/getSpaAppointmentByID/${other._id}`)
    expect(read.status).toBe(404)
  })

  it('checks business and permission on every path; bad input names the field', async () => {
    const { treatment } = await newTreatment(hotel.server, hotel.desk)
    const day = dayIn(24)
    // the waiter has no permission on the spa
    const asWaiter = await hotel.desk.as(
      'waiter',
      'POST',
      `${A}/createSpaAppointment`,
      appointment(hotel.server, treatment._id, at(day, '10:00')),
    )
    expect(asWaiter.status).toBe(403)
    const list = await hotel.desk.as(
      'waiter',
      'GET',
      `${A}/getSpaAppointmentsByServiceID/${hotel.server.demo.services.spa._id}`,
    )
    expect(list.status).toBe(403)
    const notQuarter = await hotel.desk.as(
      'owner',
      'POST',
      `${A}/createSpaAppointment`,
      appointment(hotel.server, treatment._id, at(day, '10:05')),
    )
    expect(notQuarter.status).toBe(400)
    expect(errorOf(notQuarter).message).toContain('time')
    const tooMany = await hotel.desk.as(
      'owner',
      'POST',
      `${A}/createSpaAppointment`,
      appointment(hotel.server, treatment._id, at(day, '10:00'), { persons: 3 }),
    )
    expect(tooMany.status).toBe(400)
    expect(errorOf(tooMany).field).toBe('persons')
    // another business cannot see or book this spa's treatments as staff
    const other = await call(hotel.server.url, 'POST', `${A}/createSpaAppointment`, {
      cookie: await login(hotel.server.url, hotel.other.ownerUsername),
      body: appointment(hotel.server, treatment._id, at(day, '10:00')),
    })
    expect(other.status).toBe(404)
    const rows = await hotel.server.ctx.db
      .select()
      .from(t.spaAppointments)
      .where(eq(t.spaAppointments.treatmentId, treatment._id))
    expect(rows).toHaveLength(0)
  })

  it('guests book pending; demo bookings are orderDisabled; a spa not open to the public is 404', async () => {
    const { treatment } = await newTreatment(
      hotel.server,
      hotel.desk,
      {},
      {
        therapist_driven: false,
      },
    )
    const day = dayIn(2)
    const cookie = await guestCookie(hotel.server, 0)
    const body = appointment(hotel.server, treatment._id, at(day, '16:00'))
    const demo = await call(hotel.server.url, 'POST', `${A}/reserveAppointment`, {
      cookie,
      body: { ...body, demo: true },
    })
    expect(demo.status).toBe(403)
    expect(errorOf(demo)).toMatchObject({ code: 'orderDisabled' })
    const reserved = await call<SpaAppointment>(
      hotel.server.url,
      'POST',
      `${A}/reserveAppointment`,
      {
        cookie,
        body,
      },
    )
    expect(reserved.status, reserved.text).toBe(200)
    expect(reserved.body).toMatchObject({ status: 'Pending', origin: 'Room' })
    // a treatment that needs no therapist (a sauna) is accepted without one
    const accepted = await hotel.desk.as('owner', 'PUT', `${A}/acceptAppointment`, {
      appointment_id: reserved.body._id,
    })
    expect(accepted.status, accepted.text).toBe(200)
    expect(accepted.body).toMatchObject({ status: 'Accepted', Therapist: null })
    const mine = await call(
      hotel.server.url,
      'GET',
      `${A}/getSpaAppointmentByID/${reserved.body._id}`,
      { cookie },
    )
    expect(mine.status).toBe(200)
    const tooFar = await call(
      hotel.server.url,
      'GET',
      `${A}/getFreeAppointments/${treatment._id}?date=${dayIn(30)}`,
      { cookie },
    )
    expect(tooFar.status).toBe(400)
    // The demo spa is open to the public; one that is not is no one else's business.
    const spa = hotel.server.demo.services.spa._id
    await setServiceOptions(hotel.server, spa, { openToPublic: false })
    try {
      const anonymous = await call(
        hotel.server.url,
        'GET',
        `${A}/getFreeAppointments/${treatment._id}?date=${day}`,
      )
      expect(anonymous.status).toBe(404)
    } finally {
      await setServiceOptions(hotel.server, spa, { openToPublic: true })
    }
  })

  it('the public books a spa open to the public, the next 7 days; a closed spa says when it opens', async () => {
    const spa = hotel.server.demo.services.spa._id
    const { treatment } = await newTreatment(
      hotel.server,
      hotel.desk,
      {},
      { therapist_driven: false },
    )
    await setServiceOptions(hotel.server, spa, { openToPublic: true })
    try {
      const day = dayIn(1)
      const body = appointment(hotel.server, treatment._id, at(day, '18:00'))
      const free = await call<{ at: string; available: boolean }[]>(
        hotel.server.url,
        'GET',
        `${A}/getFreeAppointments/${treatment._id}?date=${day}`,
      )
      expect(free.status, free.text).toBe(200)
      expect(free.body.find((s) => s.at === body.time)?.available).toBe(true)
      const made = await call<SpaAppointment>(hotel.server.url, 'POST', `${A}/reserveAppointment`, {
        body,
      })
      expect(made.status, made.text).toBe(200)
      expect(made.body).toMatchObject({ status: 'Pending', origin: 'External', stay_id: null })
      const late = await call(hotel.server.url, 'POST', `${A}/reserveAppointment`, {
        body: appointment(hotel.server, treatment._id, at(dayIn(8), '18:00')),
      })
      expect(late.status).toBe(400)
      expect(errorOf(late).field).toBe('date')
      const noEmail = await call(hotel.server.url, 'POST', `${A}/reserveAppointment`, {
        body: { ...appointment(hotel.server, treatment._id, at(day, '19:00')), email: '' },
      })
      expect(noEmail.status).toBe(400)
      expect(errorOf(noEmail).field).toBe('email')
      await setServiceOptions(hotel.server, spa, {
        closedBetween: { start: dayIn(0), end: dayIn(2) },
      })
      const closed = await call(hotel.server.url, 'POST', `${A}/reserveAppointment`, {
        body: appointment(hotel.server, treatment._id, at(dayIn(4), '18:00')),
      })
      expect(closed.status).toBe(409)
      expect(errorOf(closed)).toMatchObject({
        code: 'reservation.service_closed',
        reopens: dayIn(3),
      })
    } finally {
      await setServiceOptions(hotel.server, spa, { openToPublic: true, closedBetween: null })
    }
  })
})
