import { describe, expect, it } from 'vitest'
import {
  EMPLOYEE_SHIFT_BASE,
  SPA_APPOINTMENT_BASE,
  type EmployeeShift,
  type SpaAppointment,
} from '../../sync/protocol/index.ts'
import { call, login } from '../helpers/http.ts'
import { guestCookie, stayRoom } from '../helpers/orders.ts'
import { withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'
import { connectSocket, initStaff } from '../helpers/socket.ts'
import { appointment, at, dayIn, newTreatment, onShift, therapists } from '../helpers/spa.ts'

const A = SPA_APPOINTMENT_BASE

describe('spa live events', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))

  it('the guest hears spaAppointmentAccepted; the spa tablet hears every change; others nothing', async () => {
    const { treatment } = await newTreatment(hotel.server, hotel.desk)
    const day = dayIn(3)
    const staff = await therapists(hotel.server)
    await onShift(hotel.server, hotel.desk, day, [staff.Elena!])
    const cookie = await guestCookie(hotel.server, 0)
    const { stay } = stayRoom(hotel.server, 0)
    const phone = await connectSocket(hotel.server.url, cookie)
    phone.socket.emit('init', { user_id: stay._id, role: 'Guest', init: true })
    await phone.next('initAck')
    const tablet = await connectSocket(hotel.server.url, await login(hotel.server.url, 'therapist'))
    await initStaff(tablet)
    const waiter = await connectSocket(hotel.server.url, await login(hotel.server.url, 'waiter'))
    await initStaff(waiter)

    const made = await call<SpaAppointment>(hotel.server.url, 'POST', `${A}/reserveAppointment`, {
      cookie,
      body: appointment(hotel.server, treatment._id, at(day, '09:00')),
    })
    expect(made.status, made.text).toBe(200)
    const created = await tablet.next<{ id: string; row: SpaAppointment }>(
      'spaAppointmentCreated',
      (c) => c.id === made.body._id,
    )
    expect(created.row.status).toBe('Pending')
    await hotel.desk.as('owner', 'PUT', `${A}/acceptAppointment`, {
      appointment_id: made.body._id,
      Therapist: staff.Elena,
    })
    const heard = await phone.next<{ id: string; row: SpaAppointment }>(
      'spaAppointmentAccepted',
      (c) => c.id === made.body._id,
    )
    expect(heard.row).toMatchObject({ status: 'Accepted', Therapist: staff.Elena })
    await tablet.next('spaAppointmentAccepted', (c: { id: string }) => c.id === made.body._id)

    // a shift saved: the tablet (shiftsRead) hears it
    const saved = await hotel.desk.as('owner', 'PUT', `${EMPLOYEE_SHIFT_BASE}/saveWeek`, {
      business_id: hotel.server.demo.businessId,
      service_id: hotel.server.demo.services.spa._id,
      target_employee_id: staff.Elena,
      week_start: dayIn(4),
      days: [{ date: dayIn(4), shift_id: 'spa-afternoon' }],
    })
    const shift = (saved.body as { days: { shift: EmployeeShift }[] }).days[0]!.shift
    await tablet.next('employeeShiftChanged', (c: { id: string }) => c.id === shift._id)

    // the waiter reads neither the spa's reservations nor its shifts
    const spaEvents = waiter.received.filter(
      (r) => r.event.startsWith('spaAppointment') || r.event === 'employeeShiftChanged',
    )
    expect(spaEvents).toEqual([])
    for (const s of [phone, tablet, waiter]) s.close()
  })
})
