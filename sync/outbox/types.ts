import type {
  SurveyCreatePayload,
  UpdateSurveyBody,
  AddServicePayload,
  SetWorkingHoursBody,
  UpdateBusinessBody,
  UpdateServiceBody,
  AddServiceLinkBody,
  AddStayPayload,
  AddTaskPayload,
  CheckInPayload,
  CheckoutBody,
  FastInputPayload,
  RoomCreatePayload,
  RoomUpdatePayload,
  SetTaskDoneBody,
  TicketCreatePayload,
  UpdateCheckoutBody,
  UpdateServiceLinkBody,
  ArticleCreatePayload,
  ArticlePositionsBody,
  ImageUploadPayload,
  CategoryCreatePayload,
  CategoryPositionsBody,
  UpdateArticleBody,
  UpdateArticleCategoryBody,
  ErrorCode,
  HeldTable,
  SyncTableName,
  UpdateTableManyBody,
  TableCreatePayload,
  TableEditPayload,
  AddLengthBody,
  ReservationCreatePayload,
  DeclineReservationBody,
  ReservationStatusPayload,
  ReservationMovePayload,
  SpaAppointmentCreatePayload,
  TableOrderCreatePayload,
  LineStateBody,
  AcceptSpaAppointmentBody,
  DeclineSpaAppointmentBody,
  UpdateSpaAppointmentBody,
  SaveShiftWeekBody,
  EmployeeCreatePayload,
  UpdateEmployeeBody,
  SpaRoomCreatePayload,
  SpaTreatmentCreatePayload,
  UpdateSpaRoomBody,
  UpdateSpaTreatmentBody,
  DiscountCreatePayload,
  UpdateDiscountBody,
  PromotionCreatePayload,
  UpdatePromotionBody,
  PromotionIdBody,
  ChangeOrderInfoBody,
  InfoCreatePayload,
  OfferCreatePayload,
  StoreCreatePayload,
  UpdateInfoBody,
  UpdateOfferBody,
  UpdateStoreBody,
} from '../protocol/index.ts'

/** Payload of each staff action the outbox can carry (docs/sync.md, "Public API"). */
export type ActionPayloads = {
  'order.accept': { order_id: string }
  'order.decline': { order_id: string; reason: string }
  'order.finish': { order_id: string }
  'order.roomServiceFinished': { order_id: string }
  'order.pay': { order_id: string }
  'order.createForTable': TableOrderCreatePayload
  'order.lineState': LineStateBody
  'room.setActive': { room_id: string }
  'room.setInactive': { room_id: string }
  'category.create': CategoryCreatePayload
  'category.delete': { category_id: string }
  'category.update': UpdateArticleCategoryBody
  'category.reorder': CategoryPositionsBody
  'article.create': ArticleCreatePayload
  'article.update': UpdateArticleBody
  'article.delete': { article_id: string }
  'article.reorder': ArticlePositionsBody
  'table.updateMany': UpdateTableManyBody
  'image.upload': ImageUploadPayload
  'room.create': RoomCreatePayload
  'room.update': RoomUpdatePayload
  'room.delete': { room_id: string }
  'room.serviceLink.add': AddServiceLinkBody
  'room.serviceLink.update': UpdateServiceLinkBody
  'stay.checkIn': CheckInPayload
  'stay.checkOut': CheckoutBody
  'stay.updateCheckout': UpdateCheckoutBody
  'stay.add': AddStayPayload
  'stay.fastInput': FastInputPayload
  'ticket.create': TicketCreatePayload
  'ticket.addTask': AddTaskPayload
  'ticket.setTaskDone': SetTaskDoneBody
  'ticket.close': { ticket_id: string }
  'table.create': TableCreatePayload
  'table.edit': TableEditPayload
  'table.addLength': AddLengthBody
  'reservation.create': ReservationCreatePayload
  'reservation.accept': { reservation_id: string }
  'reservation.decline': DeclineReservationBody
  'reservation.active': { reservation_id: string }
  'reservation.noshow': { reservation_id: string }
  'reservation.cancel': { reservation_id: string }
  'reservation.nowAvailable': { reservation_id: string }
  'reservation.changeStatus': ReservationStatusPayload
  'reservation.moveTables': ReservationMovePayload
  'reservation.delete': { reservation_id: string }
  'spaAppointment.create': SpaAppointmentCreatePayload
  'spaAppointment.accept': AcceptSpaAppointmentBody
  'spaAppointment.decline': DeclineSpaAppointmentBody
  'spaAppointment.arrived': { appointment_id: string }
  'spaAppointment.finishCleaning': { appointment_id: string }
  'spaAppointment.update': UpdateSpaAppointmentBody
  'spaAppointment.delete': { appointment_id: string }
  'shift.saveWeek': SaveShiftWeekBody
  'employee.create': EmployeeCreatePayload
  'employee.update': UpdateEmployeeBody
  'employee.delete': { employee_id: string }
  'survey.create': SurveyCreatePayload
  'survey.update': UpdateSurveyBody
  'survey.delete': { survey_id: string }
  'business.update': UpdateBusinessBody
  'service.add': AddServicePayload
  'service.update': UpdateServiceBody
  'service.setWorkingHours': SetWorkingHoursBody
  'spaRoom.create': SpaRoomCreatePayload
  'spaRoom.update': UpdateSpaRoomBody
  'spaRoom.delete': { spa_room_id: string }
  'spaTreatment.create': SpaTreatmentCreatePayload
  'spaTreatment.update': UpdateSpaTreatmentBody
  'spaTreatment.delete': { spa_service_id: string }
  'discount.create': DiscountCreatePayload
  'discount.update': UpdateDiscountBody
  'discount.delete': { discount_id: string }
  'promotion.create': PromotionCreatePayload
  'promotion.update': UpdatePromotionBody
  'promotion.delete': PromotionIdBody
  'info.create': InfoCreatePayload
  'info.update': UpdateInfoBody
  'info.delete': { info_id: string }
  'info.reorder': ChangeOrderInfoBody
  'store.create': StoreCreatePayload
  'store.update': UpdateStoreBody
  'store.delete': { store_id: string }
  'offer.create': OfferCreatePayload
  'offer.update': UpdateOfferBody
  'offer.delete': { offer_id: string }
}
export type ActionType = keyof ActionPayloads

/** One row an action writes. */
export interface EntityRef {
  table: SyncTableName
  id: string
}

export type OutboxState = 'pending' | 'sending' | 'failed'

export interface OutboxError {
  status: number
  code: ErrorCode | 'network'
  message: string
  /** reservation.taken: the booking that holds the table (the refusal names it). */
  held?: HeldTable
}

/** One queued staff action. Stored in `db.outbox`; `id` is sent as the Idempotency-Key. */
export interface OutboxRow {
  id: string
  seq: number
  accountId: string
  type: ActionType
  payload: unknown
  /** The row the action is shown on (the first of `entities`). */
  entity: EntityRef
  /** Every row the action writes (one, or several for a multi-row action such as moving tables). */
  entities: EntityRef[]
  /** The ids of `entities`, so IndexedDB can index them (multi-entry index `*entityIds`). */
  entityIds: string[]
  createdAt: string
  attempts: number
  state: OutboxState
  error: OutboxError | null
  /** Failed rows: the server's row the refusal carried (409 `current`); null or absent: none. */
  refusedWith?: Record<string, unknown> | null
}

export type EnqueueErrorCode =
  'validation' | 'not_found' | 'conflict' | 'order.illegal_transition' | 'signed_out'

/** An action refused before it was queued (bad payload, unknown row, illegal transition). */
export class EnqueueError extends Error {
  override readonly name = 'EnqueueError'
  constructor(
    readonly code: EnqueueErrorCode,
    message: string,
  ) {
    super(message)
  }
}
