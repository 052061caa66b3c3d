/**
 * What the guest is told when a spa booking or a read fails (docs/api.md, Spa: No double
 * booking): someone else took the slot (spa.taken) or it no longer fits (spa.unavailable), the
 * chosen therapist is no longer free, the demo's orderDisabled; the rest as the table booking.
 */
import { bookingProblemOf, type BookingProblem } from '../guest-reservation/booking-problem.ts'
import { HttpError } from '../guest/http.ts'

export type SpaProblem = BookingProblem | 'therapist'

export function spaProblemOf(error: unknown): SpaProblem {
  if (error instanceof HttpError) {
    if (error.code === 'orderDisabled') return 'demo'
    if (error.code === 'spa.taken' || error.code === 'spa.unavailable')
      return error.field === 'Therapist' ? 'therapist' : 'taken'
    if (error.status === 400 && error.field === 'persons') return 'unavailable'
  }
  return bookingProblemOf(error)
}

/** Whether the slots should be read again: the one chosen was taken or no longer fits. */
export const slotsChanged = (problem: SpaProblem | null): boolean =>
  problem === 'taken' || problem === 'therapist' || problem === 'unavailable'
