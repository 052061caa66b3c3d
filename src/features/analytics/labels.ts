import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { AnalyticsData } from '../../../sync/protocol/index.ts'
import type { AnalyticsPeriod } from '../../../sync/analytics.ts'

/** The data types the manager picks between (spec 001 §2: Orders, Reservation, Revenue). */
export const DATA_LABEL: Record<AnalyticsData, MessageDescriptor> = {
  orders: msg`Orders`,
  revenue: msg`Revenue`,
  reservations: msg`Reservations`,
}

export const PERIOD_LABEL: Record<AnalyticsPeriod, MessageDescriptor> = {
  daily: msg`Daily`,
  monthly: msg`Monthly`,
}

/** The value column's and the axis's name: Orders, Revenue (EUR), Reservations. */
export function valueHeader(i18n: I18n, data: AnalyticsData, currency: string): string {
  if (data !== 'revenue' || !currency) return i18n._(DATA_LABEL[data])
  return i18n._(msg`Revenue (${currency})`)
}

/** What a report is, for its heading and the table's caption. */
export function reportTitle(
  i18n: I18n,
  report: { period: AnalyticsPeriod; data: AnalyticsData },
  service: string,
): string {
  const titles: Record<AnalyticsPeriod, Record<AnalyticsData, MessageDescriptor>> = {
    daily: {
      orders: msg`${service}: orders per day`,
      revenue: msg`${service}: revenue per day`,
      reservations: msg`${service}: reservations per day`,
    },
    monthly: {
      orders: msg`${service}: orders per month`,
      revenue: msg`${service}: revenue per month`,
      reservations: msg`${service}: reservations per month`,
    },
  }
  return i18n._(titles[report.period][report.data])
}
