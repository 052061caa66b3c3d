/**
 * Sending the booking: one reservation id per attempt, reused when the same request is sent
 * again after a lost answer (the id is the Idempotency-Key), so the hotel never gets it twice.
 */
import { useCallback, useRef, useState } from 'react'
import type { Reservation } from '../../../sync/protocol/reservations.ts'
import { isRetryable } from '../guest/http.ts'
import { bookingBody, createPath } from './booking-body.ts'
import type { Audience } from './booking-days.ts'
import type { BookingForm } from './form-rules.ts'
import { bookingProblemOf, reopensOf, type BookingProblem } from './booking-problem.ts'
import { createReservation } from './reservation-api.ts'

export type BookingPlace = { businessId: string; serviceId: string; audience: Audience }

export function useBook(place: BookingPlace, onClosed: (reopens: string | null) => void) {
  const pending = useRef<{ request: string; id: string } | null>(null)
  const inFlight = useRef(false)
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<BookingProblem | null>(null)
  const [sent, setSent] = useState<Reservation | null>(null)

  const book = useCallback(
    async (form: BookingForm & { slot: string }, tableIds: readonly string[]) => {
      if (inFlight.current) return
      inFlight.current = true
      setSending(true)
      setProblem(null)
      const request = JSON.stringify([form, tableIds])
      try {
        // uuid, not crypto.randomUUID: that is missing on plain-http pages.
        const { uuidv4 } = await import('./send-booking.ts')
        const id = pending.current?.request === request ? pending.current.id : uuidv4()
        pending.current = { request, id }
        const body = bookingBody(form, { ...place, id }, tableIds)
        const reservation = await createReservation(createPath(place.audience, tableIds), {
          ...body,
          _id: id,
        })
        pending.current = null
        setSent(reservation)
      } catch (error) {
        if (!isRetryable(error)) pending.current = null
        const why = bookingProblemOf(error)
        if (why === 'closed') onClosed(reopensOf(error))
        setProblem(why)
      } finally {
        inFlight.current = false
        setSending(false)
      }
    },
    [place, onClosed],
  )

  const dismiss = useCallback(() => setSent(null), [])
  return { book, sending, problem, setProblem, sent, dismiss }
}
