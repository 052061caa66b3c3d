import { Trans, useLingui } from '@lingui/react/macro'
import type { AnalyticsPoint } from '../../../sync/protocol/index.ts'
import type { AnalyticsPeriod } from '../../../sync/analytics.ts'
import { numberFormat } from '../../lib/intl-cache.ts'
import { pointLabel } from './report-model.ts'

interface AnalyticsTableProps {
  series: readonly AnalyticsPoint[]
  period: AnalyticsPeriod
  money: boolean
  locales: readonly string[]
  caption: string
  valueName: string
}

/**
 * The chart's numbers as a table a screen reader reads (caption, column and row headers), one
 * row per day or month and the total; scrolls within its box, reachable by keyboard.
 */
export function AnalyticsTable(props: AnalyticsTableProps) {
  const { t } = useLingui()
  const format = numberFormat(
    props.locales,
    props.money
      ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
      : { maximumFractionDigits: 2 },
  )
  const total = props.series.reduce((sum, p) => sum + p.data, 0)
  return (
    <div className="an-table-wrap" tabIndex={0} role="region" aria-label={t`The chart’s numbers`}>
      <table className="an-table">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              {props.period === 'daily' ? <Trans>Day</Trans> : <Trans>Month</Trans>}
            </th>
            <th scope="col">{props.valueName}</th>
          </tr>
        </thead>
        <tbody>
          {props.series.map((p) => (
            <tr key={p.date} data-date={p.date}>
              <th scope="row">{pointLabel(p.date, props.period, props.locales)}</th>
              <td data-value={p.data}>{format.format(p.data)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <Trans>Total</Trans>
            </th>
            <td data-value={total}>{format.format(Math.round(total * 100) / 100)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
