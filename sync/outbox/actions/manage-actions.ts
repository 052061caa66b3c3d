import type { AreaActions } from './areas.ts'
import { createEmployee, deleteEmployee, updateEmployee } from './employee-actions.ts'
import { addService, setWorkingHours, updateBusiness, updateService } from './settings-actions.ts'

/** The manager's section's actions (workers, …): a lazy chunk (areas.ts). */
export const MANAGE_ACTIONS: AreaActions<'manage'> = {
  'employee.create': createEmployee,
  'employee.update': updateEmployee,
  'employee.delete': deleteEmployee,
  'business.update': updateBusiness,
  'service.add': addService,
  'service.update': updateService,
  'service.setWorkingHours': setWorkingHours,
}
