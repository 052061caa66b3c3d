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

/** The employees' paths (spec 001 §7): most under the v2 base, getEmployeeByID under the old one. */
export const EMPLOYEE_BASE = '/api/v2/business/employee'
export const OLD_EMPLOYEE_BASE = '/api/business/employee'

/**
 * The worker roles the workers screen offers, in the order the list sorts them (spec 001 §2:
 * "employee list sorted by role"). `manager` gets the Manage section and no shifts; a role the
 * server holds that is not here (made before, or by the API) sorts last and is kept as it is.
 */
export const WORKER_ROLES = [
  'manager',
  'reception',
  'waiter',
  'kitchen',
  'therapist',
  'housekeeping',
] as const
export type WorkerRole = (typeof WORKER_ROLES)[number]

/** Employees sorted by role (the roles' order, unknown roles last), then by full name. */
export function sortByRole<E extends { role: string; name: string; surname: string }>(
  employees: readonly E[],
): E[] {
  const rank = (role: string) => {
    const at = (WORKER_ROLES as readonly string[]).indexOf(role)
    return at === -1 ? WORKER_ROLES.length : at
  }
  return [...employees].sort(
    (a, b) =>
      rank(a.role) - rank(b.role) ||
      a.role.localeCompare(b.role) ||
      fullName(a).localeCompare(fullName(b)),
  )
}
