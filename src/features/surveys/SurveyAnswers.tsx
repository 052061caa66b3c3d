import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { Survey, SurveyAnswer } from '../../../sync/protocol/index.ts'
import { localized } from '../../../sync/protocol/rules/index.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { fetchSurveyAnswers } from '../../../sync/online.ts'
import { answerStats } from './survey-draft.ts'

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ok'; answers: SurveyAnswer[] }

/**
 * A survey's answers (read online, docs/sync.md): how many answered, per question the count
 * and, for numbers, the average, then the latest answers. A failed load says 'FAIL.' (spec 001 §8).
 */
export function SurveyAnswers(props: { survey: Survey; businessId: string; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const { survey, businessId } = props
  useEffect(() => {
    let live = true
    fetchSurveyAnswers(businessId, survey._id)
      .then((result) => {
        if (!live) return
        if (!result.ok) console.error('Survey answers failed to load', result.status)
        setLoaded(result.ok ? { state: 'ok', answers: result.answers } : { state: 'failed' })
      })
      .catch((error: unknown) => {
        console.error('Survey answers failed to load', error)
        if (live) setLoaded({ state: 'failed' })
      })
    return () => {
      live = false
    }
  }, [businessId, survey._id])
  const lang = i18n.locale === 'srb' || i18n.locale === 'cro' ? i18n.locale : 'en'
  const name = localized(survey.name, lang)

  return (
    <Dialog open onClose={props.onClose} className="survey-panel" title={t`Answers: ${name}`}>
      {loaded.state === 'loading' ? (
        <p role="status">
          <Trans>Loading the answers…</Trans>
        </p>
      ) : loaded.state === 'failed' ? (
        <p role="alert" className="survey-form__problem">
          <Trans>FAIL.</Trans>
        </p>
      ) : (
        <AnswerTable survey={survey} answers={loaded.answers} lang={lang} />
      )}
    </Dialog>
  )
}

function AnswerTable(props: {
  survey: Survey
  answers: SurveyAnswer[]
  lang: 'en' | 'srb' | 'cro'
}) {
  const { i18n } = useLingui()
  const { survey, answers, lang } = props
  const stats = answerStats(survey, answers)
  const total = answers.length
  return (
    <div className="survey-answers">
      <p className="survey-answers__total">
        <Trans>Answers: {total}</Trans>
      </p>
      <table className="survey-answers__table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Question</Trans>
            </th>
            <th scope="col">
              <Trans>Answered</Trans>
            </th>
            <th scope="col">
              <Trans>Average</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {survey.questions.map((q, i) => (
            <tr key={q._id}>
              <th scope="row">{localized(q.name, lang)}</th>
              <td>{stats[i]?.count ?? 0}</td>
              <td>{stats[i]?.average != null ? i18n.number(stats[i].average) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>
        <Trans>Latest answers</Trans>
      </h3>
      <ul className="survey-answers__list">
        {answers.slice(0, 50).map((a) => (
          <li key={a._id}>
            <dl>
              {a.answers.map((x) => {
                const q = survey.questions.find((qq) => qq._id === x._id)
                return (
                  <div key={x._id}>
                    <dt>{q ? localized(q.name, lang) : x._id}</dt>
                    <dd>{x.answer}</dd>
                  </div>
                )
              })}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  )
}
