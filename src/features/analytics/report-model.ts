import {
  addDaysTo,
  ANALYTICS_SERVICE_TYPES,
  MAX_DAILY_DAYS,
  MAX_MONTHLY_MONTHS,
  type AnalyticsData,
  type AnalyticsPoint,
} from '../../../sync/protocol/rules/index.ts'
import type { Service } from '../../../sync/protocol/index.ts'
import { csvText, type CsvCell, type CsvLang } from '../../../sync/protocol/rules/csv.ts'
import type { AnalyticsPeriod } from '../../../sync/analytics.ts'
import { formatDay } from '../../lib/dates.ts'

/*
 * The analytics screen's pure rules (/app/h/chart/): the form's defaults and checks, the series
 * the chart and the table draw (every day or month of the range, 0 where nothing happened), their
 * labels, and the CSV download. Days are the hotel's ('YYYY-MM-DD'), months 'YYYY-MM'.
 */

/** What the manager asks for. */
export interface ReportDraft {
  serviceId: string
  period: AnalyticsPeriod
  data: AnalyticsData
  from: string
  to: string
}

/** A report as it was generated: its question and the server's points. */
export interface Report extends ReportDraft {
  points: AnalyticsPoint[]
}

/** The range a new report shows: the last 30 hotel days, today included. */
export const DEFAULT_DAYS = 30

/** The services the chart offers (restaurant, pool, room service, amenities, spa). */
export function chartServices<S extends Pick<Service, 'type'>>(services: readonly S[]): S[] {
  return services.filter((s) => (ANALYTICS_SERVICE_TYPES as readonly string[]).includes(s.type))
}

/** The form as it opens: the first service, daily orders of the last 30 days. */
export function defaultDraft(
  today: string,
  services: readonly Pick<Service, '_id'>[],
): ReportDraft {
  return {
    serviceId: services[0]?._id ?? '',
    period: 'daily',
    data: 'orders',
    from: addDaysTo(today, -(DEFAULT_DAYS - 1)),
    to: today,
  }
}

export type DraftProblem = 'service' | 'dates' | 'order' | 'tooLong'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Months from `from`'s to `to`'s, both counted. */
export const monthsSpanned = (from: string, to: string): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7)) +
  1

/** Days from `from` to `to`, both counted. */
export const daysSpanned = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1

/** Why the report cannot be asked for yet (the server's own limits), or null. */
export function draftProblem(draft: ReportDraft): DraftProblem | null {
  if (!draft.serviceId) return 'service'
  if (!DAY.test(draft.from) || !DAY.test(draft.to)) return 'dates'
  if (draft.to < draft.from) return 'order'
  if (draft.period === 'daily' && daysSpanned(draft.from, draft.to) > MAX_DAILY_DAYS)
    return 'tooLong'
  if (draft.period === 'monthly' && monthsSpanned(draft.from, draft.to) > MAX_MONTHLY_MONTHS)
    return 'tooLong'
  return null
}

/** Every bucket of the range, oldest first: days, or months from `from`'s month to `to`'s. */
export function buckets(period: AnalyticsPeriod, from: string, to: string): string[] {
  const out: string[] = []
  if (period === 'daily') {
    for (let day = from; day <= to && out.length <= MAX_DAILY_DAYS; day = addDaysTo(day, 1))
      out.push(day)
    return out
  }
  let year = Number(from.slice(0, 4))
  let month = Number(from.slice(5, 7))
  const last = to.slice(0, 7)
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`
    if (key > last || out.length > MAX_MONTHLY_MONTHS) return out
    out.push(key)
    month += 1
    if (month > 12) [year, month] = [year + 1, 1]
  }
}

/**
 * The points to draw: one per bucket of the range, the server's number or 0 where it sent none
 * (the server sends every bucket; a missing one must not bend the line to the next).
 */
export function fillSeries(
  report: ReportDraft,
  points: readonly AnalyticsPoint[],
): AnalyticsPoint[] {
  const byDate = new Map(points.map((p) => [p.date, p.data]))
  return buckets(report.period, report.from, report.to).map((date) => ({
    date,
    data: byDate.get(date) ?? 0,
  }))
}

type Locales = string | readonly string[]

/** A point's label as the table writes it: the day (Mon 3 Nov 2026) or the month (November 2026). */
export function pointLabel(date: string, period: AnalyticsPeriod, locales: Locales): string {
  return period === 'daily'
    ? formatDay(date, locales, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      })
    : formatDay(`${date}-01`, locales, { month: 'long', year: 'numeric' })
}

/** A point's label under the chart's axis: short (3 Nov, Nov 26). */
export function tickLabel(date: string, period: AnalyticsPeriod, locales: Locales): string {
  return period === 'daily'
    ? formatDay(date, locales, { day: 'numeric', month: 'short' })
    : formatDay(`${date}-01`, locales, { month: 'short', year: '2-digit' })
}

/** The currency as the chart labels revenue: RSD, EUR, $, £, ₹ (the business's setting). */
export function currencyLabel(currency: string | undefined): string {
  if (!currency) return ''
  return currency === '€' ? 'EUR' : currency
}

/** The report's points as a CSV file: a header row, then one row per day or month. */
export function reportCsv(
  report: Report,
  header: readonly [date: string, value: string],
  lang: CsvLang,
): string {
  const rows: CsvCell[][] = [[...header]]
  for (const p of fillSeries(report, report.points))
    rows.push([p.date, report.data === 'revenue' ? { money: p.data } : p.data])
  return csvText(rows, lang)
}

/** The download's name: analytics-restaurant-orders-daily-2026-10-30-2026-11-28.csv. */
export function reportFileName(report: ReportDraft, serviceName: string): string {
  const slug =
    serviceName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'service'
  return `analytics-${slug}-${report.data}-${report.period}-${report.from}-${report.to}.csv`
}
