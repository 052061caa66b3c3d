import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import {
  BOARD_STATUSES,
  SPA_HOLDING_STATUSES,
  type ServerChange,
  type ServerPullPage,
  type ServerTableName,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import * as t from '../db/schema.ts'
import * as wire from './serialize.ts'
import {
  orderServiceIds,
  reservationServiceIds,
  scopeOf,
  shiftServiceIds,
  type StaffContext,
} from './permissions.ts'
import { reservationToWire } from './reservations/wire.ts'
import * as spa from './spa/wire.ts'
import * as promo from './promotions/wire.ts'
import * as info from './info/wire.ts'
import { surveyToWire } from './surveys/wire.ts'
import { handlesTickets, isReception } from './reception-access.ts'
import { ensureGuests, guestToWire } from './guests/refresh.ts'

/** Finished history older than this is never pulled; history screens page it. */
export const HISTORY_HORIZON_HOURS = 48

interface Source {
  name: ServerTableName
  table: PgTable & { version: PgColumn; deletedAt: PgColumn; id: PgColumn; businessId: PgColumn }
  where: (staff: StaffContext) => SQL | undefined
  toWire: (row: never, staff: StaffContext, extra: Map<string, string>) => unknown
}

/** Finished rows newer than the horizon are still pulled; older ones are paged by the screens. */
const horizon = () => sql`now() - make_interval(hours => ${HISTORY_HORIZON_HOURS})`

const byBusiness = (table: Source['table']) => (staff: StaffContext) =>
  eq(table.businessId, staff.businessId)

const SOURCES: Source[] = [
  {
    name: 'businesses',
    table: t.businesses,
    where: (s) => eq(t.businesses.id, s.businessId),
    toWire: wire.businessToWire,
  },
  {
    name: 'services',
    table: t.services,
    where: byBusiness(t.services),
    toWire: wire.serviceToWire,
  },
  {
    name: 'employees',
    table: t.employees,
    where: byBusiness(t.employees),
    toWire: wire.employeeToWire,
  },
  { name: 'rooms', table: t.rooms, where: byBusiness(t.rooms), toWire: wire.roomToWire },
  {
    name: 'stays',
    table: t.stays,
    // Stays in the house or booked ahead always; checked-out ones only while recent (the
    // invoice of a past stay is fetched by its id: getStaysPaginated, stay/invoice/{id}).
    where: (staff) =>
      and(
        eq(t.stays.businessId, staff.businessId),
        or(isNull(t.stays.checkedOutAt), gt(t.stays.updatedAt, horizon())),
      ),
    toWire: (row: typeof t.stays.$inferSelect, staff, roomNames) =>
      wire.stayToWire(row, roomNames.get(row.roomId) ?? '', seesRoomCodes(staff)),
  },
  {
    name: 'tables',
    table: t.diningTables,
    where: byBusiness(t.diningTables),
    toWire: wire.tableToWire,
  },
  {
    name: 'categories',
    table: t.articleCategories,
    where: byBusiness(t.articleCategories),
    toWire: wire.categoryToWire,
  },
  {
    name: 'articles',
    table: t.articles,
    where: byBusiness(t.articles),
    toWire: wire.articleToWire,
  },
  {
    name: 'orders',
    table: t.orders,
    where: (staff) => {
      const services = [...orderServiceIds(staff)]
      if (services.length === 0) return sql`false`
      // Live orders always; finished history only while recent. A client whose last pull is
      // older than the horizon starts again from 0 (sync/pull.ts), so no change is ever missed.
      const live = or(
        inArray(t.orders.status, ['Pending', 'Accepted', 'Finished']),
        gt(t.orders.updatedAt, horizon()),
      )
      return and(
        eq(t.orders.businessId, staff.businessId),
        inArray(t.orders.serviceId, services),
        live,
      )
    },
    toWire: wire.orderToWire,
  },
  {
    name: 'tickets',
    table: t.tickets,
    // Open tickets, and closed ones while recent (so a close reaches every device).
    where: (staff) =>
      handlesTickets(staff)
        ? and(
            eq(t.tickets.businessId, staff.businessId),
            or(eq(t.tickets.status, 'open'), gt(t.tickets.updatedAt, horizon())),
          )
        : sql`false`,
    toWire: (row: typeof t.tickets.$inferSelect, _staff, roomNames) =>
      wire.ticketToWire(row, roomNames.get(row.roomId) ?? ''),
  },
  {
    name: 'guests',
    table: t.guests,
    // The guests (names, e-mails, stays) are reception's: owners, managers, reception staff.
    where: (staff) => (isReception(staff) ? eq(t.guests.businessId, staff.businessId) : sql`false`),
    toWire: guestToWire,
  },
  {
    name: 'reservations',
    table: t.reservations,
    // The services whose reservations the session reads; the board's reservations and those
    // still to come always, the others while recent (history screens page the older ones).
    where: (staff) => {
      const services = reservationServiceIds(staff)
      if (services.length === 0) return sql`false`
      return and(
        eq(t.reservations.businessId, staff.businessId),
        inArray(t.reservations.serviceId, services),
        or(
          inArray(t.reservations.status, [...BOARD_STATUSES]),
          gt(t.reservations.updatedAt, horizon()),
          gt(t.reservations.time, horizon()),
        ),
      )
    },
    toWire: (row: typeof t.reservations.$inferSelect, staff) =>
      reservationToWire(row, staff.services.find((s) => s._id === row.serviceId)?.name ?? ''),
  },
  {
    name: 'appointments',
    table: t.spaAppointments,
    // The spa services whose reservations the session reads: live ones and those still to come
    // always, the others while recent (the history is paged).
    where: (staff) => {
      const services = reservationServiceIds(staff)
      if (services.length === 0) return sql`false`
      return and(
        eq(t.spaAppointments.businessId, staff.businessId),
        inArray(t.spaAppointments.serviceId, services),
        or(
          inArray(t.spaAppointments.status, [...SPA_HOLDING_STATUSES]),
          gt(t.spaAppointments.updatedAt, horizon()),
          gt(t.spaAppointments.time, horizon()),
        ),
      )
    },
    toWire: spa.spaAppointmentToWire,
  },
  // The spa's rooms and treatments are its menu: every staff member of the business.
  { name: 'spaRooms', table: t.spaRooms, where: byBusiness(t.spaRooms), toWire: spa.spaRoomToWire },
  {
    name: 'treatments',
    table: t.spaTreatments,
    where: byBusiness(t.spaTreatments),
    toWire: spa.spaTreatmentToWire,
  },
  {
    name: 'employeeShifts',
    table: t.employeeShifts,
    // The services whose shifts the session reads (shiftsRead).
    where: (staff) => {
      const services = shiftServiceIds(staff)
      if (services.length === 0) return sql`false`
      return and(
        eq(t.employeeShifts.businessId, staff.businessId),
        inArray(t.employeeShifts.serviceId, services),
      )
    },
    toWire: spa.employeeShiftToWire,
  },
  // Promotions and discounts hold nothing private: every staff member of the business.
  {
    name: 'discounts',
    table: t.discounts,
    where: byBusiness(t.discounts),
    toWire: promo.discountToWire,
  },
  {
    name: 'promotions',
    table: t.promotions,
    where: byBusiness(t.promotions),
    toWire: promo.promotionToWire,
  },
  // The info pages are the hotel's public texts: every staff member of the business.
  { name: 'infos', table: t.infos, where: byBusiness(t.infos), toWire: info.infoToWire },
  {
    name: 'stores',
    table: t.infoStores,
    where: byBusiness(t.infoStores),
    toWire: info.storeToWire,
  },
  {
    name: 'offers',
    table: t.infoOffers,
    where: byBusiness(t.infoOffers),
    toWire: info.offerToWire,
  },
  // Surveys: every staff member of the business (the Manage screen edits them; guests see them too).
  { name: 'surveys', table: t.surveys, where: byBusiness(t.surveys), toWire: surveyToWire },
]

/** Owners, managers and reception staff see room codes; nobody else gets them. */
export const seesRoomCodes = isReception

/**
 * One page of changes after `cursor`, across every table the session may read, in version order.
 * Each table is asked for at most `limit` rows; the merged list is cut at `limit`.
 */
export async function pullPage(
  ctx: AppContext,
  staff: StaffContext,
  cursor: number,
  limit: number,
): Promise<ServerPullPage> {
  // The guests are a copy built from stays and rooms: bring it up to date before reading it.
  if (isReception(staff)) await ensureGuests(ctx, staff.businessId)
  let more = false
  const candidates: {
    source: Source
    row: Record<string, unknown> & { version: number; deletedAt: string | null; id: string }
  }[] = []
  for (const source of SOURCES) {
    const rows = (await ctx.db
      .select()
      .from(source.table as never)
      .where(and(gt(source.table.version, cursor), source.where(staff)))
      .orderBy(asc(source.table.version))
      .limit(limit)) as (typeof candidates)[number]['row'][]
    if (rows.length === limit) more = true
    for (const row of rows) candidates.push({ source, row })
  }
  candidates.sort((a, b) => a.row.version - b.row.version)
  if (candidates.length > limit) more = true
  const page = candidates.slice(0, limit)
  // Exact: a table's unseen rows are all newer than its `limit` candidates, so any row newer than
  // them is preceded by at least `limit` candidates and falls outside the cut.
  const roomNames = await roomNamesFor(ctx, page)
  const changes: ServerChange[] = page.map(({ source, row }) => ({
    table: source.name,
    id: row.id,
    version: row.version,
    deleted: row.deletedAt !== null,
    row:
      row.deletedAt !== null
        ? null
        : (source.toWire(row as never, staff, roomNames) as Record<string, unknown>),
  }))
  const last = changes.at(-1)
  return { changes, cursor: last ? last.version : cursor, more, scope: scopeOf(staff) }
}

async function roomNamesFor(
  ctx: AppContext,
  page: { source: Source; row: Record<string, unknown> }[],
): Promise<Map<string, string>> {
  const ids = page
    .filter((c) => c.source.name === 'stays' || c.source.name === 'tickets')
    .map((c) => String(c.row.roomId))
  if (ids.length === 0) return new Map()
  const rows = await ctx.db
    .select({ id: t.rooms.id, name: t.rooms.name })
    .from(t.rooms)
    .where(inArray(t.rooms.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r.name]))
}
