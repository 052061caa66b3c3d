import { describe, expect, it } from 'vitest'
import { canSpaStep, type SpaAppointmentStatus, type SpaStep } from '../../protocol/rules/index.ts'
import type { AnySyncRow } from '../../db.ts'
import { acceptSpaAppointment, arrivedSpaAppointment } from './spa-appointment-steps.ts'
import { acceptReservation, declineReservation } from './reservation-steps.ts'
import { stepRefusal } from './kinds.ts'

const row = (status: string): AnySyncRow => ({ _id: 'bk-1', version: 7, status, note: 'window' })
const AT = '2026-11-29T10:00:00.000Z'

describe('stepRefusal', () => {
  const refusal = stepRefusal<SpaAppointmentStatus, SpaStep>('appointment', canSpaStep)

  it('lets a row take a step its state machine allows', () => {
    expect(refusal(row('Accepted'), 'arrived')).toBeNull()
  })

  it('says why a row in its status does not take the step', () => {
    expect(refusal(row('Pending'), 'arrived')).toBe('A Pending appointment cannot be arrived.')
  })
})

describe('statusStep', () => {
  it('moves the status and stamps the time, keeping the rest of the row', () => {
    const entity = { table: 'reservations' as const, id: 'bk-1' }
    expect(acceptReservation.apply(entity, row('Pending'), { reservation_id: 'bk-1' }, AT)).toEqual(
      { ok: true, row: { ...row('Pending'), status: 'Accepted', updated_at: AT } },
    )
    expect(acceptReservation.entities({ reservation_id: 'bk-1' })).toEqual([entity])
  })

  it('writes what the step carries between the status and the time', () => {
    const reservation = { table: 'reservations' as const, id: 'bk-1' }
    const declined = declineReservation.apply(
      reservation,
      row('Pending'),
      { reservation_id: 'bk-1' },
      AT,
    )
    expect(declined).toEqual({
      ok: true,
      row: { ...row('Pending'), status: 'Declined', decline_reason: null, updated_at: AT },
    })
    const appointment = { table: 'appointments' as const, id: 'bk-1' }
    const pending = { ...row('Pending'), Therapist: 'th-1' }
    expect(
      acceptSpaAppointment.apply(appointment, pending, { appointment_id: 'bk-1' }, AT),
    ).toEqual({
      ok: true,
      row: { ...pending, status: 'Accepted', updated_at: AT },
    })
    expect(
      acceptSpaAppointment.apply(
        appointment,
        pending,
        { appointment_id: 'bk-1', Therapist: 'th-2' },
        AT,
      ),
    ).toMatchObject({ ok: true, row: { Therapist: 'th-2' } })
  })

  it('refuses a row that no longer allows the step, and a row the device does not have', () => {
    const entity = { table: 'appointments' as const, id: 'bk-1' }
    const payload = { appointment_id: 'bk-1' }
    expect(arrivedSpaAppointment.apply(entity, row('Declined'), payload, AT)).toEqual({
      ok: false,
      code: 'conflict',
      message: 'A Declined appointment cannot be arrived.',
    })
    expect(arrivedSpaAppointment.apply(entity, null, payload, AT)).toMatchObject({
      ok: false,
      code: 'not_found',
    })
  })

  it('is sent as its push endpoint', () => {
    expect(arrivedSpaAppointment.request({ appointment_id: 'bk-1' })).toEqual({
      method: 'PUT',
      path: '/api/v2/spa/appointment/arrivedAppointment/bk-1',
    })
  })
})
