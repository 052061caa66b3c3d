/**
 * The zod/mini payload schemas of the lazy action areas (sync/outbox/actions/areas.ts: menu,
 * tables, reception, reservations, spa). Only their action modules import this, so the schemas load with them and
 * not in the staff shell; the shell's own schemas are in engine-schemas.ts.
 */
export {
  AddServiceLinkBody,
  RoomCreatePayload,
  RoomIdBody,
  RoomUpdatePayload,
  UpdateServiceLinkBody,
} from './rooms.ts'
export { AddStayPayload, CheckInPayload, CheckoutBody, UpdateCheckoutBody } from './stays.ts'
export { AddTaskPayload, SetTaskDoneBody, TicketCreatePayload, TicketIdBody } from './tickets.ts'
export {
  ArticleCreatePayload,
  ArticleIdBody,
  ArticlePositionsBody,
  CategoryCreatePayload,
  CategoryIdBody,
  CategoryPositionsBody,
  UpdateArticleBody,
  UpdateArticleCategoryBody,
} from './menu.ts'
export {
  AddLengthBody,
  TableCreatePayload,
  TableEditPayload,
  UpdateTableManyBody,
} from './tables.ts'
export {
  DeclineReservationBody,
  ReservationCreatePayload,
  ReservationIdBody,
  ReservationStatusPayload,
  ReservationMovePayload,
} from './reservations.ts'
export {
  AcceptSpaAppointmentBody,
  DeclineSpaAppointmentBody,
  SaveShiftWeekBody,
  ShiftWeekReply,
  SpaAppointmentCreatePayload,
  SpaAppointmentIdBody,
  SpaRoomCreatePayload,
  SpaRoomIdBody,
  SpaTreatmentCreatePayload,
  SpaTreatmentIdBody,
  UpdateSpaAppointmentBody,
  UpdateSpaRoomBody,
  UpdateSpaTreatmentBody,
} from './spa.ts'
export { ImageUploadPayload } from './images.ts'
export { TableOrderCreatePayload } from './orders.ts'
export { FastInputPayload } from './fast-input.ts'
export { EmployeeCreatePayload, EmployeeIdBody, UpdateEmployeeBody } from './employees.ts'
export {
  DiscountCreatePayload,
  DiscountIdBody,
  PromotionCreatePayload,
  PromotionIdBody,
  UpdateDiscountBody,
  UpdatePromotionBody,
} from './promotions.ts'
export {
  ChangeOrderInfoBody,
  InfoCreatePayload,
  InfoIdBody,
  OfferCreatePayload,
  OfferIdBody,
  StoreCreatePayload,
  StoreIdBody,
  UpdateInfoBody,
  UpdateOfferBody,
  UpdateStoreBody,
} from './info.ts'
export { SurveyCreatePayload, SurveyIdBody, UpdateSurveyBody } from './surveys.ts'
export {
  AddServicePayload,
  SetWorkingHoursBody,
  UpdateBusinessBody,
  UpdateServiceBody,
} from './settings.ts'
