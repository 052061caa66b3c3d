import { db, prepareLiveQuery } from '../../../sync/index.ts'
import type {
  Employee,
  EmployeeShift,
  Service,
  SpaAppointment,
  SpaRoom,
  SpaTreatment,
} from '../../../sync/protocol/index.ts'
import { resolveService } from '../menu/menu-model.ts'
import { outboxMarks, type OutboxMarks } from '../orders/pending-marks.ts'
import { usePreparedLiveQuery } from '../../lib/prepared-live-query.ts'

export interface SpaRows {
  /** The spa shown: the route's, else the first. */
  service: Service
  appointments: SpaAppointment[]
  treatments: SpaTreatment[]
  rooms: SpaRoom[]
  employees: Employee[]
  shifts: EmployeeShift[]
  marks: OutboxMarks
}

/** What the spa screen reads: the route's spa with its rows, or null when the business has none. */
export interface SpaScreenRows {
  /** The route's service parameter this answer is for. */
  param: string | undefined
  rows: SpaRows | null
}

/**
 * The route's spa (else the first) with its appointments, treatments, rooms, staff and shifts
 * and this account's outbox marks on its appointments, from IndexedDB in one read (not the
 * services first and the rows after another render).
 */
export async function spaScreenRows(
  param: string | undefined,
  accountId: string,
): Promise<SpaScreenRows> {
  const spas = (await db.services.toArray()).filter((s) => s.type === 'spa')
  const service = resolveService(param, spas)
  if (!service) return { param, rows: null }
  const serviceId = service._id
  const tables = [
    db.appointments,
    db.treatments,
    db.spaRooms,
    db.employees,
    db.employeeShifts,
    db.outbox,
  ]
  return db.transaction('r', tables, async () => {
    const [appointments, treatments, rooms, employees, shifts, outbox] = await Promise.all([
      db.appointments.where('service_id').equals(serviceId).toArray(),
      db.treatments.where('service_id').equals(serviceId).toArray(),
      db.spaRooms.where('service_id').equals(serviceId).toArray(),
      db.employees.toArray(),
      db.employeeShifts.where('service_id').equals(serviceId).toArray(),
      // In one request and filtered here (a filter in IndexedDB walks a cursor, a request a row).
      db.outbox.orderBy('seq').toArray(),
    ])
    const own = outbox.filter((r) => r.accountId === accountId && r.entity.table === 'appointments')
    const marks = outboxMarks(own, 'appointments')
    return { param, rows: { service, appointments, treatments, rooms, employees, shifts, marks } }
  })
}

const spaKey = (param: string | undefined, accountId: string) =>
  `spa-rows:${param ?? ''}:${accountId}`

/** Starts the spa screen's read while its code loads (the route's loader). */
export const prepareSpaRows = (param: string | undefined, accountId: string) =>
  prepareLiveQuery(spaKey(param, accountId), () => spaScreenRows(param, accountId))

/**
 * The spa screen's rows, live: an appointment a guest books, a pull or an action queued here
 * repaints the timeline at once. Undefined until the answer for this route is in.
 */
export function useSpaRows(
  param: string | undefined,
  accountId: string,
): SpaScreenRows | undefined {
  return usePreparedLiveQuery(spaKey(param, accountId), () => spaScreenRows(param, accountId))
}
