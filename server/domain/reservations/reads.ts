import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm'
import {
  BOARD_STATUSES,
  addDaysTo,
  dayStartIn,
  todayIn,
  type Reservation,
  type ReservationStatus,
} from '../../../sync/protocol/index.ts'
import type { Db } from '../../db/client.ts'
import { reservations, services } from '../../db/schema.ts'
import { reservationToWire } from './wire.ts'

/** Statuses that are history by themselves (spec §4); a pending or accepted one once its day passed. */
const ENDED: ReservationStatus[] = ['Declined', 'Canceled', 'Noshow', 'Room', 'Finished']

/** Reservations of these services matching `where`, as the wire has them, oldest first. */
export async function listReservations(
  db: Db,
  serviceIds: readonly string[],
  where: SQL | undefined,
  order: 'asc' | 'desc' = 'asc',
  page?: { limit: number; offset: number },
): Promise<Reservation[]> {
  if (serviceIds.length === 0) return []
  const query = db
    .select({ row: reservations, serviceName: services.name })
    .from(reservations)
    .innerJoin(services, eq(services.id, reservations.serviceId))
    .where(
      and(inArray(reservations.serviceId, [...serviceIds]), isNull(reservations.deletedAt), where),
    )
    .orderBy(order === 'asc' ? asc(reservations.time) : desc(reservations.time))
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query
  return rows.map((r) => reservationToWire(r.row, r.serviceName))
}

const iso = (at: number): string => new Date(at).toISOString()

/** The hotel day's start: bookings before it are history, not the board's. */
const todayStart = (now: number, zone: string): string => iso(dayStartIn(todayIn(zone, now), zone))

/**
 * The staff board's reservations: active ones, and pending, accepted and canceled ones from today
 * on (an accepted one whose day has passed is history, spec §4).
 */
export function onBoard(now: number, zone: string): SQL {
  return or(
    eq(reservations.status, 'Active'),
    and(
      inArray(
        reservations.status,
        BOARD_STATUSES.filter((s) => s !== 'Active'),
      ),
      gte(reservations.time, todayStart(now, zone)),
    ),
  )!
}

/** Reservations starting on a day of the hotel's wall clock. */
export function onDay(day: string, zone: string): SQL {
  return and(
    gte(reservations.time, iso(dayStartIn(day, zone))),
    lt(reservations.time, iso(dayStartIn(addDaysTo(day, 1), zone))),
  )!
}

export interface HistoryFilter {
  status?: ReservationStatus | undefined
  origin?: 'Room' | 'External' | 'Reception' | undefined
  startDate?: string | undefined
  /** Exclusive: the screen sends the chosen end plus one day (spec §9). */
  endDate?: string | undefined
}

/** A history page (getResevationsPaginated): count plus reservations, newest first. */
export async function reservationHistory(
  db: Db,
  serviceId: string,
  filter: HistoryFilter,
  page: { page: number; limit: number },
  now: number,
  zone: string,
): Promise<{ count: number; reservations: Reservation[] }> {
  const where = and(
    filter.status
      ? eq(reservations.status, filter.status)
      : or(
          inArray(reservations.status, ENDED),
          and(
            inArray(reservations.status, ['Pending', 'Accepted']),
            lt(reservations.time, todayStart(now, zone)),
          ),
        ),
    filter.origin ? eq(reservations.origin, filter.origin) : undefined,
    filter.startDate ? gte(reservations.time, iso(dayStartIn(filter.startDate, zone))) : undefined,
    filter.endDate ? lt(reservations.time, iso(dayStartIn(filter.endDate, zone))) : undefined,
  )
  const [total] = await db
    .select({ n: count() })
    .from(reservations)
    .where(and(eq(reservations.serviceId, serviceId), isNull(reservations.deletedAt), where))
  const list = await listReservations(db, [serviceId], where, 'desc', {
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
  })
  return { count: total?.n ?? 0, reservations: list }
}

/** The reservations made for some stays (a guest's history), newest first; null: any business. */
export async function reservationsOfStays(
  db: Db,
  businessId: string | null,
  stayIds: readonly string[],
): Promise<Reservation[]> {
  if (stayIds.length === 0) return []
  const rows = await db
    .select({ row: reservations, serviceName: services.name })
    .from(reservations)
    .innerJoin(services, eq(services.id, reservations.serviceId))
    .where(
      and(
        businessId === null ? undefined : eq(reservations.businessId, businessId),
        inArray(reservations.stayId, [...stayIds]),
        isNull(reservations.deletedAt),
      ),
    )
    .orderBy(desc(reservations.time))
  return rows.map((r) => reservationToWire(r.row, r.serviceName))
}
