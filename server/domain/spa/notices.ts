import type { ServerChange, SpaAppointment, SpaEventName } from '../../../sync/protocol/index.ts'
import { bookingChange, bookingEvent } from '../booking/notices.ts'
import type { ChangeNotice } from '../writes/types.ts'
import type { EmployeeShiftRow } from './wire.ts'
import { employeeShiftToWire } from './wire.ts'

/** A changed appointment, told as its live event to the spa's reservation staff and the stay. */
export const spaNotice = (row: SpaAppointment, event: SpaEventName): ChangeNotice => ({
  ...bookingChange('appointments', row),
  spa: bookingEvent(row, event),
})

/** A deleted appointment: a tombstone, told the same way. */
export const spaTombstone = (row: SpaAppointment, version: number): ChangeNotice => ({
  ...bookingChange('appointments', row, version),
  spa: bookingEvent(row, 'spaAppointmentChanged'),
})

/** A changed (or deleted) employee shift: to the staff who read the service's shifts. */
export function shiftNotice(row: EmployeeShiftRow): ChangeNotice {
  const deleted = row.deletedAt !== null
  const change: ServerChange = {
    table: 'employeeShifts',
    id: row.id,
    version: row.version,
    deleted,
    row: deleted ? null : employeeShiftToWire(row),
  }
  return {
    change,
    businessId: row.businessId,
    audience: 'all',
    shift: { serviceId: row.serviceId },
  }
}
