import type { ServerChange, SpaAppointment, SpaEventName } from '../../../sync/protocol/index.ts'
import type { ChangeNotice } from '../writes/types.ts'
import type { EmployeeShiftRow } from './wire.ts'
import { employeeShiftToWire } from './wire.ts'

/** A changed appointment, told as its live event to the spa's reservation staff and the stay. */
export function spaNotice(row: SpaAppointment, event: SpaEventName): ChangeNotice {
  return {
    change: { table: 'appointments', id: row._id, version: row.version, deleted: false, row },
    businessId: row.business_id,
    audience: 'all',
    spa: { event, serviceId: row.service_id, stayId: row.stay_id },
  }
}

/** A deleted appointment: a tombstone, told the same way. */
export function spaTombstone(row: SpaAppointment, version: number): ChangeNotice {
  return {
    change: { table: 'appointments', id: row._id, version, deleted: true, row: null },
    businessId: row.business_id,
    audience: 'all',
    spa: { event: 'spaAppointmentChanged', serviceId: row.service_id, stayId: row.stay_id },
  }
}

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
