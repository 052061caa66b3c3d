import type { FastifyInstance } from 'fastify'
import { ANALYTICS_BASE, AnalyticsQuery } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { serviceAnalytics } from '../domain/analytics.ts'

/** The analytics paths (spec 001 §7 Analytics; docs/api.md, Analytics). */
export function analyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const [path, period] of [
    ['serviceDailyAnalytics', 'daily'],
    ['serviceMonthlyAnalytics', 'monthly'],
  ] as const) {
    app.post(`${ANALYTICS_BASE}/${path}/`, async (request) => {
      const query = parse(AnalyticsQuery, request.body, 'body')
      const staff = await requireStaff(ctx, request)
      return serviceAnalytics(ctx.db, staff, query, period)
    })
  }
}
