/**
 * A survey as a guest answers it (spec 001 §2, §5): its name and description in the guest's
 * language, one field per question by type, the required ones marked. An empty required answer
 * says 'Fill in all required fields.'; a number or a link that is not one is named at its field.
 * The staff's guest preview shows the same form and sends nothing (`preview`).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
// uuid, not crypto.randomUUID: that is missing on plain-http pages.
import { v4 as uuidv4 } from 'uuid'
import type { Survey, SurveyAnswer, SurveyQuestion } from '../../../sync/protocol/surveys.ts'
import {
  FILL_REQUIRED,
  answersProblem,
  answerValueProblem,
  localized,
} from '../../../sync/protocol/rules/index.ts'
import { useGuestLanguage } from '../guest/use-guest-language.ts'
import { HttpError } from '../guest/http.ts'
import { createAnswer } from './survey-api.ts'
import './guest-survey.css'

export type SurveyFormProps = {
  survey: Survey
  /** The staff's preview: nothing is sent. */
  preview?: boolean
  /** Sent (or answered before by this stay: null). */
  onAnswered?: (answer: SurveyAnswer | null) => void
}

type Problem = 'required' | 'fields' | 'failed' | null

export function SurveyForm({ survey, preview = false, onAnswered }: SurveyFormProps) {
  const lang = useGuestLanguage()
  const { t } = useLingui()
  const [values, setValues] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<Problem>(null)
  const [tried, setTried] = useState(false)
  const [sending, setSending] = useState(false)
  const [id] = useState(() => uuidv4())
  const answers = survey.questions.map((q) => ({ _id: q._id, answer: values[q._id] ?? '' }))
  const fieldProblem = (q: SurveyQuestion): string | null => {
    const value = (values[q._id] ?? '').trim()
    if (!tried) return null
    if (value === '') return q.required ? t`This is required.` : null
    if (answerValueProblem(q, value) === null) return null
    if (q.type === 'NUMBER') return t`Enter a number.`
    if (q.type === 'LINK') return t`Enter a link starting with http:// or https://.`
    return t`Check this answer.`
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    const found = answersProblem(survey.questions, answers)
    if (found) return setProblem(found.message.endsWith(FILL_REQUIRED) ? 'required' : 'fields')
    setProblem(null)
    if (preview) return
    setSending(true)
    try {
      onAnswered?.(await createAnswer({ _id: id, survey_id: survey._id, answers }))
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) onAnswered?.(null)
      else setProblem(error instanceof HttpError && error.status === 400 ? 'fields' : 'failed')
    } finally {
      setSending(false)
    }
  }

  const description = localized(survey.description, lang)
  return (
    <form
      className="g-card sv-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`sv-${survey._id}`}
    >
      <h2 id={`sv-${survey._id}`} className="sv-title">
        {localized(survey.name, lang)}
      </h2>
      {description ? <p className="g-muted">{description}</p> : null}
      {survey.questions.map((q) => {
        const fieldId = `sv-${survey._id}-${q._id}`
        const error = fieldProblem(q)
        const common = {
          id: fieldId,
          className: 'g-input',
          value: values[q._id] ?? '',
          'aria-required': q.required || undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${fieldId}-error` : undefined,
          onChange: (e: { target: { value: string } }) => {
            setValues((v) => ({ ...v, [q._id]: e.target.value }))
            setProblem(null)
          },
        }
        const options = q.options ?? []
        return (
          <div className="g-field" key={q._id}>
            <label htmlFor={fieldId} className="sv-label">
              {localized(q.name, lang)}
              {q.required ? (
                <span className="sv-required">
                  {' '}
                  <Trans>(required)</Trans>
                </span>
              ) : null}
            </label>
            {q.type === 'LONGTEXT' ? (
              <textarea {...common} rows={4} maxLength={2000} />
            ) : options.length > 0 && q.type !== 'NUMBER' ? (
              <select {...common}>
                <option value="">{t`Choose…`}</option>
                {options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={q.type === 'LINK' ? 'url' : 'text'}
                inputMode={q.type === 'NUMBER' ? 'decimal' : undefined}
                maxLength={q.type === 'LINK' ? 500 : 200}
              />
            )}
            {error ? (
              <span id={`${fieldId}-error`} className="sv-error">
                {error}
              </span>
            ) : null}
          </div>
        )
      })}
      {problem ? (
        <p className="g-alert" role="alert">
          {problem === 'required' ? (
            <Trans>Fill in all required fields.</Trans>
          ) : problem === 'fields' ? (
            <Trans>Check the marked answers.</Trans>
          ) : (
            <Trans>The answers could not be sent. Please try again.</Trans>
          )}
        </p>
      ) : null}
      <button type="submit" className="g-btn g-btn-primary g-btn-block" disabled={sending}>
        <Trans>Send answers</Trans>
      </button>
    </form>
  )
}
