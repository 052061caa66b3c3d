import { describe, expect, it } from 'vitest'
import { FormatError, HttpError, NetworkError } from './http.ts'
import { problemOf } from './place-problem.ts'

const http = (status: number, code: string | null = null, field: string | null = null) =>
  new HttpError(status, code, '', '', field)

describe('problemOf', () => {
  it('network errors and 5xx: "Error while ordering. Please try again."', () => {
    expect(problemOf(new NetworkError(new Error('offline')))).toBe('failed')
    expect(problemOf(http(503))).toBe('failed')
  })

  it('the room bill: wrong code, wrong room number, too many tries', () => {
    expect(problemOf(http(401, 'stay.wrong_code', 'password'))).toBe('wrong_code')
    expect(problemOf(http(404, 'stay.wrong_room', 'room_number'))).toBe('wrong_room')
    expect(problemOf(http(429, 'rate_limited'))).toBe('throttled')
  })

  it('another 401 is a room code that stopped working', () => {
    expect(problemOf(http(401, 'unauthorized'))).toBe('session')
  })

  it('menu changes and closed services', () => {
    expect(problemOf(http(400, 'order.service_not_ordering', 'service_id'))).toBe('closed')
    expect(problemOf(http(400, 'validation', 'content.0.article_id'))).toBe('unavailable')
    expect(problemOf(new FormatError('createOrder'))).toBe('critical')
  })
})
