/**
 * Batched push of queued staff actions: `POST /api/v2/sync/push`.
 *
 * Each action carries its outbox row id, which is its idempotency key: the same key space as
 * the `Idempotency-Key` header of the single REST endpoint the action stands for (below), so a
 * key first sent through that endpoint is answered from its stored answer here, and vice versa.
 * Each result is exactly what that endpoint would have answered (status and JSON body).
 */
import { OLD_ROOM_BASE, ROOM_BASE, STAY_BASE, TICKET_BASE } from './rooms.ts'
import { OLD_RESERVATION_BASE, RESERVATION_BASE, TABLE_BASE } from './reservations.ts'
import {
  EMPLOYEE_SHIFT_BASE,
  SPA_APPOINTMENT_BASE,
  SPA_ROOM_BASE,
  SPA_SERVICE_BASE,
} from './spa.ts'
import { EMPLOYEE_BASE } from './workers.ts'
import { DISCOUNT_BASE, PROMOTION_BASE } from './promotions.ts'
import { INFO_BASE } from './info.ts'
import { SURVEY_BASE } from './surveys.ts'
import { BUSINESS_BASE } from './settings.ts'

export const PUSH_PATH = '/api/v2/sync/push'
export const PUSH_MAX_ACTIONS = 100

const ORDER_BASE = '/api/v2/restaraunt-bar/order'
const OLD_ORDER_BASE = '/api/restaraunt-bar/order'
export const CATEGORY_BASE = '/api/v2/restaraunt-bar/articleCategory'
export const ARTICLE_BASE = '/api/v2/restaraunt-bar/article'
export const OLD_TABLE_BASE = '/api/restaraunt-bar/table'

type Path = string | ((payload: never) => string)
/** The JSON body the single endpoint gets; the payload itself when not given, null for none. */
type Body = (payload: never) => unknown
const NO_BODY = () => null

/**
 * The single endpoint each push action stands for: method and path (a path with the row's id in
 * it is built from the payload) and the body it takes, as stored with the idempotency key, so a
 * key is answered once whichever way it came. `order.pay` answers `{orders}` like `paidOrders/`;
 * the order steps answer the `Order`. push.ts adds each action's payload schema (PUSH_PAYLOADS).
 */
export const PUSH_ENDPOINTS = {
  'order.accept': { method: 'PUT', path: `${ORDER_BASE}/acceptOrder` },
  'order.decline': { method: 'PUT', path: `${ORDER_BASE}/declineOrder` },
  'order.finish': { method: 'PUT', path: `${ORDER_BASE}/finishOrder` },
  'order.roomServiceFinished': { method: 'PUT', path: `${ORDER_BASE}/roomServiceFinished` },
  'order.pay': {
    method: 'PUT',
    path: `${OLD_ORDER_BASE}/paidOrders/`,
    body: (p: { order_id: string }) => ({ ids: [p.order_id], user_id: null }),
  },
  'order.createForTable': { method: 'POST', path: `${ORDER_BASE}/createAcceptedOrder` },
  'order.lineState': { method: 'POST', path: `${ORDER_BASE}/itemStateForOrder` },
  'room.setActive': {
    method: 'PUT',
    path: (p: { room_id: string }) => `${ROOM_BASE}/setRoomToActive/${p.room_id}`,
    body: NO_BODY,
  },
  'room.setInactive': {
    method: 'PUT',
    path: (p: { room_id: string }) => `${ROOM_BASE}/setRoomToInactive/${p.room_id}`,
    body: NO_BODY,
  },
  'category.create': { method: 'POST', path: `${CATEGORY_BASE}/createArticleCategory` },
  'category.delete': {
    method: 'DELETE',
    path: (p: { category_id: string }) => `${CATEGORY_BASE}/deleteArticleCategory/${p.category_id}`,
    body: NO_BODY,
  },
  'category.update': { method: 'PUT', path: `${CATEGORY_BASE}/updateArticleCategory` },
  'category.reorder': { method: 'PUT', path: `${CATEGORY_BASE}/updateArticleCategoryPositions` },
  'article.create': { method: 'POST', path: `${ARTICLE_BASE}/createArticle` },
  'article.update': { method: 'PUT', path: `${ARTICLE_BASE}/updateArticle` },
  'article.delete': {
    method: 'DELETE',
    path: (p: { article_id: string }) => `${ARTICLE_BASE}/deleteArticle/${p.article_id}`,
    body: NO_BODY,
  },
  'article.reorder': { method: 'PUT', path: `${ARTICLE_BASE}/updateArticlePositions` },
  'table.updateMany': { method: 'PUT', path: `${OLD_TABLE_BASE}/updateTableMany/` },
  'room.create': { method: 'POST', path: `${ROOM_BASE}/createHotelRoom` },
  'room.update': {
    method: 'PUT',
    path: (p: { _id: string }) => `${OLD_ROOM_BASE}/updateHotelRoom/${p._id}`,
  },
  'room.delete': {
    method: 'DELETE',
    path: (p: { room_id: string }) => `${OLD_ROOM_BASE}/deleteHotelRoom/${p.room_id}`,
    body: NO_BODY,
  },
  'room.serviceLink.add': { method: 'POST', path: `${ROOM_BASE}/addServiceLinkForRoom` },
  'room.serviceLink.update': { method: 'PUT', path: `${ROOM_BASE}/updateServiceLinkForRoom` },
  'stay.checkIn': { method: 'POST', path: `${STAY_BASE}/generateNewPasswordAndCheckIn` },
  'stay.checkOut': { method: 'PUT', path: `${STAY_BASE}/checkout` },
  'stay.updateCheckout': { method: 'PUT', path: `${STAY_BASE}/updateCheckoutDate` },
  'stay.add': { method: 'POST', path: `${STAY_BASE}/addStay` },
  'stay.fastInput': { method: 'POST', path: `${STAY_BASE}/fastInput` },
  'ticket.create': { method: 'POST', path: `${TICKET_BASE}/createTicket` },
  'ticket.addTask': { method: 'PUT', path: `${TICKET_BASE}/addTaskToTicket` },
  'ticket.setTaskDone': { method: 'PUT', path: `${TICKET_BASE}/setTaskDone` },
  'ticket.close': {
    method: 'PUT',
    path: (p: { ticket_id: string }) => `${TICKET_BASE}/closeTicketByID/${p.ticket_id}`,
    body: NO_BODY,
  },
  'table.create': { method: 'POST', path: `${TABLE_BASE}/createTable` },
  'table.edit': {
    method: 'PUT',
    path: (p: { _id: string }) => `${OLD_TABLE_BASE}/editTable/${p._id}`,
    body: ({ _id, ...form }: { _id: string }) => form,
  },
  'table.addLength': { method: 'PUT', path: `${OLD_TABLE_BASE}/addLength` },
  'reservation.create': {
    method: 'POST',
    path: `${RESERVATION_BASE}/createAcceptedReservationWithTable`,
  },
  'reservation.accept': { method: 'PUT', path: `${OLD_RESERVATION_BASE}/acceptReservation` },
  'reservation.decline': { method: 'PUT', path: `${OLD_RESERVATION_BASE}/declineReservation/` },
  'reservation.active': {
    method: 'PUT',
    path: (p: { reservation_id: string }) =>
      `${OLD_RESERVATION_BASE}/activeReservation/${p.reservation_id}`,
    body: NO_BODY,
  },
  'reservation.noshow': {
    method: 'PUT',
    path: (p: { reservation_id: string }) =>
      `${OLD_RESERVATION_BASE}/noshowReservation/${p.reservation_id}`,
    body: NO_BODY,
  },
  'reservation.cancel': {
    method: 'POST',
    path: (p: { reservation_id: string }) =>
      `${OLD_RESERVATION_BASE}/noshowReservation/${p.reservation_id}`,
    body: NO_BODY,
  },
  'reservation.nowAvailable': {
    method: 'PUT',
    path: (p: { reservation_id: string }) =>
      `${OLD_RESERVATION_BASE}/reservationNowAvailable/${p.reservation_id}`,
    body: NO_BODY,
  },
  'reservation.changeStatus': {
    method: 'PUT',
    path: (p: { reservation_id: string }) =>
      `${OLD_RESERVATION_BASE}/changeStatus/${p.reservation_id}`,
    body: (p: { status: string }) => ({ status: p.status }),
  },
  'reservation.moveTables': {
    method: 'PUT',
    path: (p: { reservation_id: string }) =>
      `${RESERVATION_BASE}/moveReservationTables/${p.reservation_id}`,
    body: ({ table_ids, order_ids }: { table_ids: string[]; order_ids: string[] }) => ({
      table_ids,
      order_ids,
    }),
  },
  'reservation.delete': {
    method: 'DELETE',
    path: (p: { reservation_id: string }) =>
      `${RESERVATION_BASE}/deleteReservation/${p.reservation_id}`,
    body: NO_BODY,
  },
  'spaAppointment.create': { method: 'POST', path: `${SPA_APPOINTMENT_BASE}/createSpaAppointment` },
  'spaAppointment.accept': { method: 'PUT', path: `${SPA_APPOINTMENT_BASE}/acceptAppointment` },
  'spaAppointment.decline': { method: 'PUT', path: `${SPA_APPOINTMENT_BASE}/declineAppointment` },
  'spaAppointment.arrived': {
    method: 'PUT',
    path: (p: { appointment_id: string }) =>
      `${SPA_APPOINTMENT_BASE}/arrivedAppointment/${p.appointment_id}`,
    body: NO_BODY,
  },
  'spaAppointment.finishCleaning': {
    method: 'PUT',
    path: (p: { appointment_id: string }) =>
      `${SPA_APPOINTMENT_BASE}/finishCleaningAppointment/${p.appointment_id}`,
    body: NO_BODY,
  },
  'spaAppointment.update': { method: 'PUT', path: `${SPA_APPOINTMENT_BASE}/updateSpaAppointment` },
  'spaAppointment.delete': {
    method: 'DELETE',
    path: (p: { appointment_id: string }) =>
      `${SPA_APPOINTMENT_BASE}/deleteSpaAppointment/${p.appointment_id}`,
    body: NO_BODY,
  },
  'shift.saveWeek': { method: 'PUT', path: `${EMPLOYEE_SHIFT_BASE}/saveWeek` },
  'employee.create': { method: 'POST', path: `${EMPLOYEE_BASE}/createEmployee` },
  'employee.update': { method: 'PUT', path: `${EMPLOYEE_BASE}/updateEmployee` },
  'employee.delete': {
    method: 'DELETE',
    path: (p: { employee_id: string }) => `${EMPLOYEE_BASE}/deleteEmployee/${p.employee_id}`,
    body: NO_BODY,
  },
  'survey.create': { method: 'POST', path: `${SURVEY_BASE}/createSurvey` },
  'survey.update': { method: 'PUT', path: `${SURVEY_BASE}/updateSurvey` },
  'survey.delete': {
    method: 'DELETE',
    path: (p: { survey_id: string }) => `${SURVEY_BASE}/deleteSurvey/${p.survey_id}`,
    body: NO_BODY,
  },
  'business.update': { method: 'PUT', path: `${BUSINESS_BASE}/updateBusiness` },
  'service.add': { method: 'POST', path: `${BUSINESS_BASE}/addService` },
  'service.update': { method: 'PUT', path: `${BUSINESS_BASE}/updateService` },
  'service.setWorkingHours': { method: 'PUT', path: `${BUSINESS_BASE}/setWokringHours` },
  'spaRoom.create': { method: 'POST', path: `${SPA_ROOM_BASE}/createSpaRoom` },
  'spaRoom.update': { method: 'PUT', path: `${SPA_ROOM_BASE}/updateSpaRoom` },
  'spaRoom.delete': {
    method: 'DELETE',
    path: (p: { spa_room_id: string }) => `${SPA_ROOM_BASE}/deleteSpaRoom/${p.spa_room_id}`,
    body: NO_BODY,
  },
  'spaTreatment.create': { method: 'POST', path: `${SPA_SERVICE_BASE}/createSpaService` },
  'spaTreatment.update': { method: 'PUT', path: `${SPA_SERVICE_BASE}/updateSpaService` },
  'spaTreatment.delete': {
    method: 'DELETE',
    path: (p: { spa_service_id: string }) =>
      `${SPA_SERVICE_BASE}/deleteSpaService/${p.spa_service_id}`,
    body: NO_BODY,
  },
  'discount.create': { method: 'POST', path: `${DISCOUNT_BASE}/createDiscount` },
  'discount.update': { method: 'PUT', path: `${DISCOUNT_BASE}/updateDiscount` },
  'discount.delete': {
    method: 'DELETE',
    path: (p: { discount_id: string }) => `${DISCOUNT_BASE}/deleteDiscount/${p.discount_id}`,
    body: NO_BODY,
  },
  'promotion.create': { method: 'POST', path: `${PROMOTION_BASE}/createPromotion` },
  'promotion.update': { method: 'PUT', path: `${PROMOTION_BASE}/updatePromotion` },
  'promotion.delete': {
    method: 'DELETE',
    path: (p: { business_id: string; promotion_id: string }) =>
      `${PROMOTION_BASE}/deletePromotion/${p.business_id}/${p.promotion_id}`,
    body: NO_BODY,
  },
  'info.create': { method: 'POST', path: `${INFO_BASE}/createInfo` },
  'info.update': { method: 'PUT', path: `${INFO_BASE}/updateInfo` },
  'info.delete': {
    method: 'DELETE',
    path: (p: { info_id: string }) => `${INFO_BASE}/deleteInfo/${p.info_id}`,
    body: NO_BODY,
  },
  'info.reorder': { method: 'PUT', path: `${INFO_BASE}/changeOrderInfoObjects` },
  'store.create': { method: 'POST', path: `${INFO_BASE}/createStore` },
  'store.update': { method: 'PUT', path: `${INFO_BASE}/updateStore` },
  'store.delete': {
    method: 'DELETE',
    path: (p: { store_id: string }) => `${INFO_BASE}/deleteStore/${p.store_id}`,
    body: NO_BODY,
  },
  'offer.create': { method: 'POST', path: `${INFO_BASE}/createOffer` },
  'offer.update': { method: 'PUT', path: `${INFO_BASE}/updateOffer` },
  'offer.delete': {
    method: 'DELETE',
    path: (p: { offer_id: string }) => `${INFO_BASE}/deleteOffer/${p.offer_id}`,
    body: NO_BODY,
  },
} as const satisfies Record<string, { method: 'PUT' | 'POST' | 'DELETE'; path: Path; body?: Body }>
export type PushActionType = keyof typeof PUSH_ENDPOINTS
export const PUSH_ACTION_TYPES = /* @__PURE__ */ Object.keys(PUSH_ENDPOINTS) as PushActionType[]

/**
 * Push actions the server takes already whose outbox actions come with their screens (the spa,
 * issue 9), as SERVER_ONLY_TABLE_NAMES are for tables. The client's step: move an entry into
 * PUSH_ENDPOINTS (and its schema into PUSH_PAYLOADS) with its outbox action.
 */
export const SERVER_ONLY_PUSH_ENDPOINTS = {} as const satisfies Record<
  string,
  { method: 'PUT' | 'POST' | 'DELETE'; path: Path; body?: Body }
>
export type ServerOnlyPushActionType = keyof typeof SERVER_ONLY_PUSH_ENDPOINTS
/** Every action the server's push takes: the clients' and the server-only ones. */
// While no action is server-only the second member is `never`; it is kept for the next area's.
// eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents
export type ServerPushActionType = PushActionType | ServerOnlyPushActionType
export const SERVER_PUSH_ACTION_TYPES = /* @__PURE__ */ [
  ...PUSH_ACTION_TYPES,
  ...(Object.keys(SERVER_ONLY_PUSH_ENDPOINTS) as ServerOnlyPushActionType[]),
] as ServerPushActionType[]

/**
 * Outbox actions sent on their own, never in a push (a file is no JSON). Every other action is
 * pushable: the client decides with this short list, so the endpoint table stays on the server.
 */
export const SENT_ALONE_ACTION_TYPES: readonly string[] = ['image.upload']

export function isPushActionType(type: string): type is PushActionType {
  return Object.hasOwn(PUSH_ENDPOINTS, type)
}

export interface Endpoint {
  method: 'PUT' | 'POST' | 'DELETE'
  path: string
  /** The JSON body (null: none). */
  body: unknown
}

/** The single endpoint an action stands for, with this payload (checked by its schema). */
export function pushEndpoint(type: ServerPushActionType, payload: unknown): Endpoint {
  const serverOnly: Record<string, unknown> = SERVER_ONLY_PUSH_ENDPOINTS
  const spec = (Object.hasOwn(PUSH_ENDPOINTS, type) ? PUSH_ENDPOINTS[type] : serverOnly[type]) as {
    method: Endpoint['method']
    path: Path
    body?: Body
  }
  const path = typeof spec.path === 'string' ? spec.path : spec.path(payload as never)
  return { method: spec.method, path, body: spec.body ? spec.body(payload as never) : payload }
}
