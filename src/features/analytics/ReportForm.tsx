import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { AnalyticsData, Service } from '../../../sync/protocol/index.ts'
import type { AnalyticsPeriod } from '../../../sync/analytics.ts'
import { DATA_LABEL, PERIOD_LABEL } from './labels.ts'
import { draftProblem, type ReportDraft } from './report-model.ts'

interface ReportFormProps {
  draft: ReportDraft
  services: readonly Pick<Service, '_id' | 'name'>[]
  online: boolean
  working: boolean
  onChange: (draft: ReportDraft) => void
  onGenerate: () => void
}

const PERIODS: AnalyticsPeriod[] = ['daily', 'monthly']
const DATA: AnalyticsData[] = ['orders', 'revenue', 'reservations']

/**
 * What to chart (spec 001 §2 Analytics): the service, Daily or Monthly, Orders, Revenue or
 * Reservations (each choice exclusive), from and to (hotel days), and Generate report.
 */
export function ReportForm({
  draft,
  services,
  online,
  working,
  onChange,
  onGenerate,
}: ReportFormProps) {
  const { i18n } = useLingui()
  const ids = { service: useId(), from: useId(), to: useId(), problem: useId() }
  const set = (patch: Partial<ReportDraft>) => onChange({ ...draft, ...patch })
  const problem = draftProblem(draft)
  return (
    <form
      className="an-form"
      onSubmit={(event) => {
        event.preventDefault()
        if (!problem && online && !working) onGenerate()
      }}
    >
      <div className="field an-field">
        <label htmlFor={ids.service}>
          <Trans>Service</Trans>
        </label>
        <select
          id={ids.service}
          className="input"
          value={draft.serviceId}
          onChange={(e) => set({ serviceId: e.target.value })}
        >
          {services.map((s) => (
            <option key={s._id} value={s._id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <Choice
        legend={<Trans>Report</Trans>}
        options={PERIODS.map((p) => [p, i18n._(PERIOD_LABEL[p])])}
        value={draft.period}
        onChange={(period) => set({ period })}
      />
      <Choice
        legend={<Trans>Data</Trans>}
        options={DATA.map((d) => [d, i18n._(DATA_LABEL[d])])}
        value={draft.data}
        onChange={(data) => set({ data })}
      />
      <div className="field an-field">
        <label htmlFor={ids.from}>
          <Trans>From</Trans>
        </label>
        <input
          id={ids.from}
          type="date"
          className="input"
          value={draft.from}
          aria-describedby={problem ? ids.problem : undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </div>
      <div className="field an-field">
        <label htmlFor={ids.to}>
          <Trans>To</Trans>
        </label>
        <input
          id={ids.to}
          type="date"
          className="input"
          value={draft.to}
          aria-describedby={problem ? ids.problem : undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
      <div className="an-form__go">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!!problem || !online || working}
        >
          {working ? <Trans>Generating…</Trans> : <Trans>Generate report</Trans>}
        </button>
        {problem ? (
          <p id={ids.problem} className="an-problem">
            <ProblemText problem={problem} />
          </p>
        ) : null}
      </div>
    </form>
  )
}

function ProblemText({ problem }: { problem: NonNullable<ReturnType<typeof draftProblem>> }) {
  switch (problem) {
    case 'service':
      return <Trans>Choose a service.</Trans>
    case 'dates':
      return <Trans>Choose the first and the last day.</Trans>
    case 'order':
      return <Trans>The last day must not be before the first day.</Trans>
    case 'tooLong':
      return (
        <Trans>Too long: a daily report spans at most 366 days, a monthly one 120 months.</Trans>
      )
  }
}

function Choice<V extends string>(props: {
  legend: React.ReactNode
  options: [V, string][]
  value: V
  onChange: (value: V) => void
}) {
  const name = useId()
  return (
    <fieldset className="an-choice">
      <legend>{props.legend}</legend>
      {props.options.map(([value, label]) => (
        <label key={value} className="an-choice__option">
          <input
            type="radio"
            name={name}
            value={value}
            checked={props.value === value}
            onChange={() => props.onChange(value)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  )
}
