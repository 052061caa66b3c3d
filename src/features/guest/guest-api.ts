/** The REST calls of the guest pages (docs/api.md); reply shapes as the server documents them. */
import type { Language } from '../../../sync/protocol/common.ts'
import type { Article, ArticleCategory } from '../../../sync/protocol/menu.ts'
import type { Order } from '../../../sync/protocol/orders.ts'
import type { Service } from '../../../sync/protocol/service.ts'
import { FormatError, request } from './http.ts'
import { IDEMPOTENCY_HEADER } from '../../../sync/protocol/rules/index.ts'
import type { GuestOrderBody } from './order-body.ts'
import { setHotelZone } from '../../lib/hotel-zone.ts'

export type RoomAndHotel = {
  room: { _id: string; name: string }
  hotel: {
    _id: string
    name: string
    currency: string
    languages: string[]
    logo: string | null
    /** The hotel's IANA time zone: the guest pages show its wall clock (hotel-zone.ts). */
    time_zone?: string
  }
}

export type GuestRoom = {
  room: { _id: string; name: string }
  stay: { _id: string; checkout: string; lang: Language }
  business: { _id: string; name: string; currency: string; languages: string[] }
}

export type StayAccess = {
  ok: true
  stay_id: string
  room_id: string
  business_id: string
  lang: Language
}

const ORDER = '/api/v2/restaraunt-bar/order'
const enc = encodeURIComponent

export async function getRoomAndHotel(roomId: string, signal?: AbortSignal) {
  const reply = await request<RoomAndHotel>(
    'GET',
    `/api/v2/hotel/room/getHotelRoomAndHotelByID/${enc(roomId)}`,
    signal ? { signal } : {},
  )
  if (typeof reply?.room?._id !== 'string' || typeof reply.hotel?.name !== 'string') {
    throw new FormatError('getHotelRoomAndHotelByID')
  }
  setHotelZone(reply.hotel.time_zone)
  return reply
}

/** The guest's stay from the guest_access cookie; 401 when there is none. */
export async function getGuestRoom(signal?: AbortSignal) {
  const reply = await request<GuestRoom>('GET', '/api/v2/access/getRoom', signal ? { signal } : {})
  if (typeof reply?.stay?._id !== 'string') throw new FormatError('getRoom')
  return reply
}

export function getStayAccessToken(roomId: string, password: string) {
  return request<StayAccess>('POST', '/api/v2/access/getStayAccessToken', {
    body: { room_id: roomId, password },
  })
}

export function getServices(signal?: AbortSignal) {
  return request<Service[]>('GET', '/api/v2/access/getServices', signal ? { signal } : {})
}

export function getCategories(serviceId: string, signal?: AbortSignal) {
  return request<ArticleCategory[]>(
    'GET',
    `/api/v2/restaraunt-bar/articleCategory/getArticleCategoriesByServiceIDs?service_ids=${enc(serviceId)}`,
    signal ? { signal } : {},
  )
}

export function getArticles(serviceId: string, signal?: AbortSignal) {
  return request<Article[]>(
    'GET',
    `/api/v2/restaraunt-bar/article/getArticleByServiceIDs?service_ids=${enc(serviceId)}`,
    signal ? { signal } : {},
  )
}

export type RoomMenu = { service_id: string; categories: ArticleCategory[]; articles: Article[] }

/** The menu of the service a room link names: its id, categories and items in one read. */
export async function getRoomMenu(roomId: string, serviceName: string, signal?: AbortSignal) {
  const reply = await request<RoomMenu>(
    'GET',
    `/api/v2/restaraunt-bar/article/getMenuByRoomID/${enc(roomId)}/${enc(serviceName)}`,
    signal ? { signal } : {},
  )
  if (
    typeof reply?.service_id !== 'string' ||
    !Array.isArray(reply.categories) ||
    !Array.isArray(reply.articles)
  ) {
    throw new FormatError('getMenuByRoomID')
  }
  return reply
}

export function getMyOrders(businessId: string, stayId: string, signal?: AbortSignal) {
  return request<Order[]>(
    'GET',
    `${ORDER}/getOrderByUserId/${enc(businessId)}/${enc(stayId)}`,
    signal ? { signal } : {},
  )
}

/** A new order; with `baseOrderId` an addition to the table's open order (updateOrder). */
export async function createOrder(
  body: GuestOrderBody,
  idempotencyKey: string,
  baseOrderId: string | null = null,
) {
  const path = baseOrderId
    ? `/api/restaraunt-bar/order/updateOrder/${enc(baseOrderId)}`
    : `${ORDER}/${body.reservation_id ? 'createOrderReservation' : 'createOrder'}`
  const order = await request<Order>('POST', path, {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  })
  if (typeof order?._id !== 'string' || typeof order.status !== 'string') {
    throw new FormatError('createOrder')
  }
  return order
}

export type PublicHotel = RoomAndHotel['hotel']

/** The roomless page: the hotel and its guest-facing services (public). */
export async function getBusinessServices(businessId: string, signal?: AbortSignal) {
  const reply = await request<{ hotel: PublicHotel; services: Service[] }>(
    'GET',
    `/api/v2/access/getBusinessServices/${enc(businessId)}`,
    signal ? { signal } : {},
  )
  if (typeof reply?.hotel?.name !== 'string' || !Array.isArray(reply.services)) {
    throw new FormatError('getBusinessServices')
  }
  setHotelZone(reply.hotel.time_zone)
  return reply
}

export type TablePlace = {
  table: { _id: string; name: string; active: boolean; capacity: number; service_id: string }
  service: Service
  hotel: PublicHotel
  open_order: { _id: string; status: Order['status']; time: string } | null
}

/** A table link: the table, its service, the hotel and the table's open order (public). */
export async function getTable(tableId: string, signal?: AbortSignal) {
  const reply = await request<TablePlace>(
    'GET',
    `/api/v2/access/getTable/${enc(tableId)}`,
    signal ? { signal } : {},
  )
  if (typeof reply?.table?._id !== 'string' || typeof reply.service?._id !== 'string') {
    throw new FormatError('getTable')
  }
  setHotelZone(reply.hotel.time_zone)
  return reply
}

export function callWaiter(tableId: string, idempotencyKey: string) {
  return request<{ ok: true }>('POST', `${ORDER}/callWaiter/`, {
    body: { table_id: tableId },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  })
}

/** A second phone asks the phone that placed the table's order to let it join. */
export function rejoinRequest(baseOrderId: string, userId: string) {
  return request<{ ok: true }>('POST', `${ORDER}/rejoinRequest`, {
    body: { base_order_id: baseOrderId, user_id: userId },
  })
}

/** The phone that placed the order answers (its own device id proves it). */
export function rejoinResponse(
  baseOrderId: string,
  askingUserId: string,
  accepted: boolean,
  ownerId: string,
) {
  return request<{ ok: true }>('POST', `${ORDER}/rejoinResponse`, {
    body: { base_order_id: baseOrderId, user_id: askingUserId, accepted, owner_id: ownerId },
  })
}

/** A roomless guest opens their room with its number and code (sets guest_access). */
export function getStayAccessTokenRoomNumber(
  businessId: string,
  roomNumber: string,
  password: string,
) {
  return request<StayAccess>('POST', '/api/v2/access/getStayAccessTokenRoomNumber', {
    body: { business_id: businessId, room_number: roomNumber, password },
  })
}
