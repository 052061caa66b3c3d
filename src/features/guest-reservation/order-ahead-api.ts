/**
 * A room guest's table reservations and the orders placed ahead for them (docs/api.md,
 * Reservations): only the order-ahead card and the room page's list use these.
 */
import type { Order } from '../../../sync/protocol/orders.ts'
import type { Reservation } from '../../../sync/protocol/reservations.ts'
import { HttpError, request } from '../guest/http.ts'
import { menuPath } from '../guest/paths.ts'

const OLD_RESERVATION = '/api/restaraunt-bar/reservation'
const enc = encodeURIComponent

/** The reservation, or null when it is not this stay's (404, as the spec's lookup gives null). */
export async function getReservation(id: string, signal?: AbortSignal) {
  try {
    return await request<Reservation>(
      'GET',
      `${OLD_RESERVATION}/getReservationByID/${enc(id)}`,
      signal ? { signal } : {},
    )
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null
    throw error
  }
}

/** The orders placed for the reservation (merged by base order). */
export function getReservationOrders(id: string, signal?: AbortSignal) {
  return request<Order[]>(
    'GET',
    `/api/v2/restaraunt-bar/order/getOrderByReservationID/${enc(id)}`,
    signal ? { signal } : {},
  )
}

/** The stay's reservations still to come (pending and accepted) of the room. */
export function getRoomReservations(roomId: string, signal?: AbortSignal) {
  return request<Reservation[]>(
    'GET',
    `${OLD_RESERVATION}/getPendingReservationsByRoomID/${enc(roomId)}`,
    signal ? { signal } : {},
  )
}

/** A reservation's day and time, on the hotel's wall clock (UTC until hotels have a zone). */
export const RESERVATION_WHEN: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
}

/** Ordering ahead for a table reservation of the stay (HotelUserMenuForReservation). */
export function orderAheadPath(roomId: string, serviceName: string, resId: string): string {
  return `${menuPath(roomId, serviceName)}/${enc(resId)}`
}
