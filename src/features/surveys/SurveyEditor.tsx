import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Service, Survey } from '../../../sync/protocol/index.ts'
import { WHEN_TO_ASK, mayBeRequired, takesService } from '../../../sync/protocol/rules/index.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { LANGUAGE_LABEL, WHEN_LABEL } from './labels.ts'
import { QuestionList } from './QuestionList.tsx'
import {
  checkSurveyDraft,
  draftOfSurvey,
  emptySurveyDraft,
  NAME_LANGUAGES,
  type SurveyDraft,
  type SurveyFields,
} from './survey-draft.ts'

interface SurveyEditorProps {
  /** The survey to edit; null: a new one. */
  survey: Survey | null
  services: readonly Service[]
  onSave: (fields: SurveyFields) => void
  onClose: () => void
}

/**
 * The survey form (spec 001 §4), sliding in from the side: the name and description per
 * language, when to ask, the service (only before or after usage), required (never for ALWAYS
 * or EXTERNAL), and the questions.
 */
export function SurveyEditor({ survey, services, onSave, onClose }: SurveyEditorProps) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState<SurveyDraft>(() =>
    survey ? draftOfSurvey(survey) : emptySurveyDraft(crypto.randomUUID()),
  )
  const [tried, setTried] = useState(false)
  const checked = checkSurveyDraft(draft)
  const problem = tried ? checked.problem : null
  const set = (patch: Partial<SurveyDraft>) => setDraft({ ...draft, ...patch })

  return (
    <Dialog
      open
      onClose={onClose}
      className="survey-panel"
      title={survey ? t`Edit survey` : t`New survey`}
    >
      <form
        className="survey-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          setTried(true)
          if (checked.fields) onSave(checked.fields)
        }}
      >
        <div className="survey-form__row">
          {NAME_LANGUAGES.map((lang) => {
            const language = i18n._(LANGUAGE_LABEL[lang])
            const id = `survey-name-${lang}`
            const invalid = problem === `name.${lang}`
            return (
              <label key={lang} className="field" htmlFor={id}>
                <span>
                  <Trans>Name ({language})</Trans>
                </span>
                <input
                  id={id}
                  className="input"
                  value={draft.name[lang]}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `${id}-problem` : undefined}
                  onChange={(e) => set({ name: { ...draft.name, [lang]: e.target.value } })}
                />
                {invalid ? (
                  <span id={`${id}-problem`} className="survey-form__problem">
                    <Trans>The name is required in every language.</Trans>
                  </span>
                ) : null}
              </label>
            )
          })}
        </div>
        <div className="survey-form__row">
          {NAME_LANGUAGES.map((lang) => {
            const language = i18n._(LANGUAGE_LABEL[lang])
            return (
              <label key={lang} className="field" htmlFor={`survey-description-${lang}`}>
                <span>
                  <Trans>Description ({language})</Trans>
                </span>
                <textarea
                  id={`survey-description-${lang}`}
                  className="input"
                  rows={2}
                  value={draft.description[lang]}
                  onChange={(e) =>
                    set({ description: { ...draft.description, [lang]: e.target.value } })
                  }
                />
              </label>
            )
          })}
        </div>
        <div className="survey-form__row">
          <label className="field" htmlFor="survey-when">
            <span>
              <Trans>When to ask</Trans>
            </span>
            <select
              id="survey-when"
              className="input"
              value={draft.whenToAsk}
              onChange={(e) => set({ whenToAsk: e.target.value as SurveyDraft['whenToAsk'] })}
            >
              {WHEN_TO_ASK.map((when) => (
                <option key={when} value={when}>
                  {i18n._(WHEN_LABEL[when])}
                </option>
              ))}
            </select>
          </label>
          {takesService(draft.whenToAsk) ? (
            <label className="field" htmlFor="survey-service">
              <span>
                <Trans>Service</Trans>
              </span>
              <select
                id="survey-service"
                className="input"
                value={draft.service_id}
                aria-invalid={problem === 'service_id' || undefined}
                aria-describedby={problem === 'service_id' ? 'survey-service-problem' : undefined}
                onChange={(e) => set({ service_id: e.target.value })}
              >
                <option value="">{t`Choose a service`}</option>
                {services.map((s) => (
                  <option key={s._id} value={s._id}>
                    {s.name}
                  </option>
                ))}
              </select>
              {problem === 'service_id' ? (
                <span id="survey-service-problem" className="survey-form__problem">
                  <Trans>Choose the service.</Trans>
                </span>
              ) : null}
            </label>
          ) : null}
          {mayBeRequired(draft.whenToAsk) ? (
            <label className="field survey-form__check">
              <input
                type="checkbox"
                checked={draft.required}
                onChange={(e) => set({ required: e.target.checked })}
              />
              <span>
                <Trans>Required (the guest answers before going on)</Trans>
              </span>
            </label>
          ) : null}
        </div>
        <QuestionList
          questions={draft.questions}
          problem={problem}
          onChange={(questions) => set({ questions })}
        />
        <div className="dialog__actions survey-form__actions">
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary">
            <Trans>Save</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  )
}
