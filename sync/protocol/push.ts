import * as z from 'zod/mini'
import {
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
import { DeclineOrderBody, LineStateBody, OrderIdBody, TableOrderCreatePayload } from './orders.ts'
import {
  AddServiceLinkBody,
  CreateHotelRoomBody,
  RoomIdBody,
  RoomUpdatePayload,
  UpdateServiceLinkBody,
} from './rooms.ts'
import { AddStayBody, CheckInBody, CheckoutBody, UpdateCheckoutBody } from './stays.ts'
import { AddTaskBody, CreateTicketBody, SetTaskDoneBody, TicketIdBody } from './tickets.ts'
import { FastInputPayload } from './fast-input.ts'
import {
  ArticleCreatePayload,
  ArticleIdBody,
  ArticlePositionsBody,
  CategoryCreatePayload,
  CategoryIdBody,
  CategoryPositionsBody,
  UpdateArticleBody,
  UpdateArticleCategoryBody,
} from './menu.ts'
import {
  AddLengthBody,
  TableCreatePayload,
  TableEditPayload,
  UpdateTableManyBody,
} from './tables.ts'
import {
  DeclineReservationBody,
  ReservationCreatePayload,
  ReservationIdBody,
  ReservationStatusPayload,
  ReservationMovePayload,
} from './reservations.ts'
import { EmployeeCreatePayload, EmployeeIdBody, UpdateEmployeeBody } from './employees.ts'
import { SurveyCreatePayload, SurveyIdBody, UpdateSurveyBody } from './surveys.ts'
import {
  DiscountCreatePayload,
  DiscountIdBody,
  PromotionCreatePayload,
  PromotionIdBody,
  UpdateDiscountBody,
  UpdatePromotionBody,
} from './promotions.ts'
import {
  AddServicePayload,
  SetWorkingHoursBody,
  UpdateBusinessBody,
  UpdateServiceBody,
} from './settings.ts'
import {
  AcceptSpaAppointmentBody,
  DeclineSpaAppointmentBody,
  SaveShiftWeekBody,
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
import {
  PUSH_ACTION_TYPES,
  PUSH_MAX_ACTIONS,
  SERVER_PUSH_ACTION_TYPES,
  type PushActionType as ActionName,
  type ServerOnlyPushActionType,
  type ServerPushActionType,
} from './rules/push.ts'

export * from './rules/push.ts'

/**
 * The payload schema of every action the push carries; `pushEndpoint()` (rules/push.ts) names
 * the single endpoint it stands for.
 */
export const PUSH_PAYLOADS = {
  'order.accept': OrderIdBody,
  'order.decline': DeclineOrderBody,
  'order.finish': OrderIdBody,
  'order.roomServiceFinished': OrderIdBody,
  'order.pay': OrderIdBody,
  'order.createForTable': TableOrderCreatePayload,
  'order.lineState': LineStateBody,
  'room.setActive': RoomIdBody,
  'room.setInactive': RoomIdBody,
  'category.create': CategoryCreatePayload,
  'category.delete': CategoryIdBody,
  'category.update': UpdateArticleCategoryBody,
  'category.reorder': CategoryPositionsBody,
  'article.create': ArticleCreatePayload,
  'article.update': UpdateArticleBody,
  'article.delete': ArticleIdBody,
  'article.reorder': ArticlePositionsBody,
  'table.updateMany': UpdateTableManyBody,
  'room.create': CreateHotelRoomBody,
  'room.update': RoomUpdatePayload,
  'room.delete': RoomIdBody,
  'room.serviceLink.add': AddServiceLinkBody,
  'room.serviceLink.update': UpdateServiceLinkBody,
  'stay.checkIn': CheckInBody,
  'stay.checkOut': CheckoutBody,
  'stay.updateCheckout': UpdateCheckoutBody,
  'stay.add': AddStayBody,
  'stay.fastInput': FastInputPayload,
  'ticket.create': CreateTicketBody,
  'ticket.addTask': AddTaskBody,
  'ticket.setTaskDone': SetTaskDoneBody,
  'ticket.close': TicketIdBody,
  'table.create': TableCreatePayload,
  'table.edit': TableEditPayload,
  'table.addLength': AddLengthBody,
  'reservation.create': ReservationCreatePayload,
  'reservation.accept': ReservationIdBody,
  'reservation.decline': DeclineReservationBody,
  'reservation.active': ReservationIdBody,
  'reservation.noshow': ReservationIdBody,
  'reservation.cancel': ReservationIdBody,
  'reservation.nowAvailable': ReservationIdBody,
  'reservation.changeStatus': ReservationStatusPayload,
  'reservation.moveTables': ReservationMovePayload,
  'reservation.delete': ReservationIdBody,
  'spaAppointment.create': SpaAppointmentCreatePayload,
  'spaAppointment.accept': AcceptSpaAppointmentBody,
  'spaAppointment.decline': DeclineSpaAppointmentBody,
  'spaAppointment.arrived': SpaAppointmentIdBody,
  'spaAppointment.finishCleaning': SpaAppointmentIdBody,
  'spaAppointment.update': UpdateSpaAppointmentBody,
  'spaAppointment.delete': SpaAppointmentIdBody,
  'shift.saveWeek': SaveShiftWeekBody,
  'employee.create': EmployeeCreatePayload,
  'employee.update': UpdateEmployeeBody,
  'employee.delete': EmployeeIdBody,
  'survey.create': SurveyCreatePayload,
  'survey.update': UpdateSurveyBody,
  'survey.delete': SurveyIdBody,
  'business.update': UpdateBusinessBody,
  'service.add': AddServicePayload,
  'service.update': UpdateServiceBody,
  'service.setWorkingHours': SetWorkingHoursBody,
  'spaRoom.create': SpaRoomCreatePayload,
  'spaRoom.update': UpdateSpaRoomBody,
  'spaRoom.delete': SpaRoomIdBody,
  'spaTreatment.create': SpaTreatmentCreatePayload,
  'spaTreatment.update': UpdateSpaTreatmentBody,
  'spaTreatment.delete': SpaTreatmentIdBody,
  'discount.create': DiscountCreatePayload,
  'discount.update': UpdateDiscountBody,
  'discount.delete': DiscountIdBody,
  'promotion.create': PromotionCreatePayload,
  'promotion.update': UpdatePromotionBody,
  'promotion.delete': PromotionIdBody,
  'info.create': InfoCreatePayload,
  'info.update': UpdateInfoBody,
  'info.delete': InfoIdBody,
  'info.reorder': ChangeOrderInfoBody,
  'store.create': StoreCreatePayload,
  'store.update': UpdateStoreBody,
  'store.delete': StoreIdBody,
  'offer.create': OfferCreatePayload,
  'offer.update': UpdateOfferBody,
  'offer.delete': OfferIdBody,
} as const satisfies Record<ActionName, z.ZodMiniType>
export type PushPayloads = { [K in ActionName]: z.infer<(typeof PUSH_PAYLOADS)[K]> }
export const PushActionType = z.enum(PUSH_ACTION_TYPES as [ActionName, ...ActionName[]])
export type PushActionType = z.infer<typeof PushActionType>

/** The payloads of the server-only actions (rules/push.ts SERVER_ONLY_PUSH_ENDPOINTS). */
export const SERVER_ONLY_PUSH_PAYLOADS = {} as const satisfies Record<
  ServerOnlyPushActionType,
  z.ZodMiniType
>
/** Every payload schema the server's push reads. */
export const SERVER_PUSH_PAYLOADS: Record<ServerPushActionType, z.ZodMiniType> = {
  ...PUSH_PAYLOADS,
  ...SERVER_ONLY_PUSH_PAYLOADS,
}
export type ServerPushPayloads = PushPayloads & {
  [K in ServerOnlyPushActionType]: z.infer<(typeof SERVER_ONLY_PUSH_PAYLOADS)[K]>
}
const ServerPushActionType = z.enum(
  SERVER_PUSH_ACTION_TYPES as [ServerPushActionType, ...ServerPushActionType[]],
)

/** One action: `payload` is checked per action (a bad one is that action's 400). */
export const PushAction = z.object({
  id: z.uuid(),
  type: ServerPushActionType,
  payload: z.unknown(),
})
export type PushAction = z.infer<typeof PushAction>

export const PushBody = z.object({
  actions: z.array(PushAction).check(
    z.minLength(1),
    z.maxLength(PUSH_MAX_ACTIONS),
    z.refine((actions) => new Set(actions.map((a) => a.id)).size === actions.length, {
      message: 'action ids must be unique',
    }),
  ),
})
export type PushBody = z.infer<typeof PushBody>

export { PushReply, PushResult } from './push-reply.ts'
