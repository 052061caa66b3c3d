/** What the guest is told when a booking or a read fails (docs/api.md, Reservations errors). */
import { FormatError, HttpError, NetworkError } from '../guest/http.ts'

export type BookingProblem =
  | 'invalidReq' // the spec's refusal of an incomplete form
  | 'invalidPhone'
  | 'taken' // 409 reservation.taken: a table was booked meanwhile
  | 'unavailable' // 409 reservation.unavailable, or a slot no longer offered
  | 'closed' // 409 reservation.service_closed
  | 'notFound' // 404: the service no longer takes bookings (public: not open to the public)
  | 'session' // 401: the room code no longer opens the room
  | 'demo' // a demo path: orderDisabled, nothing sent
  | 'tooMany' // 429 rate_limited: too many bookings from this address, e-mail or phone
  | 'network'
  | 'critical' // 'A critical error has occured.'
  | 'failed' // the spec's 'FAIL.'

export function bookingProblemOf(error: unknown): BookingProblem {
  if (error instanceof FormatError) return 'critical'
  if (error instanceof NetworkError) return 'network'
  if (!(error instanceof HttpError) || error.status >= 500) return 'failed'
  if (error.code === 'reservation.taken') return 'taken'
  if (error.code === 'reservation.unavailable') return 'unavailable'
  if (error.code === 'reservation.service_closed') return 'closed'
  if (error.status === 401) return 'session'
  if (error.status === 429) return 'tooMany'
  if (error.status === 404) return 'notFound'
  if (error.status === 400 && (error.field === 'time' || error.field === 'date'))
    return 'unavailable'
  if (error.status === 400 && error.field === 'phone_number') return 'invalidPhone'
  if (error.status === 400) return 'invalidReq'
  return 'failed'
}

/** The reopening day a 409 reservation.service_closed names, else null. */
export function reopensOf(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.code !== 'reservation.service_closed') return null
  try {
    const body = JSON.parse(error.text) as { reopens?: unknown }
    return typeof body.reopens === 'string' ? body.reopens : null
  } catch {
    return null
  }
}
