import { Trans, useLingui } from '@lingui/react/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useId, useState, type FormEvent } from 'react'
import { REPORT_DATA_TYPES, type ReportDataType } from '../../../sync/protocol/rules/index.ts'
import type { GuestReportResult } from '../../../sync/online.ts'
import type { Me, Service } from '../../../sync/protocol/index.ts'
import { useBusiness } from '../../app/staff/shared-queries.ts'
import { useSyncStatus } from '../../app/staff/use-sync-status.ts'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { serviceName as serviceNameIn } from '../../../sync/protocol/rules/service-names.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { downloadReport } from './guests-api.ts'
import {
  emptyReportForm,
  reportBody,
  reportProblem,
  reportServices,
  type ReportForm,
  type ReportProblem,
} from './report-form.ts'

const PROBLEM_TEXT: Record<ReportProblem, MessageDescriptor> = {
  type: msg`Choose daily or monthly.`,
  dataType: msg`Choose what the report counts.`,
  service_id: msg`Choose a service.`,
  business_id: msg`This account belongs to no business.`,
  startDate: msg`Choose the first day.`,
  endDate: msg`Choose the last day.`,
  endBeforeStart: msg`The last day must not be before the first day.`,
  tooLong: msg`A report covers at most two years.`,
}

type Outcome = GuestReportResult | { kind: 'failed' } | null

function outcomeText(i18n: I18n, outcome: Outcome): string | null {
  switch (outcome?.kind) {
    case undefined:
      return null
    case 'ok': {
      const filename = outcome.filename
      return i18n._(msg`Report downloaded: ${filename}`)
    }
    case 'network':
      return i18n._(msg`The report is made on the server: connect to the internet and try again.`)
    case 'refused':
      return outcome.status === 403
        ? i18n._(msg`You may not read this service’s orders or reservations.`)
        : i18n._(msg`The report could not be made. Check the fields and try again.`)
    case 'failed':
      return i18n._(msg`The report could not be made. Try again.`)
  }
}

/**
 * The report popup: a service's orders, revenue or reservations for a period, daily or monthly,
 * downloaded as the server's CSV. Generate runs only when type, data type, service, business and
 * both dates are set (spec section 5), and only online: the report is made on the server.
 */
export function ReportDialog({
  me,
  services,
  onClose,
}: {
  me: Me
  services: readonly Service[]
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const { locale } = useActiveLocale()
  const business = useBusiness()
  const online = useSyncStatus().connection === 'online'
  const formId = useId()
  const hintId = useId()
  const [form, setForm] = useState<ReportForm>(() => emptyReportForm(me.business_id))
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const choices = reportServices(services, me)
  const problem = reportProblem(form)
  const body = reportBody(form, locale)
  const set = (fields: Partial<ReportForm>) => {
    setForm((f) => ({ ...f, ...fields }))
    setOutcome(null)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!body || !online || busy) return
    setBusy(true)
    downloadReport(body)
      .then(setOutcome)
      .catch((error: unknown) => {
        console.error('Report failed', error)
        setOutcome({ kind: 'failed' })
      })
      .finally(() => setBusy(false))
  }

  const hint = !online
    ? t`Reports are made on the server: they need the connection.`
    : problem
      ? i18n._(PROBLEM_TEXT[problem])
      : t`Ready: the report downloads as a CSV file.`
  const result = outcomeText(i18n, outcome)

  return (
    <Dialog
      open
      onClose={onClose}
      title={<Trans>Generate report</Trans>}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
          <button
            type="submit"
            form={formId}
            className="btn btn-primary"
            disabled={!body || !online || busy}
            aria-describedby={hintId}
          >
            {busy ? <Trans>Generating…</Trans> : <Trans>Generate report</Trans>}
          </button>
        </>
      }
    >
      <form id={formId} className="guest-report" onSubmit={submit} noValidate>
        <div className="field">
          <span>
            <Trans>Business</Trans>
          </span>
          <output className="guest-report__business">{business?.name ?? ''}</output>
        </div>
        <label className="field">
          <span>
            <Trans>Service</Trans>
          </span>
          <select
            className="input"
            value={form.service_id}
            onChange={(e) => set({ service_id: e.target.value })}
          >
            <option value="">{t`Choose…`}</option>
            {choices.map((s) => (
              <option key={s._id} value={s._id}>
                {serviceNameIn(s, locale)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>
            <Trans>Data</Trans>
          </span>
          <select
            className="input"
            value={form.dataType === '' ? '' : String(form.dataType)}
            onChange={(e) =>
              set({
                dataType: e.target.value === '' ? '' : (Number(e.target.value) as ReportDataType),
              })
            }
          >
            <option value="">{t`Choose…`}</option>
            <option value={REPORT_DATA_TYPES.orders}>{t`Orders`}</option>
            <option value={REPORT_DATA_TYPES.revenue}>{t`Revenue`}</option>
            <option value={REPORT_DATA_TYPES.reservations}>{t`Reservations`}</option>
          </select>
        </label>
        <label className="field">
          <span>
            <Trans>Type</Trans>
          </span>
          <select
            className="input"
            value={form.type}
            onChange={(e) => set({ type: e.target.value as ReportForm['type'] })}
          >
            <option value="">{t`Choose…`}</option>
            <option value="daily">{t`Daily`}</option>
            <option value="monthly">{t`Monthly`}</option>
          </select>
        </label>
        <div className="guest-report__dates">
          <label className="field">
            <span>
              <Trans>From</Trans>
            </span>
            <input
              type="date"
              className="input"
              value={form.startDate}
              onChange={(e) => set({ startDate: e.target.value })}
            />
          </label>
          <label className="field">
            <span>
              <Trans>To</Trans>
            </span>
            <input
              type="date"
              className="input"
              value={form.endDate}
              onChange={(e) => set({ endDate: e.target.value })}
            />
          </label>
        </div>
        <p id={hintId} className="guest-report__hint" data-ready={problem === null && online}>
          {hint}
        </p>
        <p className="guest-report__result" role="status" data-kind={outcome?.kind}>
          {result}
        </p>
      </form>
    </Dialog>
  )
}
