import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { QUESTION_TYPES, dropItem, moveItem } from '../../../sync/protocol/rules/index.ts'
import { LANGUAGE_LABEL, TYPE_LABEL } from './labels.ts'
import { newQuestion, NAME_LANGUAGES, type QuestionDraft } from './survey-draft.ts'

interface QuestionListProps {
  questions: QuestionDraft[]
  onChange: (questions: QuestionDraft[]) => void
  /** The field at fault after a save was tried (`questions.N.name.en` …). */
  problem: string | null
}

/**
 * The survey's questions: each with its name per language, type, required flag and choices.
 * Reordered by dragging a question, or with its Move up / Move down buttons (keyboard).
 */
export function QuestionList({ questions, onChange, problem }: QuestionListProps) {
  const { t, i18n } = useLingui()
  const [dragged, setDragged] = useState<number | null>(null)
  const [announce, setAnnounce] = useState('')
  const set = (index: number, patch: Partial<QuestionDraft>) =>
    onChange(questions.map((q, i) => (i === index ? { ...q, ...patch } : q)))
  const move = (index: number, by: -1 | 1) => {
    onChange(moveItem(questions, index, by))
    const position = index + by + 1
    setAnnounce(t`Question moved to position ${position}.`)
  }

  return (
    <fieldset className="survey-questions">
      <legend>
        <Trans>Questions</Trans>
      </legend>
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
      <ol className="survey-questions__list">
        {questions.map((q, index) => {
          const number = index + 1
          const nameProblem = problem === `questions.${index}.name.en`
          return (
            <li
              key={q._id}
              className="survey-question"
              draggable
              data-dragging={dragged === index || undefined}
              onDragStart={(e) => {
                setDragged(index)
                e.dataTransfer.effectAllowed = 'move'
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault()
                if (dragged !== null) onChange(dropItem(questions, dragged, index))
                setDragged(null)
              }}
              onDragEnd={() => setDragged(null)}
            >
              <div className="survey-question__head">
                <span className="survey-question__grip" aria-hidden="true">
                  ⠿
                </span>
                <strong>
                  <Trans>Question {number}</Trans>
                </strong>
                <span className="survey-question__moves">
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={index === 0}
                    aria-label={t`Move question ${number} up`}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={index === questions.length - 1}
                    aria-label={t`Move question ${number} down`}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={questions.length === 1}
                    aria-label={t`Remove question ${number}`}
                    onClick={() => onChange(questions.filter((_, i) => i !== index))}
                  >
                    ✕
                  </button>
                </span>
              </div>
              <div className="survey-form__row">
                {NAME_LANGUAGES.map((lang) => {
                  const language = i18n._(LANGUAGE_LABEL[lang])
                  const id = `q-${q._id}-${lang}`
                  const invalid = lang === 'en' && nameProblem
                  return (
                    <label key={lang} className="field" htmlFor={id}>
                      <span>
                        <Trans>Question ({language})</Trans>
                      </span>
                      <input
                        id={id}
                        className="input"
                        value={q.name[lang]}
                        aria-invalid={invalid || undefined}
                        aria-describedby={invalid ? `${id}-problem` : undefined}
                        onChange={(e) =>
                          set(index, { name: { ...q.name, [lang]: e.target.value } })
                        }
                      />
                      {invalid ? (
                        <span id={`${id}-problem`} className="survey-form__problem">
                          <Trans>This is required.</Trans>
                        </span>
                      ) : null}
                    </label>
                  )
                })}
              </div>
              <div className="survey-form__row">
                <label className="field" htmlFor={`q-${q._id}-type`}>
                  <span>
                    <Trans>Answer type</Trans>
                  </span>
                  <select
                    id={`q-${q._id}-type`}
                    className="input"
                    value={q.type}
                    onChange={(e) => set(index, { type: e.target.value as QuestionDraft['type'] })}
                  >
                    {QUESTION_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {i18n._(TYPE_LABEL[type])}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="field survey-form__check">
                  <input
                    type="checkbox"
                    checked={q.required}
                    onChange={(e) => set(index, { required: e.target.checked })}
                  />
                  <span>
                    <Trans>Answer required</Trans>
                  </span>
                </label>
                {q.type === 'STRING' ? (
                  <label className="field" htmlFor={`q-${q._id}-options`}>
                    <span>
                      <Trans>Choices, one per line (optional)</Trans>
                    </span>
                    <textarea
                      id={`q-${q._id}-options`}
                      className="input"
                      rows={2}
                      value={q.options}
                      onChange={(e) => set(index, { options: e.target.value })}
                    />
                  </label>
                ) : null}
              </div>
            </li>
          )
        })}
      </ol>
      <button
        type="button"
        className="btn"
        onClick={() => onChange([...questions, newQuestion(crypto.randomUUID())])}
      >
        <Trans>Add question</Trans>
      </button>
    </fieldset>
  )
}
