/**
 * Analytics (spec 001 §2 Analytics, §3 Analytics query): a service's orders, revenue or
 * reservations per day or per month, on the hotel's wall clock.
 */
export const ANALYTICS_BASE = '/api/v2/business/analytics'

/** `returnData`: what each point counts (the spec's numbers). */
export const ANALYTICS_DATA = { orders: 0, revenue: 1, reservations: 2 } as const
export type AnalyticsData = keyof typeof ANALYTICS_DATA

/** The services the chart offers (spec 001 §2). */
export const ANALYTICS_SERVICE_TYPES = [
  'restaurant',
  'pool',
  'roomservice',
  'amenities',
  'spa',
] as const

/** The longest range a report spans: daily 366 days, monthly 10 years. */
export const MAX_DAILY_DAYS = 366
export const MAX_MONTHLY_MONTHS = 120

/** One point of the chart: a day (YYYY-MM-DD) or a month (YYYY-MM) and its number. */
export interface AnalyticsPoint {
  date: string
  data: number
}

/** The orders that count: not declined and not still waiting to be accepted. */
export const COUNTED_ORDER_STATUSES = ['Accepted', 'Finished', 'Paid', 'Room'] as const

/** The bookings that count: those that were kept (not declined, canceled or no-show). */
export const COUNTED_RESERVATION_STATUSES = [
  'Pending',
  'Accepted',
  'Active',
  'Finished',
  'Room',
] as const
