import { and, eq, gte, inArray, isNull, lt } from 'drizzle-orm'
import {
  SPA_HOLDING_STATUSES,
  addDaysTo,
  dayStartIn,
  shiftDays,
  shiftSpan,
  type Service,
  type SpaBusy,
  type SpaDay,
  type TherapistShift,
} from '../../../sync/protocol/index.ts'
import { worksShiftsAt } from '../../../sync/protocol/rules/index.ts'
import type { Db, Tx } from '../../db/client.ts'
import {
  employeeShifts,
  employees,
  spaAppointments,
  spaRooms,
  spaTreatments,
} from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'
import type { SpaRoomRow, SpaTreatmentRow } from './wire.ts'

/** A treatment of the business with its room (404 for another business's or a deleted one). */
export async function treatmentOf(
  db: Db | Tx,
  businessId: string | null,
  id: string,
): Promise<{ treatment: SpaTreatmentRow; room: SpaRoomRow | undefined }> {
  const [treatment] = await db
    .select()
    .from(spaTreatments)
    .where(and(eq(spaTreatments.id, id), isNull(spaTreatments.deletedAt)))
  if (!treatment || (businessId !== null && treatment.businessId !== businessId))
    throw notFound('Spa service')
  const [room] = await db
    .select()
    .from(spaRooms)
    .where(and(eq(spaRooms.id, treatment.roomId), isNull(spaRooms.deletedAt)))
  return { treatment, room }
}

export const treatmentRules = (t: SpaTreatmentRow) => ({
  _id: t.id,
  room_id: t.roomId,
  length: t.length,
  cleaning_break: t.cleaningBreak,
  therapist_break: t.therapistBreak,
  max_persons: t.maxPersons,
  therapist_driven: t.therapistDriven,
})

export const roomRules = (r: SpaRoomRow | undefined) =>
  r ? { _id: r.id, max_persons: r.maxPersons, cleaning_break: r.cleaningBreak } : undefined

/** The staff who offer the spa service (managers excluded): its therapists, by id. */
export async function therapistsOf(
  db: Db | Tx,
  service: Service,
): Promise<Map<string, { name: string; surname: string }>> {
  const rows = await db
    .select({
      id: employees.id,
      name: employees.name,
      surname: employees.surname,
      role: employees.role,
      services: employees.services,
    })
    .from(employees)
    .where(and(eq(employees.businessId, service.business_id), isNull(employees.deletedAt)))
  return new Map(
    rows
      .filter((e) => worksShiftsAt(e, service._id))
      .map((e) => [e.id, { name: e.name, surname: e.surname }]),
  )
}

/** The therapists' shifts that reach into `day` (the day's, and the night's before). */
export async function shiftsOn(
  db: Db | Tx,
  service: Service,
  day: string,
  therapists: ReadonlySet<string>,
  zone: string,
): Promise<TherapistShift[]> {
  const rows = await db
    .select()
    .from(employeeShifts)
    .where(
      and(
        eq(employeeShifts.serviceId, service._id),
        inArray(employeeShifts.date, shiftDays(day)),
        isNull(employeeShifts.deletedAt),
      ),
    )
  const spans: TherapistShift[] = []
  for (const row of rows) {
    const shift = service.shifts.find((s) => s.id === row.shiftId)
    if (!shift || !therapists.has(row.targetEmployeeId)) continue
    const [start, end] = shiftSpan(row.date, shift.start_time, shift.end_time, zone)
    spans.push({ therapist_id: row.targetEmployeeId, start, end })
  }
  return spans
}

/** The spa service's live appointments that can overlap `day` (from the day before to the next). */
export async function busyAround(
  db: Db | Tx,
  serviceId: string,
  day: string,
  zone: string,
): Promise<SpaBusy[]> {
  const iso = (d: string) => new Date(dayStartIn(d, zone)).toISOString()
  const rows = await db
    .select()
    .from(spaAppointments)
    .where(
      and(
        eq(spaAppointments.serviceId, serviceId),
        inArray(spaAppointments.status, [...SPA_HOLDING_STATUSES]),
        isNull(spaAppointments.deletedAt),
        gte(spaAppointments.time, iso(addDaysTo(day, -1))),
        lt(spaAppointments.time, iso(addDaysTo(day, 2))),
      ),
    )
  return rows.map((r) => ({
    _id: r.id,
    time: Date.parse(r.time),
    room_id: r.roomId,
    therapist_id: r.therapistId,
    persons: r.persons,
    room_hold: r.roomHold,
    therapist_hold: r.therapistHold,
    therapist_driven: r.therapistDriven,
  }))
}

/** Everything the free-slot rules need for one treatment on one day. */
export async function loadSpaDay(
  db: Db | Tx,
  service: Service,
  found: { treatment: SpaTreatmentRow; room: SpaRoomRow | undefined },
  day: string,
  zone: string,
): Promise<SpaDay & { names: Map<string, { name: string; surname: string }> }> {
  const names = await therapistsOf(db, service)
  const [shifts, busy] = await Promise.all([
    shiftsOn(db, service, day, new Set(names.keys()), zone),
    busyAround(db, service._id, day, zone),
  ])
  return {
    zone,
    service,
    treatment: treatmentRules(found.treatment),
    room: roomRules(found.room),
    shifts,
    busy,
    names,
  }
}
