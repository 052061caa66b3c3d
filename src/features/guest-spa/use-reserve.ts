/**
 * Sending a spa booking: one appointment id per attempt, reused when the same request is sent
 * again after a lost answer (the id is the Idempotency-Key), so the spa never gets it twice. A
 * demo page sends nothing and says orderDisabled.
 */
import { useCallback, useRef, useState } from 'react'
import type { SpaAppointment } from '../../../sync/protocol/spa.ts'
import { reopensOf } from '../guest-reservation/booking-problem.ts'
import type { BookingForm } from '../guest-reservation/form-rules.ts'
import { HttpError, isRetryable } from '../guest/http.ts'
import { reserveAppointment } from './spa-api.ts'
import { spaBookingBody, type SpaChoice } from './spa-body.ts'
import { slotsChanged, spaProblemOf, type SpaProblem } from './spa-problem.ts'

export type SpaPlace = { businessId: string; demo: boolean }

export function useReserve(
  place: SpaPlace,
  onClosed: (reopens: string | null) => void,
  onBooked?: (appointment: SpaAppointment) => void,
  /** The chosen slot or therapist was taken meanwhile: the free slots should be read again. */
  onSlotGone?: (why: SpaProblem) => void,
  /** The spa wants its survey answered first (409 survey.required): ask it. */
  onSurvey?: (surveyId: string) => void,
) {
  const pending = useRef<{ request: string; id: string } | null>(null)
  const inFlight = useRef(false)
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<SpaProblem | null>(null)
  const [sent, setSent] = useState<SpaAppointment | null>(null)

  const reserve = useCallback(
    async (form: BookingForm & { slot: string }, choice: SpaChoice) => {
      if (place.demo) return setProblem('demo')
      if (inFlight.current) return
      inFlight.current = true
      setSending(true)
      setProblem(null)
      const request = JSON.stringify([form, choice])
      try {
        // uuid, not crypto.randomUUID: that is missing on plain-http pages.
        const { uuidv4 } = await import('../guest-reservation/send-booking.ts')
        const id = pending.current?.request === request ? pending.current.id : uuidv4()
        pending.current = { request, id }
        const appointment = await reserveAppointment(
          spaBookingBody(form, choice, { businessId: place.businessId, id }),
        )
        pending.current = null
        setSent(appointment)
        onBooked?.(appointment)
      } catch (error) {
        if (!isRetryable(error)) pending.current = null
        const survey = surveyRequiredOf(error)
        if (survey !== null && onSurvey) return onSurvey(survey)
        const why = spaProblemOf(error)
        if (why === 'closed') onClosed(reopensOf(error))
        if (slotsChanged(why)) onSlotGone?.(why)
        setProblem(why)
      } finally {
        inFlight.current = false
        setSending(false)
      }
    },
    [place, onClosed, onBooked, onSlotGone, onSurvey],
  )

  const dismiss = useCallback(() => setSent(null), [])
  return { reserve, sending, problem, setProblem, sent, dismiss }
}

/** The survey a refusal asks for (409 survey.required, docs/api.md Surveys), or null. */
function surveyRequiredOf(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.code !== 'survey.required') return null
  try {
    const body = JSON.parse(error.text) as { survey_id?: unknown }
    return typeof body.survey_id === 'string' ? body.survey_id : null
  } catch {
    return null
  }
}
