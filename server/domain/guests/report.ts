import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm'
import {
  REPORT_DATA_TYPES,
  REVENUE_STATUSES,
  addDaysTo,
  dayIn,
  dayStartIn,
  hhmmIn,
  localized,
  orderTotal,
  roundMoney,
  type GuestReportBody,
  type OrderLine,
} from '../../../sync/protocol/index.ts'
import type { AppContext } from '../../context.ts'
import { businesses, diningTables, orders, reservations, rooms, stays } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'
import { csvFile, reportText, type Cell, type ReportLang } from '../../documents/report-csv.ts'
import { assertOrderAccess, assertPermission, type StaffContext } from '../permissions.ts'
import { assertOwnBusiness, assertReception } from '../reception-access.ts'

/** A report ready to download. */
export interface ReportFile {
  filename: string
  body: Buffer
}

const nextDay = (day: string): string => addDaysTo(day, 1)

const DATA_NAMES = { 0: 'orders', 1: 'revenue', 2: 'reservations' } as const

const slug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase() || 'service'

/**
 * The report of one service for a period (docs/api.md, Guests): reception (owners, managers,
 * reception staff) who may also read that service's orders (ordersRead; reservations:
 * reservationsRead). Days and times are the hotel's wall clock, `endDate` included.
 */
export async function guestReport(
  ctx: AppContext,
  staff: StaffContext,
  body: GuestReportBody,
): Promise<ReportFile> {
  assertOwnBusiness(staff, body.business_id)
  const service = staff.services.find((s) => s._id === body.service_id)
  if (!service) throw notFound('Service')
  assertReception(staff)
  if (body.dataType === REPORT_DATA_TYPES.reservations) {
    assertPermission(staff, service._id, 'reservationsRead')
  } else {
    assertOrderAccess(staff, service._id)
  }
  const [business] = await ctx.db
    .select({ currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.id, staff.businessId))
  const currency = business?.currency ?? ''
  const lang: ReportLang = body.lang ?? 'en'
  const zone = staff.zone
  const period = {
    from: new Date(dayStartIn(body.startDate, zone)).toISOString(),
    to: new Date(dayStartIn(nextDay(body.endDate), zone)).toISOString(),
    zone,
  }
  let rows: Cell[][]
  switch (body.dataType) {
    case REPORT_DATA_TYPES.orders:
      rows = await orderRows(ctx, staff.businessId, service._id, period, lang, currency)
      break
    case REPORT_DATA_TYPES.revenue:
      rows = await revenueRows(ctx, staff.businessId, service._id, period, body, lang, currency)
      break
    default:
      rows = await reservationRows(ctx, service._id, period, lang)
  }
  return {
    filename: `report-${slug(service.name)}-${DATA_NAMES[body.dataType]}-${body.type}-${body.startDate}-${body.endDate}.csv`,
    body: csvFile(rows, lang),
  }
}

interface Period {
  from: string
  to: string
  /** The business's time zone: the rows' dates and times are its wall clock. */
  zone: string
}

async function ordersIn(ctx: AppContext, businessId: string, serviceId: string, period: Period) {
  return ctx.db
    .select({
      order: orders,
      roomName: rooms.name,
      guestName: stays.guestName,
      table: diningTables.name,
    })
    .from(orders)
    .leftJoin(stays, eq(stays.id, orders.stayId))
    .leftJoin(rooms, eq(rooms.id, stays.roomId))
    .leftJoin(diningTables, eq(diningTables.id, orders.tableId))
    .where(
      and(
        eq(orders.businessId, businessId),
        eq(orders.serviceId, serviceId),
        isNull(orders.deletedAt),
        gte(orders.time, period.from),
        lt(orders.time, period.to),
      ),
    )
    .orderBy(asc(orders.time), asc(orders.id))
}

function itemsText(content: readonly OrderLine[], lang: ReportLang): string {
  return content
    .map((line) => {
      const answers = line.modifiers.flatMap((m) => m.answers.map((a) => localized(a.name, lang)))
      const name = localized(line.name, lang)
      return `${line.count} x ${name}${answers.length > 0 ? ` (${answers.join(', ')})` : ''}`
    })
    .join('; ')
}

/** Orders (0): one row per order of the period, oldest first; the total leaves declined ones out. */
async function orderRows(
  ctx: AppContext,
  businessId: string,
  serviceId: string,
  period: Period,
  lang: ReportLang,
  currency: string,
): Promise<Cell[][]> {
  const t = (key: Parameters<typeof reportText>[1]) => reportText(lang, key, { currency })
  const header: Cell[] = [
    t('date'),
    t('time'),
    t('order'),
    t('status'),
    t('origin'),
    t('room'),
    t('table'),
    t('guest'),
    t('payment'),
    t('items'),
    t('amount'),
  ]
  const list = await ordersIn(ctx, businessId, serviceId, period)
  let sum = 0
  let counted = 0
  const body = list.map(({ order, roomName, guestName, table }) => {
    const at = Date.parse(order.time)
    const total = orderTotal({ content: order.content })
    if (order.status !== 'Declined') {
      sum += total
      counted += 1
    }
    return [
      dayIn(at, period.zone),
      hhmmIn(at, period.zone),
      order.id,
      order.status,
      order.origin,
      roomName ?? order.roomNumber,
      table,
      guestName,
      order.payment,
      itemsText(order.content, lang),
      { money: total },
    ] satisfies Cell[]
  })
  const footer: Cell[] = [
    t('total'),
    null,
    counted,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    { money: roundMoney(sum) },
  ]
  return [header, ...body, footer]
}

/** The buckets of a period: each day, or each month it touches. */
function buckets(start: string, end: string, monthly: boolean): string[] {
  const list: string[] = []
  for (let day = start; day <= end; day = nextDay(day)) {
    const key = monthly ? day.slice(0, 7) : day
    if (list.at(-1) !== key) list.push(key)
  }
  return list
}

/** Revenue (1): a row per day (daily) or month (monthly), empty ones too: served orders and their sum. */
async function revenueRows(
  ctx: AppContext,
  businessId: string,
  serviceId: string,
  period: Period,
  body: GuestReportBody,
  lang: ReportLang,
  currency: string,
): Promise<Cell[][]> {
  const monthly = body.type === 'monthly'
  const list = await ordersIn(ctx, businessId, serviceId, period)
  const sums = new Map(
    buckets(body.startDate, body.endDate, monthly).map((k) => [k, { n: 0, sum: 0 }]),
  )
  for (const { order } of list) {
    if (!(REVENUE_STATUSES as readonly string[]).includes(order.status)) continue
    const day = dayIn(Date.parse(order.time), period.zone)
    const bucket = sums.get(monthly ? day.slice(0, 7) : day)
    if (!bucket) continue
    bucket.n += 1
    bucket.sum += orderTotal({ content: order.content })
  }
  const t = (key: Parameters<typeof reportText>[1]) => reportText(lang, key, { currency })
  const rows: Cell[][] = [[t('period'), t('orders'), t('revenue')]]
  let count = 0
  let total = 0
  for (const [key, { n, sum }] of sums) {
    rows.push([key, n, { money: roundMoney(sum) }])
    count += n
    total += sum
  }
  rows.push([t('total'), count, { money: roundMoney(total) }])
  return rows
}

/**
 * Reservations (2): one row per reservation starting in the period, oldest first, with its tables'
 * names; the total counts those not declined, canceled or no-show, and their guests.
 */
async function reservationRows(
  ctx: AppContext,
  serviceId: string,
  period: Period,
  lang: ReportLang,
): Promise<Cell[][]> {
  const t = (key: Parameters<typeof reportText>[1]) => reportText(lang, key)
  const list = await ctx.db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.serviceId, serviceId),
        isNull(reservations.deletedAt),
        gte(reservations.time, period.from),
        lt(reservations.time, period.to),
      ),
    )
    .orderBy(asc(reservations.time), asc(reservations.id))
  const tableIds = [...new Set(list.flatMap((r) => r.tableIds))]
  const names = new Map(
    tableIds.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: diningTables.id, name: diningTables.name })
            .from(diningTables)
            .where(inArray(diningTables.id, tableIds))
        ).map((x) => [x.id, x.name]),
  )
  let count = 0
  let people = 0
  const body = list.map((r) => {
    const at = Date.parse(r.time)
    if (!['Declined', 'Canceled', 'Noshow'].includes(r.status)) {
      count += 1
      people += r.number
    }
    const tables = r.tableIds.map((id) => names.get(id) ?? '').join(', ')
    return [
      dayIn(at, period.zone),
      hhmmIn(at, period.zone),
      r.id,
      r.name,
      r.number,
      tables,
      r.status,
    ]
  })
  return [
    [t('date'), t('time'), t('reservation'), t('name'), t('people'), t('table'), t('status')],
    ...body,
    [t('total'), null, count, null, people, null, null],
  ]
}
