import { describe, expect, it } from 'vitest'
import { FormatError, HttpError, NetworkError } from '../guest/http.ts'
import { bookingProblemOf, reopensOf } from './booking-problem.ts'

const http = (status: number, code: string | null, field: string | null = null, text = '') =>
  new HttpError(status, code, text, 'message', field)

describe('booking problems', () => {
  it('names the server refusals', () => {
    expect(bookingProblemOf(http(409, 'reservation.taken', 'table_ids'))).toBe('taken')
    expect(bookingProblemOf(http(409, 'reservation.unavailable', 'time'))).toBe('unavailable')
    expect(bookingProblemOf(http(409, 'reservation.service_closed'))).toBe('closed')
    expect(bookingProblemOf(http(404, 'not_found'))).toBe('notFound')
    expect(bookingProblemOf(http(401, 'unauthorized'))).toBe('session')
    expect(bookingProblemOf(http(429, 'rate_limited'))).toBe('tooMany')
    expect(bookingProblemOf(http(400, 'validation', 'time'))).toBe('unavailable')
    expect(bookingProblemOf(http(400, 'validation', 'phone_number'))).toBe('invalidPhone')
    expect(bookingProblemOf(http(400, 'validation', 'email'))).toBe('invalidReq')
  })
  it('a server failure is the spec FAIL., a lost answer the network, a bad reply critical', () => {
    expect(bookingProblemOf(http(500, null))).toBe('failed')
    expect(bookingProblemOf(new NetworkError(new TypeError('offline')))).toBe('network')
    expect(bookingProblemOf(new FormatError('x'))).toBe('critical')
  })
  it('reads the reopening day of a closed service', () => {
    const body = JSON.stringify({ code: 'reservation.service_closed', reopens: '2026-12-01' })
    expect(reopensOf(http(409, 'reservation.service_closed', null, body))).toBe('2026-12-01')
    expect(reopensOf(http(409, 'reservation.taken', null, body))).toBeNull()
    expect(reopensOf(http(409, 'reservation.service_closed', null, 'not json'))).toBeNull()
  })
})
