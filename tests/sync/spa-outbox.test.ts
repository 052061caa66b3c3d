import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema.ts'
import { openDesk } from '../helpers/reception.ts'
import { appointment, at, book, dayIn, newTreatment, onShift, therapists } from '../helpers/spa.ts'
import { useHotel } from './helpers/fixture.ts'
import { pushesOf } from './helpers/push.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()
const serverAppointment = async (id: string) =>
  (
    await hotel.server.ctx.db.select().from(t.spaAppointments).where(eq(t.spaAppointments.id, id))
  )[0]

describe('the spa through the outbox', () => {
  it('a spa tablet pulls the spa; offline it accepts one appointment, moves another and books a third: each lands once', async () => {
    const desk = await openDesk(hotel.server)
    const staff = await therapists(hotel.server)
    const day = dayIn(3)
    await onShift(hotel.server, desk, day, [staff.Sara!, staff.Luka!])
    const { room, treatment } = await newTreatment(hotel.server, desk)
    const toAccept = await book(desk, appointment(hotel.server, treatment._id, at(day, '09:00')))
    const toMove = await book(
      desk,
      appointment(hotel.server, treatment._id, at(day, '10:30'), { Therapist: staff.Luka }),
    )

    const tablet = await hotel.tablet('owner')
    await waitFor(() => tablet.db.appointments.get(toMove._id), { what: 'the appointments' })
    expect(await tablet.db.treatments.get(treatment._id)).toMatchObject({ room_id: room._id })
    expect(await tablet.db.spaRooms.get(room._id)).toMatchObject({ max_persons: 1 })
    expect(await tablet.db.employeeShifts.where('date').equals(day).count()).toBeGreaterThanOrEqual(
      2,
    )

    tablet.link.setUp(false)
    await tablet.engine.enqueue('spaAppointment.accept', {
      appointment_id: toAccept._id,
      Therapist: staff.Sara!,
    })
    await tablet.engine.enqueue('spaAppointment.update', {
      _id: toMove._id,
      time: at(day, '11:00'),
      length: 90,
    })
    const mine = {
      ...appointment(hotel.server, treatment._id, at(day, '12:45'), { Therapist: staff.Sara }),
      _id: randomUUID(),
      shown: {
        service_id: hotel.server.demo.services.spa._id,
        room_id: room._id,
        length: 60,
        price: 50,
        room_hold: 75,
        therapist_hold: 75,
      },
    }
    await tablet.engine.enqueue('spaAppointment.create', mine)
    // On the timeline at once, before the server has any of it.
    expect(await tablet.db.appointments.get(toAccept._id)).toMatchObject({
      status: 'Accepted',
      Therapist: staff.Sara,
    })
    expect(await tablet.db.appointments.get(toMove._id)).toMatchObject({
      time: at(day, '11:00'),
      length: 90,
      room_hold: toMove.room_hold + 30,
    })
    expect(await tablet.db.appointments.get(mine._id)).toMatchObject({
      status: 'Pending',
      version: 0,
      room_id: room._id,
    })
    // A step the row no longer takes is refused on the device, writing nothing.
    await expect(
      tablet.engine.enqueue('spaAppointment.finishCleaning', { appointment_id: toAccept._id }),
    ).rejects.toMatchObject({ code: 'conflict' })
    expect((await serverAppointment(toAccept._id))?.status).toBe('Pending')

    tablet.link.setUp(true)
    await tablet.engine.retryNow()
    await tablet.engine.waitUntilSent()
    expect(await tablet.db.outbox.toArray()).toEqual([])
    expect(await serverAppointment(toAccept._id)).toMatchObject({
      status: 'Accepted',
      therapistId: staff.Sara,
    })
    expect(await serverAppointment(toMove._id)).toMatchObject({ length: 90 })
    expect(await serverAppointment(mine._id)).toMatchObject({ status: 'Pending' })
    const sent = pushesOf(tablet.net)
      .filter((p) => p.status !== 'network')
      .flatMap((p) => p.actions.map((a) => a.type))
    expect(sent.sort()).toEqual([
      'spaAppointment.accept',
      'spaAppointment.create',
      'spaAppointment.update',
    ])
    const landed = await tablet.db.appointments.get(mine._id)
    expect(landed?.version).toBeGreaterThan(0)
  })

  it('a shift week saved offline lands once; a day the server refuses comes back as the server has it', async () => {
    const desk = await openDesk(hotel.server)
    const staff = await therapists(hotel.server)
    const spa = hotel.server.demo.services.spa._id
    const tablet = await hotel.tablet('owner')
    await waitFor(() => tablet.db.employeeShifts.count(), { what: 'the shifts' })
    const week = dayIn(7)
    const days = [0, 1, 2].map((i) => dayIn(7 + i))
    await onShift(hotel.server, desk, days[2]!, [staff.Elena!], 'spa-afternoon')
    const kept = await waitFor(
      () =>
        tablet.db.employeeShifts
          .where('date')
          .equals(days[2]!)
          .filter((s) => s.target_employee_id === staff.Elena)
          .first(),
      { what: 'Elena’s shift' },
    )

    tablet.link.setUp(false)
    const first = randomUUID()
    await tablet.engine.enqueue('shift.saveWeek', {
      business_id: hotel.server.demo.businessId,
      service_id: spa,
      target_employee_id: staff.Elena!,
      week_start: week,
      days: [
        { date: days[0]!, shift_id: 'spa-morning', _id: first },
        { date: days[2]!, shift_id: 'spa-nope', _id: kept._id },
      ],
    })
    const mine = (date: string) =>
      tablet.db.employeeShifts
        .where('date')
        .equals(date)
        .filter((s) => s.target_employee_id === staff.Elena)
        .first()
    expect(await mine(days[0]!)).toMatchObject({ _id: first, shift_id: 'spa-morning' })
    expect(await mine(days[2]!)).toMatchObject({ shift_id: 'spa-nope' })

    tablet.link.setUp(true)
    await tablet.engine.retryNow()
    await tablet.engine.waitUntilSent()
    // The new day is saved once under the device's id; the refused one is as the server has it.
    expect(await mine(days[0]!)).toMatchObject({ _id: first, shift_id: 'spa-morning' })
    expect((await mine(days[0]!))?.version).toBeGreaterThan(0)
    expect(await mine(days[2]!)).toMatchObject({ _id: kept._id, shift_id: 'spa-afternoon' })
    const rows = await hotel.server.ctx.db
      .select()
      .from(t.employeeShifts)
      .where(eq(t.employeeShifts.targetEmployeeId, staff.Elena!))
    expect(rows.filter((r) => r.date === days[0] && r.deletedAt === null)).toHaveLength(1)
  })
})
