/**
 * Who works shifts at a service (spec 001 §2, §6): the staff who offer it (it is among their
 * services), the role manager excluded. The shift schedule lists them, and at a spa they are its
 * therapists (the slots, the timeline's rows, a shift's target); server and screens ask here.
 */

/** What the rule reads of an employee (the wire's `Employee` and the database row fit). */
export interface ServiceWorker {
  role: string
  services: readonly { service_id: string }[]
}

export function worksShiftsAt(employee: ServiceWorker, serviceId: string): boolean {
  return employee.role !== 'manager' && employee.services.some((s) => s.service_id === serviceId)
}

/** "Name Surname". */
export const fullName = (e: { name: string; surname: string }): string =>
  `${e.name} ${e.surname}`.trim()

/** The service's shift workers (its therapists at a spa), by full name. */
export function shiftWorkers<E extends ServiceWorker & { name: string; surname: string }>(
  employees: readonly E[],
  serviceId: string,
): E[] {
  return employees
    .filter((e) => worksShiftsAt(e, serviceId))
    .sort((a, b) => fullName(a).localeCompare(fullName(b)))
}
