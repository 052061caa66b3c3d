import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense, useMemo, useState } from 'react'
import type { Survey } from '../../../sync/protocol/index.ts'
import { localized } from '../../../sync/protocol/rules/index.ts'
import { showToast } from '../../app/notifications/toast-store.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { useServices } from '../../app/staff/shared-queries.ts'
import { inSidebarOrder } from '../../app/sidebar/sidebar-entries.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { LazySurveyForm } from '../guest-survey/lazy.ts'
import { WHEN_LABEL } from './labels.ts'
import { deleteSurvey, saveSurvey } from './mutations.ts'
import { useSurveys } from './queries.ts'
import { SurveyAnswers } from './SurveyAnswers.tsx'
import { SurveyEditor } from './SurveyEditor.tsx'
import './surveys.css'

type Open =
  | { kind: 'none' }
  | { kind: 'form'; survey: Survey | null }
  | { kind: 'preview' | 'answers' | 'delete'; survey: Survey }

/**
 * HotelSurveys /app/h/surveys (spec 001 §2 Surveys, manager only): the business's surveys, the
 * slide-in survey form, a guest preview and the answers. From IndexedDB; every change goes
 * through the outbox, offline too; the answers are read online.
 */
export function HotelSurveys() {
  const { t, i18n } = useLingui()
  const me = useMe()
  const services = useServices()
  const data = useSurveys(me.account_id)
  const [open, setOpen] = useState<Open>({ kind: 'none' })
  const usable = useMemo(
    () =>
      inSidebarOrder((services ?? []).filter((s) => s.type !== 'manage' && s.name !== 'Manage')),
    [services],
  )
  const serviceName = useMemo(() => new Map(usable.map((s) => [s._id, s.name])), [usable])
  const lang = i18n.locale === 'srb' || i18n.locale === 'cro' ? i18n.locale : 'en'

  if (!me.manager && me.role !== 'business') {
    return (
      <p className="surveys-empty">
        <Trans>Only the owner or a manager manages the surveys.</Trans>
      </p>
    )
  }
  if (!data || !services) {
    return (
      <p role="status" className="surveys-empty">
        <Trans>Loading the surveys…</Trans>
      </p>
    )
  }
  const close = () => setOpen({ kind: 'none' })
  const failed = (error: unknown) => {
    console.error('Survey action failed', error)
    showToast(t`FAIL.`, 'attention')
  }

  return (
    <div className="surveys-screen">
      <header className="surveys-header">
        <h1>
          <Trans>Surveys</Trans>
        </h1>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setOpen({ kind: 'form', survey: null })}
        >
          <Trans>New survey</Trans>
        </button>
      </header>
      {data.surveys.length === 0 ? (
        <p className="surveys-empty">
          <Trans>No surveys yet.</Trans>
        </p>
      ) : null}
      <ul className="surveys-list">
        {data.surveys.map((survey) => {
          const name = localized(survey.name, lang)
          const service = survey.service_id ? serviceName.get(survey.service_id) : null
          const count = survey.questions.length
          return (
            <li
              key={survey._id}
              className="survey-card"
              data-waiting={data.marks.waiting.has(survey._id) || undefined}
              data-refused={data.marks.refused.has(survey._id) || undefined}
            >
              <div className="survey-card__main">
                <strong>{name}</strong>
                <span className="survey-card__meta">
                  {i18n._(WHEN_LABEL[survey.whenToAsk])}
                  {service ? ` · ${service}` : ''}
                  {survey.required ? ` · ${t`Required`}` : ''}
                  {' · '}
                  <Trans>{count} questions</Trans>
                </span>
                {data.marks.waiting.has(survey._id) ? (
                  <span className="survey-card__waiting">
                    <Trans>Waiting to sync</Trans>
                  </span>
                ) : null}
              </div>
              <div className="survey-card__actions">
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={t`Edit ${name}`}
                  onClick={() => setOpen({ kind: 'form', survey })}
                >
                  <Trans>Edit</Trans>
                </button>
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={t`Preview ${name}`}
                  onClick={() => setOpen({ kind: 'preview', survey })}
                >
                  <Trans>Preview</Trans>
                </button>
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={t`Answers to ${name}`}
                  onClick={() => setOpen({ kind: 'answers', survey })}
                >
                  <Trans>Answers</Trans>
                </button>
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  aria-label={t`Delete ${name}`}
                  onClick={() => setOpen({ kind: 'delete', survey })}
                >
                  <Trans>Delete</Trans>
                </button>
              </div>
            </li>
          )
        })}
      </ul>
      {open.kind === 'form' ? (
        <SurveyEditor
          survey={open.survey}
          services={usable}
          onClose={close}
          onSave={(fields) => {
            saveSurvey(me.business_id ?? '', fields, open.survey)
              .then(close)
              .catch(failed)
          }}
        />
      ) : null}
      {open.kind === 'preview' ? (
        <Dialog open onClose={close} className="survey-panel" title={t`Guest preview`}>
          <div className="survey-preview">
            <Suspense fallback={<p role="status">…</p>}>
              <LazySurveyForm survey={open.survey} preview />
            </Suspense>
          </div>
        </Dialog>
      ) : null}
      {open.kind === 'answers' ? (
        <SurveyAnswers survey={open.survey} businessId={me.business_id ?? ''} onClose={close} />
      ) : null}
      {open.kind === 'delete' ? (
        <Dialog
          open
          onClose={close}
          title={t`Delete this survey?`}
          actions={
            <>
              <button type="button" className="btn" onClick={close}>
                <Trans>Cancel</Trans>
              </button>
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => {
                  deleteSurvey(open.survey._id).then(close).catch(failed)
                }}
              >
                <Trans>Delete survey</Trans>
              </button>
            </>
          }
        >
          <p>
            <Trans>Guests are no longer asked it. Its answers are kept.</Trans>
          </p>
        </Dialog>
      ) : null}
    </div>
  )
}
