import { sql, type SQL } from 'drizzle-orm'
import {
  addDaysTo,
  instantAt,
  COUNTED_ORDER_STATUSES,
  COUNTED_RESERVATION_STATUSES,
  MAX_DAILY_DAYS,
  MAX_MONTHLY_MONTHS,
  type AnalyticsPoint,
  type AnalyticsQuery,
} from '../../sync/protocol/index.ts'
import type { Db } from '../db/client.ts'
import { badRequest, forbidden, notFound } from '../http/errors.ts'
import type { StaffContext } from './permissions.ts'

/*
 * A service's orders, revenue or reservations per day or per month (spec 001 §2 Analytics), in
 * SQL, on the hotel's wall clock (its time zone): a point for every day or month of the range,
 * 0 where nothing happened, so the chart's line is continuous.
 *   orders        orders accepted or later (not pending, not declined); at a spa its kept
 *                 appointments
 *   revenue       those orders' totals (`orders.total`, kept by the database: each line's count
 *                 × (price + its chosen answers' prices));
 *                 at a spa the appointments' prices
 *   reservations  the bookings kept (not declined, canceled or no-show): table reservations, or
 *                 a spa's appointments
 * The owner and managers (the Manage section) read it.
 */

export type Period = 'daily' | 'monthly'

const SPA_COUNTED = ['Pending', 'Accepted', 'Active', 'Finished', 'Room', 'Paid'] as const
const SPA_PAID = ['Accepted', 'Active', 'Finished', 'Room', 'Paid'] as const

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )

/** What one row of the service's activity contributes, and on which local day. */
function activity(query: AnalyticsQuery, spa: boolean, zone: string): SQL {
  const day = (column: SQL) => sql`(${column} AT TIME ZONE ${zone})::date`
  // The range as instants (the hotel's midnights), so the time index narrows the rows.
  const from = new Date(instantAt(query.dateStart, 0, zone)).toISOString()
  const until = new Date(instantAt(addDaysTo(query.dateEnd, 1), 0, zone)).toISOString()
  const between = (column: SQL) => sql`${column} >= ${from} AND ${column} < ${until}`
  const mine = (table: SQL) =>
    sql`${table}.business_id = ${query.business_id} AND ${table}.service_id = ${query.service_id}
        AND ${table}.deleted_at IS NULL`
  if (spa) {
    const statuses = query.returnData === 1 ? SPA_PAID : SPA_COUNTED
    const value = query.returnData === 1 ? sql`a.price` : sql`1`
    return sql`SELECT ${day(sql`a.time`)} AS day, ${value}::numeric AS value
      FROM spa_appointments a
      WHERE ${mine(sql`a`)} AND a.status IN (${list(statuses)}) AND ${between(sql`a.time`)}`
  }
  if (query.returnData === 2) {
    return sql`SELECT ${day(sql`r.time`)} AS day, 1::numeric AS value
      FROM reservations r
      WHERE ${mine(sql`r`)} AND r.status IN (${list(COUNTED_RESERVATION_STATUSES)})
        AND ${between(sql`r.time`)}`
  }
  const value = query.returnData === 0 ? sql`1::numeric` : sql`o.total::numeric`
  return sql`SELECT ${day(sql`o.time`)} AS day, ${value} AS value
    FROM orders o
    WHERE ${mine(sql`o`)} AND o.status IN (${list(COUNTED_ORDER_STATUSES)})
      AND ${between(sql`o.time`)}`
}

/** The points of the report, every day (or month) of the range, oldest first. */
export async function serviceAnalytics(
  db: Db,
  staff: StaffContext,
  query: AnalyticsQuery,
  period: Period,
): Promise<AnalyticsPoint[]> {
  if (!staff.manager) throw forbidden('Analytics are for the owner and managers.')
  if (query.business_id !== staff.businessId) throw notFound('Business')
  const service = staff.services.find((s) => s._id === query.service_id)
  if (!service) throw notFound('Service')
  if (query.dateEnd < query.dateStart)
    throw badRequest('dateEnd', 'dateEnd: the end is before the start')
  const days = (Date.parse(query.dateEnd) - Date.parse(query.dateStart)) / 86_400_000 + 1
  if (period === 'daily' && days > MAX_DAILY_DAYS)
    throw badRequest('dateEnd', `dateEnd: a daily report spans at most ${MAX_DAILY_DAYS} days`)
  if (period === 'monthly' && days > MAX_MONTHLY_MONTHS * 31)
    throw badRequest(
      'dateEnd',
      `dateEnd: a monthly report spans at most ${MAX_MONTHLY_MONTHS} months`,
    )
  const rows = activity(query, service.type === 'spa', staff.zone)
  const step = period === 'daily' ? sql`'1 day'::interval` : sql`'1 month'::interval`
  const label = period === 'daily' ? sql`'YYYY-MM-DD'` : sql`'YYYY-MM'`
  const bucket = period === 'daily' ? sql`day` : sql`date_trunc('month', day)::date`
  const start =
    period === 'daily'
      ? sql`${query.dateStart}::date`
      : sql`date_trunc('month', ${query.dateStart}::date)::date`
  const result = await db.execute(sql`
    WITH activity AS (${rows}),
    totals AS (SELECT ${bucket} AS bucket, sum(value) AS data FROM activity GROUP BY 1),
    buckets AS (
      SELECT generate_series(${start}, ${query.dateEnd}::date, ${step})::date AS bucket
    )
    SELECT to_char(b.bucket, ${label}) AS date, coalesce(t.data, 0)::float8 AS data
    FROM buckets b LEFT JOIN totals t ON t.bucket = b.bucket
    ORDER BY b.bucket`)
  return (result as { rows: { date: string; data: number }[] }).rows.map((r) => ({
    date: r.date,
    data: Math.round(Number(r.data) * 100) / 100,
  }))
}
