import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm'
import {
  addDaysTo,
  dayStartIn,
  todayIn,
  type SpaAppointment,
  type SpaAppointmentStatus,
  type SpaAppointmentsPage,
} from '../../../sync/protocol/index.ts'
import type { Db } from '../../db/client.ts'
import { spaAppointments } from '../../db/schema.ts'
import { spaAppointmentToWire } from './wire.ts'

const iso = (at: number) => new Date(at).toISOString()

/** Appointments of these services matching `where`, oldest first (or newest, for history). */
export async function listAppointments(
  db: Db,
  serviceIds: readonly string[],
  where: SQL | undefined,
  order: 'asc' | 'desc' = 'asc',
  page?: { limit: number; offset: number },
): Promise<SpaAppointment[]> {
  if (serviceIds.length === 0) return []
  const query = db
    .select()
    .from(spaAppointments)
    .where(
      and(
        inArray(spaAppointments.serviceId, [...serviceIds]),
        isNull(spaAppointments.deletedAt),
        where,
      ),
    )
    .orderBy(order === 'asc' ? asc(spaAppointments.time) : desc(spaAppointments.time))
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query
  return rows.map(spaAppointmentToWire)
}

/** Appointments starting from the first day to the last (both included; the hotel's days). */
export const betweenDays = (from: string, to: string, zone: string): SQL =>
  and(
    gte(spaAppointments.time, iso(dayStartIn(from, zone))),
    lt(spaAppointments.time, iso(dayStartIn(addDaysTo(to, 1), zone))),
  )!

/** The timeline's: live ones (pending, accepted, active) from today on, and active ones. */
export const upcoming = (now: number, zone: string): SQL =>
  or(
    eq(spaAppointments.status, 'Active'),
    and(
      inArray(spaAppointments.status, ['Pending', 'Accepted']),
      gte(spaAppointments.time, iso(dayStartIn(todayIn(zone, now), zone))),
    ),
  )!

/** A history page: newest first, by status and days, with the total count. */
export async function appointmentHistory(
  db: Db,
  serviceId: string,
  query: {
    status?: SpaAppointmentStatus | undefined
    startDate?: string | undefined
    endDate?: string | undefined
  },
  page: { page: number; limit: number },
  zone: string,
): Promise<SpaAppointmentsPage> {
  const where = and(
    eq(spaAppointments.serviceId, serviceId),
    isNull(spaAppointments.deletedAt),
    query.status ? eq(spaAppointments.status, query.status) : undefined,
    query.startDate ? gte(spaAppointments.time, iso(dayStartIn(query.startDate, zone))) : undefined,
    query.endDate ? lt(spaAppointments.time, iso(dayStartIn(query.endDate, zone))) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(spaAppointments).where(where)
  const appointments = await listAppointments(db, [serviceId], where, 'desc', {
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
  })
  return { count: Number(total?.n ?? 0), appointments }
}
