import { createEmployeeWrite, deleteEmployeeWrite, updateEmployeeWrite } from './employees.ts'
import {
  createDiscountWrite,
  deleteDiscountWrite,
  updateDiscountWrite,
} from '../promotions/discount-writes.ts'
import {
  createPromotionWrite,
  deletePromotionWrite,
  updatePromotionWrite,
} from '../promotions/promotion-writes.ts'
import type { StaffWrite, WriteType } from './types.ts'
import { INFO_WRITES } from './info.ts'
import { createSurveyWrite, deleteSurveyWrite, updateSurveyWrite } from './surveys.ts'
import {
  addServiceWrite,
  setWorkingHoursWrite,
  updateBusinessWrite,
  updateServiceWrite,
} from './settings.ts'
import { setRoomActive, setRoomInactive } from './rooms.ts'
import { createTableOrderWrite, lineStateWrite } from './orders.ts'
import {
  createCategoryWrite,
  deleteCategoryWrite,
  reorderCategoriesWrite,
  updateCategoryWrite,
} from './categories.ts'
import {
  createArticleWrite,
  deleteArticleWrite,
  reorderArticlesWrite,
  updateArticleWrite,
} from './articles.ts'
import { addLengthWrite, createTableWrite, editTableWrite, updateTableManyWrite } from './tables.ts'
import { createRoomWrite, deleteRoomWrite, updateRoomWrite } from './room-edits.ts'
import { addServiceLinkWrite, updateServiceLinkWrite } from './room-links.ts'
import { checkInWrite } from './stay-checkin.ts'
import { checkOutWrite } from './stay-checkout.ts'
import { addStayWrite, updateCheckoutWrite } from './stay-dates.ts'
import { addTaskWrite, closeTicketWrite, createTicketWrite, setTaskDoneWrite } from './tickets.ts'
import { fastInputWrite } from './stay-fast-input.ts'
import {
  acceptReservationWrite,
  activeReservationWrite,
  cancelReservationWrite,
  changeStatusWrite,
  moveReservationWrite,
  createReservationWrite,
  declineReservationWrite,
  deleteReservationWrite,
  noshowReservationWrite,
  nowAvailableReservationWrite,
} from './reservations.ts'
import {
  acceptSpaAppointmentWrite,
  arrivedSpaAppointmentWrite,
  createSpaAppointmentWrite,
  declineSpaAppointmentWrite,
  deleteSpaAppointmentWrite,
  finishCleaningSpaAppointmentWrite,
  saveShiftWeekWrite,
  updateSpaAppointmentWrite,
} from './spa.ts'
import {
  createSpaRoomWrite,
  createSpaTreatmentWrite,
  deleteSpaRoomWrite,
  deleteSpaTreatmentWrite,
  updateSpaRoomWrite,
  updateSpaTreatmentWrite,
} from './spa-catalog.ts'

export type { ChangeNotice, StaffWrite, WriteResult, WriteType } from './types.ts'

/** Every staff write the push carries besides the order steps; a new one: one file, one entry. */
export const STAFF_WRITES: { [K in WriteType]: StaffWrite<K> } = {
  'order.createForTable': createTableOrderWrite,
  'order.lineState': lineStateWrite,
  'room.setActive': setRoomActive,
  'room.setInactive': setRoomInactive,
  'category.create': createCategoryWrite,
  'category.delete': deleteCategoryWrite,
  'category.update': updateCategoryWrite,
  'category.reorder': reorderCategoriesWrite,
  'article.create': createArticleWrite,
  'article.update': updateArticleWrite,
  'article.delete': deleteArticleWrite,
  'article.reorder': reorderArticlesWrite,
  'table.updateMany': updateTableManyWrite,
  'room.create': createRoomWrite,
  'room.update': updateRoomWrite,
  'room.delete': deleteRoomWrite,
  'room.serviceLink.add': addServiceLinkWrite,
  'room.serviceLink.update': updateServiceLinkWrite,
  'stay.checkIn': checkInWrite,
  'stay.checkOut': checkOutWrite,
  'stay.updateCheckout': updateCheckoutWrite,
  'stay.add': addStayWrite,
  'stay.fastInput': fastInputWrite,
  'ticket.create': createTicketWrite,
  'ticket.addTask': addTaskWrite,
  'ticket.setTaskDone': setTaskDoneWrite,
  'ticket.close': closeTicketWrite,
  'table.create': createTableWrite,
  'table.edit': editTableWrite,
  'table.addLength': addLengthWrite,
  'reservation.create': createReservationWrite,
  'reservation.accept': acceptReservationWrite,
  'reservation.decline': declineReservationWrite,
  'reservation.active': activeReservationWrite,
  'reservation.noshow': noshowReservationWrite,
  'reservation.cancel': cancelReservationWrite,
  'reservation.nowAvailable': nowAvailableReservationWrite,
  'reservation.changeStatus': changeStatusWrite,
  'reservation.moveTables': moveReservationWrite,
  'employee.create': createEmployeeWrite,
  'employee.update': updateEmployeeWrite,
  'employee.delete': deleteEmployeeWrite,
  'discount.create': createDiscountWrite,
  'discount.update': updateDiscountWrite,
  'discount.delete': deleteDiscountWrite,
  'promotion.create': createPromotionWrite,
  'promotion.update': updatePromotionWrite,
  'promotion.delete': deletePromotionWrite,
  'business.update': updateBusinessWrite,
  'service.add': addServiceWrite,
  'service.update': updateServiceWrite,
  'service.setWorkingHours': setWorkingHoursWrite,
  'reservation.delete': deleteReservationWrite,
  'spaAppointment.create': createSpaAppointmentWrite,
  'spaAppointment.accept': acceptSpaAppointmentWrite,
  'spaAppointment.decline': declineSpaAppointmentWrite,
  'spaAppointment.arrived': arrivedSpaAppointmentWrite,
  'spaAppointment.finishCleaning': finishCleaningSpaAppointmentWrite,
  'spaAppointment.update': updateSpaAppointmentWrite,
  'spaAppointment.delete': deleteSpaAppointmentWrite,
  'shift.saveWeek': saveShiftWeekWrite,
  'survey.create': createSurveyWrite,
  'survey.update': updateSurveyWrite,
  'survey.delete': deleteSurveyWrite,
  'spaRoom.create': createSpaRoomWrite,
  'spaRoom.update': updateSpaRoomWrite,
  'spaRoom.delete': deleteSpaRoomWrite,
  'spaTreatment.create': createSpaTreatmentWrite,
  'spaTreatment.update': updateSpaTreatmentWrite,
  'spaTreatment.delete': deleteSpaTreatmentWrite,
  ...INFO_WRITES,
}

export const isWriteType = (type: string): type is WriteType => Object.hasOwn(STAFF_WRITES, type)
