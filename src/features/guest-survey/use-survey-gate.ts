/**
 * The survey before using a service (spec 001 §2 "Required survey before usage"): a room guest
 * is asked the service's required BEFORE_USAGE surveys the stay has not answered before the
 * booking form shows; the public (or a guest whose check raced a new survey) is asked when the
 * server refuses the booking with 409 `survey.required`. Generic: any booking of a service (the
 * spa, the event-planning order) can put it before its form.
 */
import { useCallback, useEffect, useState } from 'react'
import type { Survey } from '../../../sync/protocol/surveys.ts'
import { getSurvey, getSurveysForStay } from './survey-api.ts'

export type SurveyGate = {
  /** Still asking the server whether a survey is due. */
  checking: boolean
  /** The survey to answer first, or null. */
  survey: Survey | null
  /** The answer the booking names (`survey_answer_id`), once given. */
  answerId: string | null
  /** The server refused the booking for this survey: ask it. */
  ask: (surveyId: string) => void
  /** The survey was answered (null: by this stay before). */
  answered: (answerId: string | null) => void
}

export function useSurveyGate(serviceId: string, asGuest: boolean): SurveyGate {
  const [queue, setQueue] = useState<Survey[]>([])
  const [checking, setChecking] = useState(asGuest)
  const [answerId, setAnswerId] = useState<string | null>(null)

  useEffect(() => {
    if (!asGuest) return
    const abort = new AbortController()
    getSurveysForStay(serviceId, abort.signal)
      .then((due) => setQueue(due))
      // No answer: the booking asks the server, which refuses it with the survey if one is due.
      .catch(() => undefined)
      .finally(() => {
        if (!abort.signal.aborted) setChecking(false)
      })
    return () => abort.abort()
  }, [serviceId, asGuest])

  const ask = useCallback((surveyId: string) => {
    getSurvey(surveyId)
      .then((survey) => setQueue((q) => (q.some((s) => s._id === survey._id) ? q : [...q, survey])))
      .catch(() => undefined)
  }, [])
  const answered = useCallback((id: string | null) => {
    if (id !== null) setAnswerId(id)
    setQueue((q) => q.slice(1))
  }, [])

  return { checking, survey: queue[0] ?? null, answerId, ask, answered }
}
