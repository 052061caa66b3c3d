import * as z from 'zod/mini'
import { Id, ReadDay } from './common.ts'

export * from './rules/analytics.ts'

/**
 * serviceDailyAnalytics/ and serviceMonthlyAnalytics/ (spec 001 §3 Analytics query): which
 * service, what to count (`returnData` 0 orders, 1 revenue, 2 reservations), from and to (days
 * of the hotel's wall clock, both included).
 */
export const AnalyticsQuery = z.object({
  service_id: Id,
  business_id: Id,
  returnData: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  dateStart: ReadDay,
  dateEnd: ReadDay,
})
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>
