/**
 * /app/public/review/:surveyId — PublicReview (spec 001 §2): anyone answers a survey without a
 * room (an EXTERNAL review, an ALWAYS one); a survey that is gone is the 404 page.
 */
import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { Survey } from '../../../sync/protocol/surveys.ts'
import { LANGUAGES, isPublicSurvey, localized } from '../../../sync/protocol/rules/index.ts'
import { useParams } from '../../app/public-shell/nav.tsx'
import { GuestPage } from '../guest/GuestPage.tsx'
import { HttpError } from '../guest/http.ts'
import { useGuestLanguage } from '../guest/use-guest-language.ts'
import { getSurvey } from './survey-api.ts'
import { SurveyForm } from './SurveyForm.tsx'

const NotFound = lazy(async () => ({
  default: (await import('../guest-reservation/NotFound.tsx')).NotFound,
}))

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed' }
  | { kind: 'ready'; survey: Survey }
  | { kind: 'sent'; survey: Survey }

export function PublicReview() {
  const surveyId = useParams().surveyId ?? ''
  const lang = useGuestLanguage()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const abort = new AbortController()
    getSurvey(surveyId, abort.signal)
      .then((survey) =>
        setState(
          isPublicSurvey(survey.whenToAsk) ? { kind: 'ready', survey } : { kind: 'missing' },
        ),
      )
      .catch((error: unknown) => {
        if (abort.signal.aborted) return
        const missing = error instanceof HttpError && (error.status === 404 || error.status === 400)
        setState({ kind: missing ? 'missing' : 'failed' })
      })
    return () => abort.abort()
  }, [surveyId, attempt])

  if (state.kind === 'missing')
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    )
  const survey = state.kind === 'ready' || state.kind === 'sent' ? state.survey : null
  return (
    <GuestPage title={survey ? localized(survey.name, lang) : ''} languages={[...LANGUAGES]}>
      {state.kind === 'loading' ? <p className="g-loading" aria-busy="true" /> : null}
      {state.kind === 'failed' ? (
        <div className="g-card g-alert-card" role="alert">
          <p>
            <Trans>The survey could not be loaded.</Trans>
          </p>
          <button type="button" className="g-btn" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {state.kind === 'ready' ? (
        <SurveyForm
          survey={state.survey}
          onAnswered={() => setState({ kind: 'sent', survey: state.survey })}
        />
      ) : null}
      {state.kind === 'sent' ? (
        <p className="g-card" role="status">
          <Trans>Thank you for your answers.</Trans>
        </p>
      ) : null}
    </GuestPage>
  )
}
