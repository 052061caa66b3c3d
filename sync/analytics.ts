import type { AnalyticsPoint, AnalyticsQuery } from './protocol/index.ts'
import { ANALYTICS_BASE } from './protocol/rules/index.ts'
import { createHttpClient } from './transport/http.ts'

/*
 * The analytics chart's report (POST business/analytics/service{Daily,Monthly}Analytics/,
 * docs/api.md "Analytics"): a query the server answers from all of the business's orders, so it
 * is not synced and needs the network, like the QR sheet.
 */

export type AnalyticsPeriod = 'daily' | 'monthly'

export interface AnalyticsOptions {
  /** Origin of the API; default: same origin. */
  baseUrl?: string
  /** Injected fetch (tests bring a cookie jar). */
  fetch?: typeof fetch
}

export type AnalyticsResult =
  | { kind: 'ok'; points: AnalyticsPoint[] }
  /** No answer: offline, or the server cannot be reached. */
  | { kind: 'unreachable' }
  /** The server answered with an error, or with something that is not a list of points. */
  | { kind: 'refused'; status: number; message: string }

const isPoint = (p: unknown): p is AnalyticsPoint =>
  typeof p === 'object' &&
  p !== null &&
  typeof (p as AnalyticsPoint).date === 'string' &&
  typeof (p as AnalyticsPoint).data === 'number'

/** Asks the server for a report (refreshing an expired access token once). */
export async function fetchAnalytics(
  period: AnalyticsPeriod,
  query: AnalyticsQuery,
  options: AnalyticsOptions = {},
): Promise<AnalyticsResult> {
  const http = createHttpClient({ baseUrl: options.baseUrl, fetch: options.fetch })
  const path = period === 'daily' ? 'serviceDailyAnalytics' : 'serviceMonthlyAnalytics'
  const outcome = await http.send({
    method: 'POST',
    path: `${ANALYTICS_BASE}/${path}/`,
    json: query,
  })
  if (outcome.kind === 'network') return { kind: 'unreachable' }
  const body = outcome.body
  if (!outcome.ok || !Array.isArray(body) || !body.every(isPoint)) {
    const message = (body as { message?: unknown } | null)?.message
    return {
      kind: 'refused',
      status: outcome.status,
      message: typeof message === 'string' ? message : outcome.text,
    }
  }
  return { kind: 'ok', points: body }
}
