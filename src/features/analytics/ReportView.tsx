import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useActiveLocale } from '../../app/use-intl-locales.ts'
import { formatDay } from '../../lib/dates.ts'
import { saveFile } from '../../lib/save-file.ts'
import { AnalyticsChart } from './AnalyticsChart.tsx'
import { AnalyticsTable } from './AnalyticsTable.tsx'
import { reportTitle, valueHeader } from './labels.ts'
import {
  currencyLabel,
  fillSeries,
  reportCsv,
  reportFileName,
  type Report,
} from './report-model.ts'

interface ReportViewProps {
  report: Report
  serviceName: string
  currency: string
}

/** The last generated report: its title and range, the line, the CSV download and the table. */
export function ReportView({ report, serviceName, currency }: ReportViewProps) {
  const { t, i18n } = useLingui()
  const { locale, intl } = useActiveLocale()
  const headingId = useId()
  const series = fillSeries(report, report.points)
  const title = reportTitle(i18n, report, serviceName)
  const valueName = valueHeader(i18n, report.data, currencyLabel(currency))
  const day = (d: string) => formatDay(d, intl, { day: 'numeric', month: 'short', year: 'numeric' })
  const from = day(report.from)
  const to = day(report.to)
  const range = t`${from} – ${to}`
  const download = () => {
    const header = [report.period === 'daily' ? t`Day` : t`Month`, valueName] as const
    const csv = reportCsv(report, header, locale)
    saveFile(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      reportFileName(report, serviceName),
    )
  }
  return (
    <section className="an-report" aria-labelledby={headingId} data-testid="analytics-report">
      <header className="an-report__head">
        <div>
          <h2 id={headingId}>{title}</h2>
          <p className="an-report__range">{range}</p>
        </div>
        <button type="button" className="btn" onClick={download}>
          <Trans>Download CSV</Trans>
        </button>
      </header>
      <div className="an-chart-box">
        <AnalyticsChart
          series={series}
          period={report.period}
          locales={intl}
          valueName={valueName}
          title={title}
          description={t`A line chart of ${valueName}, ${range}. The table below has every number.`}
        />
      </div>
      <AnalyticsTable
        series={series}
        period={report.period}
        money={report.data === 'revenue'}
        locales={intl}
        caption={`${title}, ${range}`}
        valueName={valueName}
      />
    </section>
  )
}
