import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import type { Employee, EmployeeShift } from '../../../sync/protocol/index.ts'
import { weekSavesOf, type WeekSave } from './saves.ts'
import { shiftWorkers } from './workers.ts'

export interface ShiftWeekData {
  /** Staff offering the service, managers excluded. */
  workers: Employee[]
  /** The service's shifts of the week's days. */
  shifts: EmployeeShift[]
  /** This account's week saves of the service still in the outbox (waiting or refused). */
  saves: WeekSave[]
}

/**
 * The week's employees, shifts and queued saves in one live query: a save queued here, a pull
 * or another device's change (employeeShiftChanged) repaints the schedule at once.
 */
export async function shiftWeekData(
  serviceId: string,
  dates: readonly string[],
  accountId: string,
): Promise<ShiftWeekData> {
  return db.transaction('r', [db.employees, db.employeeShifts, db.outbox], async () => {
    const [employees, shifts, outbox] = await Promise.all([
      db.employees.toArray(),
      db.employeeShifts
        .where('date')
        .between(dates[0], dates[dates.length - 1], true, true)
        .toArray(),
      db.outbox.orderBy('seq').toArray(),
    ])
    return {
      workers: shiftWorkers(employees, serviceId),
      shifts: shifts.filter((s) => s.service_id === serviceId),
      saves: weekSavesOf(outbox, serviceId, accountId),
    }
  })
}

export function useShiftWeek(
  serviceId: string,
  dates: readonly string[],
  accountId: string,
): ShiftWeekData | undefined {
  return useLiveQuery(
    () => shiftWeekData(serviceId, dates, accountId),
    [serviceId, dates.join(), accountId],
  )
}

/** An employee's shifts of the service on some days, as the device has them now. */
export async function employeeShiftsOn(
  serviceId: string,
  employeeId: string,
  dates: readonly string[],
): Promise<EmployeeShift[]> {
  const rows = await db.employeeShifts.where('target_employee_id').equals(employeeId).toArray()
  return rows.filter((r) => r.service_id === serviceId && dates.includes(r.date))
}
