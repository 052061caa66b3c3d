import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import type {
  Employee,
  EmployeeShift,
  SpaAppointment,
  SpaRoom,
  SpaTreatment,
} from '../../../sync/protocol/index.ts'
import { outboxMarks, type OutboxMarks } from '../orders/pending-marks.ts'

export interface SpaRows {
  serviceId: string
  appointments: SpaAppointment[]
  treatments: SpaTreatment[]
  rooms: SpaRoom[]
  employees: Employee[]
  shifts: EmployeeShift[]
  marks: OutboxMarks
}

/**
 * The spa's appointments, treatments, rooms, staff and shifts and this account's outbox marks on
 * its appointments, live from IndexedDB in one read: an appointment a guest books, a pull or an
 * action queued here repaints the timeline at once. Undefined until the answer for this service
 * is in (a live query hands back its last answer while a new one runs).
 */
export function useSpaRows(serviceId: string | undefined, accountId: string): SpaRows | undefined {
  const rows = useLiveQuery(async () => {
    if (!serviceId) return undefined
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
        db.outbox
          .orderBy('seq')
          .filter((row) => row.accountId === accountId && row.entity.table === 'appointments')
          .toArray(),
      ])
      const marks = outboxMarks(outbox, 'appointments')
      return { serviceId, appointments, treatments, rooms, employees, shifts, marks }
    })
  }, [serviceId, accountId])
  return rows?.serviceId === serviceId ? rows : undefined
}
