import type { Service } from '../../../sync/protocol/index.ts'
import { engine } from '../../app/staff/engine.ts'
import type { SaveDay } from './week-save.ts'

/**
 * Saves an employee's week as ONE outbox action (`shift.saveWeek`): each day created, changed or
 * cleared at once on the device, kept offline, sent once; the server saves each day on its own.
 */
export async function saveShiftWeek(
  service: Pick<Service, '_id' | 'business_id'>,
  employeeId: string,
  weekStart: string,
  days: readonly SaveDay[],
): Promise<void> {
  if (days.length === 0) return
  await engine.enqueue('shift.saveWeek', {
    business_id: service.business_id,
    service_id: service._id,
    target_employee_id: employeeId,
    week_start: weekStart,
    days: [...days],
  })
}

/** Drops a week the server refused as a whole (its days are already back as the server has them). */
export const dismissRefusedWeek = (outboxId: string): Promise<void> => engine.discard(outboxId)
