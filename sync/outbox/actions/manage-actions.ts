import type { AreaActions } from './areas.ts'
import { createEmployee, deleteEmployee, updateEmployee } from './employee-actions.ts'
import {
  createDiscount,
  createPromotion,
  deleteDiscount,
  deletePromotion,
  updateDiscount,
  updatePromotion,
} from './promotion-actions.ts'
import { createSurvey, deleteSurvey, updateSurvey } from './survey-actions.ts'
import { addService, setWorkingHours, updateBusiness, updateService } from './settings-actions.ts'

/** The manager's section's actions (workers, …): a lazy chunk (areas.ts). */
export const MANAGE_ACTIONS: AreaActions<'manage'> = {
  'employee.create': createEmployee,
  'employee.update': updateEmployee,
  'employee.delete': deleteEmployee,
  'discount.create': createDiscount,
  'discount.update': updateDiscount,
  'discount.delete': deleteDiscount,
  'promotion.create': createPromotion,
  'promotion.update': updatePromotion,
  'promotion.delete': deletePromotion,
  'survey.create': createSurvey,
  'survey.update': updateSurvey,
  'survey.delete': deleteSurvey,
  'business.update': updateBusiness,
  'service.add': addService,
  'service.update': updateService,
  'service.setWorkingHours': setWorkingHours,
}
