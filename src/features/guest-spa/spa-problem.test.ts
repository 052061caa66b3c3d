import { describe, expect, it } from 'vitest'
import { HttpError, NetworkError } from '../guest/http.ts'
import { slotsChanged, spaProblemOf } from './spa-problem.ts'

const http = (status: number, code: string | null, field: string | null = null) =>
  new HttpError(status, code, '{}', 'refused', field)

describe('the guest is told what went wrong with a spa booking', () => {
  it('the last slot taken by someone else, or no longer fitting', () => {
    expect(spaProblemOf(http(409, 'spa.taken', 'room_id'))).toBe('taken')
    expect(spaProblemOf(http(409, 'spa.unavailable', 'time'))).toBe('taken')
    expect(spaProblemOf(http(409, 'spa.taken', 'Therapist'))).toBe('therapist')
    expect(spaProblemOf(http(409, 'spa.unavailable', 'Therapist'))).toBe('therapist')
    expect(spaProblemOf(http(400, 'validation', 'persons'))).toBe('unavailable')
    expect(slotsChanged('taken')).toBe(true)
    expect(slotsChanged('therapist')).toBe(true)
  })
  it('the demo, a closed or gone spa, the form, the network as the table booking says them', () => {
    expect(spaProblemOf(http(403, 'orderDisabled'))).toBe('demo')
    expect(spaProblemOf(http(409, 'reservation.service_closed'))).toBe('closed')
    expect(spaProblemOf(http(404, 'not_found'))).toBe('notFound')
    expect(spaProblemOf(http(400, 'validation', 'email'))).toBe('invalidReq')
    expect(spaProblemOf(http(400, 'validation', 'date'))).toBe('unavailable')
    expect(spaProblemOf(http(401, 'unauthorized'))).toBe('session')
    expect(spaProblemOf(http(429, 'rate_limited'))).toBe('tooMany')
    expect(spaProblemOf(new NetworkError(null))).toBe('network')
    expect(slotsChanged('invalidReq')).toBe(false)
    expect(slotsChanged(null)).toBe(false)
  })
})
