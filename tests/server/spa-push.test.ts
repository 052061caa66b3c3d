import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  EMPLOYEE_SHIFT_BASE,
  PUSH_PATH,
  SPA_APPOINTMENT_BASE,
  SPA_ROOM_BASE,
  SPA_SERVICE_BASE,
  type EmployeeShift,
  type PushReply,
  type ServerPullPage,
  type ShiftWeekReply,
  type SpaAppointment,
} from '../../sync/protocol/index.ts'
import { call, login } from '../helpers/http.ts'
import { errorOf, withReceptionHotel, type ReceptionHotel } from '../helpers/reception.ts'
import { appointment, at, dayIn, newTreatment, onShift, therapists } from '../helpers/spa.ts'

const action = (type: string, payload: unknown) => ({ id: randomUUID(), type, payload })

describe('spa through the push, shifts, treatments and the pull', () => {
  let hotel: ReceptionHotel
  withReceptionHotel((h) => (hotel = h))
  const push = async (actions: unknown[]) => {
    const reply = await hotel.desk.as('owner', 'POST', PUSH_PATH, { actions })
    expect(reply.status, reply.text).toBe(200)
    return (reply.body as PushReply).results
  }

  it('an offline spa tablet replays create, accept and a move once each; a replay acts no more', async () => {
    const { treatment } = await newTreatment(hotel.server, hotel.desk)
    const day = dayIn(30)
    const staff = await therapists(hotel.server)
    await onShift(hotel.server, hotel.desk, day, [staff.Sara!, staff.Elena!])
    const made = appointment(hotel.server, treatment._id, at(day, '09:00'))
    const id = { appointment_id: made._id }
    const actions = [
      action('spaAppointment.create', made),
      action('spaAppointment.accept', { ...id, Therapist: staff.Sara }),
      action('spaAppointment.update', { _id: made._id, time: at(day, '10:00') }),
      action('spaAppointment.arrived', id),
      action('spaAppointment.finishCleaning', id),
      action('spaAppointment.decline', { ...id, reason: 'late' }),
    ]
    const results = await push(actions)
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 409])
    expect(results[2]!.body).toMatchObject({ time: at(day, '10:00'), Therapist: staff.Sara })
    expect(results[4]!.body).toMatchObject({ status: 'Finished' })
    const again = await push(actions)
    expect(again.every((r) => r.replayed === true)).toBe(true)
    // the same key through the single path is answered from the store
    const rest = await hotel.desk.as(
      'owner',
      'PUT',
      `${SPA_APPOINTMENT_BASE}/arrivedAppointment/${made._id}`,
      undefined,
      actions[3]!.id,
    )
    expect(rest.status).toBe(200)
    expect(rest.body).toMatchObject({ status: 'Active' })
    const gone = await push([action('spaAppointment.delete', id)])
    expect(gone[0]!.body).toEqual({ _id: made._id, deleted: true })
  })

  it('a move replayed onto a therapist taken meanwhile is that action’s 409 with the reason', async () => {
    const one = await newTreatment(hotel.server, hotel.desk)
    const two = await newTreatment(hotel.server, hotel.desk)
    const day = dayIn(31)
    const staff = await therapists(hotel.server)
    await onShift(hotel.server, hotel.desk, day, [staff.Sara!, staff.Elena!])
    const mine = appointment(hotel.server, one.treatment._id, at(day, '09:00'), {
      Therapist: staff.Elena,
    })
    expect((await push([action('spaAppointment.create', mine)]))[0]!.status).toBe(200)
    // meanwhile another desk books Sara at 11:00
    const other = await hotel.desk.as(
      'owner',
      'POST',
      `${SPA_APPOINTMENT_BASE}/createSpaAppointment`,
      appointment(hotel.server, two.treatment._id, at(day, '11:00'), { Therapist: staff.Sara }),
    )
    expect(other.status).toBe(200)
    const [moved] = await push([
      action('spaAppointment.update', {
        _id: mine._id,
        time: at(day, '10:30'),
        Therapist: staff.Sara,
      }),
    ])
    expect(moved!.status).toBe(409)
    expect(moved!.body).toMatchObject({
      code: 'spa.taken',
      message: `Therapist Sara Nikolić is already booked on ${day} from 11:00 to 12:15.`,
    })
  })

  it('shift.saveWeek creates, updates and deletes per day and says which days failed', async () => {
    const staff = await therapists(hotel.server)
    const spa = hotel.server.demo.services.spa._id
    const week = dayIn(-1) // yesterday is locked
    const days = (plan: (string | null)[]) =>
      plan.map((shift_id, i) => ({
        date: new Date(Date.parse(`${week}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
        shift_id,
      }))
    const body = (plan: (string | null)[]) => ({
      business_id: hotel.server.demo.businessId,
      service_id: spa,
      target_employee_id: staff.Luka,
      week_start: week,
      days: days(plan),
    })
    // the demo has Luka on this week's afternoons: clear today and the next two days first
    const cleared = await push([
      action('shift.saveWeek', {
        ...body([null, null, null, null]),
        days: days([null, null, null, null]).slice(1),
      }),
    ])
    expect((cleared[0]!.body as ShiftWeekReply).failed).toBe(0)
    const first = await push([
      action('shift.saveWeek', body(['spa-morning', 'spa-morning', 'spa-afternoon', null])),
    ])
    const reply = first[0]!.body as ShiftWeekReply
    expect(first[0]!.status).toBe(200)
    expect(reply.failed).toBe(1)
    expect(reply.days.map((d) => d.result)).toEqual(['failed', 'created', 'created', 'unchanged'])
    expect(reply.days[0]!.error).toContain('Days before today cannot be changed')
    const second = await push([
      action('shift.saveWeek', body([null, null, 'spa-morning', 'spa-nope'])),
    ])
    const next = second[0]!.body as ShiftWeekReply
    expect(next.days.map((d) => d.result)).toEqual(['failed', 'deleted', 'updated', 'failed'])
    // A failed day carries the day as the server still has it (a device puts it back): the
    // locked yesterday as it was (the demo's afternoon when it is in this week), and none on
    // the fourth day.
    const before = await hotel.desk.as(
      'owner',
      'GET',
      `${EMPLOYEE_SHIFT_BASE}/getAllEmployeeShiftsByWeek/${hotel.server.demo.businessId}/${week}/${week}`,
    )
    const asItWas = (before.body as EmployeeShift[]).find(
      (s) => s.target_employee_id === staff.Luka,
    )
    expect(next.days[0]!.shift?._id ?? null).toBe(asItWas?._id ?? null)
    expect(next.days[3]!.shift).toBeNull()
    const third = await push([action('shift.saveWeek', body([null, null, 'spa-nope']))])
    const kept = (third[0]!.body as ShiftWeekReply).days[2]
    expect(kept).toMatchObject({
      result: 'failed',
      shift: { date: days([null, null, null])[2]!.date, shift_id: 'spa-morning' },
    })
    expect(next.failed).toBe(2)
    const read = await hotel.desk.as(
      'owner',
      'GET',
      `${EMPLOYEE_SHIFT_BASE}/getAllEmployeeShiftsByWeek/${hotel.server.demo.businessId}/${week}/${days([null, null, null])[2]!.date}`,
    )
    const mine = (read.body as EmployeeShift[]).filter(
      (s) => s.target_employee_id === staff.Luka && s.date > week,
    )
    expect(mine.map((s) => [s.date, s.shift_id])).toEqual([
      [days([null, null, null])[2]!.date, 'spa-morning'],
    ])
    // a manager is never given shifts; without shiftsWrite the week is refused
    const manager = await hotel.desk.as('owner', 'PUT', `${EMPLOYEE_SHIFT_BASE}/saveWeek`, {
      ...body(['spa-morning']),
      target_employee_id: await managerId(),
    })
    expect(manager.status).toBe(400)
    expect(errorOf(manager).field).toBe('target_employee_id')
    const therapist = await login(hotel.server.url, 'therapist')
    const readOnly = await call(hotel.server.url, 'PUT', `${EMPLOYEE_SHIFT_BASE}/saveWeek`, {
      cookie: therapist,
      body: body(['spa-morning']),
    })
    expect(readOnly.status).toBe(403)
    const canRead = await call(
      hotel.server.url,
      'GET',
      `${EMPLOYEE_SHIFT_BASE}/getAllEmployeeShiftsByWeek/${hotel.server.demo.businessId}/${week}/${week}`,
      { cookie: therapist },
    )
    expect(canRead.status).toBe(200)
  })

  async function managerId(): Promise<string> {
    const { employees } = await import('../../server/db/schema.ts')
    const { eq } = await import('drizzle-orm')
    const [row] = await hotel.server.ctx.db
      .select()
      .from(employees)
      .where(eq(employees.username, 'manager'))
    return row!.id
  }

  it('treatments and rooms need itemsWrite; a room with treatments is kept; bad input names the field', async () => {
    const { room, treatment } = await newTreatment(hotel.server, hotel.desk)
    const therapist = await login(hotel.server.url, 'therapist')
    const refused = await call(hotel.server.url, 'PUT', `${SPA_SERVICE_BASE}/updateSpaService`, {
      cookie: therapist,
      body: { _id: treatment._id, price: 1 },
    })
    expect(refused.status).toBe(403)
    const bad = await hotel.desk.as('owner', 'PUT', `${SPA_SERVICE_BASE}/updateSpaService`, {
      _id: treatment._id,
      length: 0,
    })
    expect(bad.status).toBe(400)
    expect(errorOf(bad).message).toContain('length')
    const inUse = await hotel.desk.as(
      'owner',
      'DELETE',
      `${SPA_ROOM_BASE}/deleteSpaRoom/${room._id}`,
    )
    expect(inUse.status).toBe(409)
    expect(errorOf(inUse).code).toBe('spa.in_use')
    const updated = await hotel.desk.as('owner', 'PUT', `${SPA_SERVICE_BASE}/updateSpaService`, {
      _id: treatment._id,
      price: 60,
      name: { en: 'Test massage', srb: 'Test masaža', cro: 'Test masaža' },
    })
    expect(updated.body).toMatchObject({ price: 60, length: 60 })
    expect(
      (
        await hotel.desk.as(
          'owner',
          'DELETE',
          `${SPA_SERVICE_BASE}/deleteSpaService/${treatment._id}`,
        )
      ).status,
    ).toBe(200)
    expect(
      (await hotel.desk.as('owner', 'DELETE', `${SPA_ROOM_BASE}/deleteSpaRoom/${room._id}`)).status,
    ).toBe(200)
    const listed = await call<{ _id: string }[]>(
      hotel.server.url,
      'GET',
      `${SPA_SERVICE_BASE}/getSpaServiceByBusinessID/${hotel.server.demo.businessId}`,
    )
    expect(listed.body.some((t) => t._id === treatment._id)).toBe(false)
    expect(listed.body.length).toBeGreaterThanOrEqual(7)
  })

  it('the pull carries appointments to who reads the spa, shifts to who reads shifts', async () => {
    const pull = async (cookie: string) => {
      const reply = await call<ServerPullPage>(
        hotel.server.url,
        'GET',
        '/api/v2/sync/pull?limit=2000',
        { cookie },
      )
      return new Set(reply.body.changes.map((c) => c.table))
    }
    const therapist = await pull(await login(hotel.server.url, 'therapist'))
    expect(therapist.has('appointments')).toBe(true)
    expect(therapist.has('employeeShifts')).toBe(true)
    const waiter = await pull(await login(hotel.server.url, 'waiter'))
    expect(waiter.has('appointments')).toBe(false)
    expect(waiter.has('employeeShifts')).toBe(false)
    expect(waiter.has('treatments')).toBe(true)
  })

  it('today’s demo spa: accepted appointments for the day list', async () => {
    const reply = await hotel.desk.as(
      'owner',
      'GET',
      `${SPA_APPOINTMENT_BASE}/getSpaAcceptedAppointmentByID/${hotel.server.demo.services.spa._id}`,
    )
    expect(reply.status).toBe(200)
    const list = reply.body as SpaAppointment[]
    expect(list.length).toBeGreaterThanOrEqual(3)
    expect(list.every((a) => a.status === 'Accepted')).toBe(true)
  })
})
