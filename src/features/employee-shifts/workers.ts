import type { Employee, Service } from '../../../sync/protocol/index.ts'

/**
 * The employees whose shifts the schedule shows (spec §2, §6): staff who offer the service (it is
 * among their services), the role manager excluded, by name.
 */
export function shiftWorkers(employees: readonly Employee[], serviceId: string): Employee[] {
  return employees
    .filter((e) => e.role !== 'manager' && e.services.some((s) => s.service_id === serviceId))
    .sort((a, b) => fullName(a).localeCompare(fullName(b)))
}

export const fullName = (e: Pick<Employee, 'name' | 'surname'>): string =>
  `${e.name} ${e.surname}`.trim()

/** A shift of the service as "08:00–14:00"; null when the service no longer has it. */
export function shiftTimes(service: Pick<Service, 'shifts'>, shiftId: string): string | null {
  const shift = service.shifts.find((s) => s.id === shiftId)
  return shift ? `${shift.start_time}–${shift.end_time}` : null
}
