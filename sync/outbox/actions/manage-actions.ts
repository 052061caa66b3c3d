import type { AreaActions } from './areas.ts'
import { createEmployee, deleteEmployee, updateEmployee } from './employee-actions.ts'
import { createSurvey, deleteSurvey, updateSurvey } from './survey-actions.ts'

/** The manager's section's actions (workers, …): a lazy chunk (areas.ts). */
export const MANAGE_ACTIONS: AreaActions<'manage'> = {
  'employee.create': createEmployee,
  'employee.update': updateEmployee,
  'employee.delete': deleteEmployee,
  'survey.create': createSurvey,
  'survey.update': updateSurvey,
  'survey.delete': deleteSurvey,
}
