import { VictoryAxis, VictoryChart, VictoryContainer, VictoryLine, VictoryScatter } from 'victory'
import type { AnalyticsPoint } from '../../../sync/protocol/index.ts'
import type { AnalyticsPeriod } from '../../../sync/analytics.ts'
import { numberFormat } from '../../lib/intl-cache.ts'
import { tickLabel } from './report-model.ts'

interface AnalyticsChartProps {
  series: readonly AnalyticsPoint[]
  period: AnalyticsPeriod
  locales: readonly string[]
  /** The value axis's name (Orders, Revenue (EUR), …). */
  valueName: string
  /** The chart's accessible name and description (the table below has the numbers). */
  title: string
  description: string
}

const TICKS = 6
const text = { fill: 'var(--muted)', fontSize: 12, fontFamily: 'inherit' }

/**
 * The report's line (Victory, in the chart route's chunk only): one point per day or month, the
 * axis labels in the reader's language, colours from the theme's variables (light and dark).
 */
export function AnalyticsChart(props: AnalyticsChartProps) {
  const { series, period, locales } = props
  const data = series.map((p, i) => ({ x: i, y: p.data }))
  const step = Math.max(1, Math.ceil(series.length / TICKS))
  const ticks = series.map((_, i) => i).filter((i) => i % step === 0)
  const compact = numberFormat(locales, { notation: 'compact', maximumFractionDigits: 1 })
  const top = Math.max(1, ...series.map((p) => p.data))
  return (
    <VictoryChart
      width={720}
      height={300}
      padding={{ top: 20, right: 24, bottom: 44, left: 64 }}
      domain={{ x: [0, Math.max(1, series.length - 1)], y: [0, top] }}
      domainPadding={{ y: [0, 12] }}
      containerComponent={
        <VictoryContainer title={props.title} desc={props.description} className="an-chart" />
      }
    >
      <VictoryAxis
        tickValues={ticks}
        tickFormat={(i: number) => (series[i] ? tickLabel(series[i].date, period, locales) : '')}
        style={{
          axis: { stroke: 'var(--border)' },
          ticks: { stroke: 'var(--border)', size: 4 },
          tickLabels: { ...text, padding: 6 },
        }}
      />
      <VictoryAxis
        dependentAxis
        label={props.valueName}
        tickFormat={(y: number) => compact.format(y)}
        style={{
          axis: { stroke: 'var(--border)' },
          grid: { stroke: 'var(--border)', strokeDasharray: '3 5' },
          tickLabels: { ...text, padding: 6 },
          axisLabel: { ...text, fill: 'var(--text)', padding: 46 },
        }}
      />
      <VictoryLine data={data} style={{ data: { stroke: 'var(--primary)', strokeWidth: 2.5 } }} />
      {series.length <= 62 ? (
        <VictoryScatter data={data} size={2.5} style={{ data: { fill: 'var(--primary)' } }} />
      ) : null}
    </VictoryChart>
  )
}
