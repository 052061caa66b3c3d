/** The REST calls of the guest pages (docs/api.md); reply shapes as the server documents them. */
import type { Language } from '../../../sync/protocol/common.ts'
import type { Article, ArticleCategory } from '../../../sync/protocol/menu.ts'
import type { CreateOrderBody, Order } from '../../../sync/protocol/orders.ts'
import type { Service } from '../../../sync/protocol/service.ts'
import { FormatError, request } from './http.ts'
import { IDEMPOTENCY_HEADER } from '../../../sync/protocol/rules/index.ts'

export type RoomAndHotel = {
  room: { _id: string; name: string }
  hotel: { _id: string; name: string; currency: string; languages: string[]; logo: string | null }
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

export function getMyOrders(businessId: string, stayId: string, signal?: AbortSignal) {
  return request<Order[]>(
    'GET',
    `${ORDER}/getOrderByUserId/${enc(businessId)}/${enc(stayId)}`,
    signal ? { signal } : {},
  )
}

export async function createOrder(body: CreateOrderBody, idempotencyKey: string) {
  const order = await request<Order>('POST', `${ORDER}/createOrder`, {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  })
  if (typeof order?._id !== 'string' || typeof order.status !== 'string') {
    throw new FormatError('createOrder')
  }
  return order
}
