/**
 * The room page's surveys (spec 001 §2): those the stay is asked now (getSurveysForStay: ALWAYS,
 * LAST_DAY on the last day, AFTER_USAGE after the service was used), each a card the guest opens
 * to answer; an answered one goes away. Nothing shows when none is due or the call fails.
 */
import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { Survey } from '../../../sync/protocol/surveys.ts'
import { localized } from '../../../sync/protocol/rules/index.ts'
import { useGuestLanguage } from '../guest/use-guest-language.ts'
import { getSurveysForStay } from './survey-api.ts'
import { SurveyForm } from './SurveyForm.tsx'

export function RoomSurveys({ stayId }: { stayId: string }) {
  const lang = useGuestLanguage()
  const [due, setDue] = useState<Survey[]>([])
  const [open, setOpen] = useState<string | null>(null)
  const [thanked, setThanked] = useState(false)

  useEffect(() => {
    const abort = new AbortController()
    getSurveysForStay(undefined, abort.signal)
      .then(setDue)
      .catch(() => undefined)
    return () => abort.abort()
  }, [stayId])

  if (due.length === 0 && !thanked) return null
  return (
    <section className="g-section" aria-labelledby="room-surveys-h">
      <h2 id="room-surveys-h">
        <Trans>Your feedback</Trans>
      </h2>
      {thanked ? (
        <p className="g-muted" role="status">
          <Trans>Thank you for your answers.</Trans>
        </p>
      ) : null}
      {due.map((survey) =>
        open === survey._id ? (
          <SurveyForm
            key={survey._id}
            survey={survey}
            onAnswered={() => {
              setDue((list) => list.filter((s) => s._id !== survey._id))
              setOpen(null)
              setThanked(true)
            }}
          />
        ) : (
          <div key={survey._id} className="g-card sv-invite">
            <strong>{localized(survey.name, lang)}</strong>
            <button type="button" className="g-btn" onClick={() => setOpen(survey._id)}>
              <Trans>Answer the survey</Trans>
            </button>
          </div>
        ),
      )}
    </section>
  )
}
