/**
 * The body of POST createOrder for a stay guest or a table guest. Lines carry only article ids, counts and
 * modifier/answer indexes: the server prices them from the menu, never from the client.
 */
import type { CreateOrderBody, Payment } from '../../../sync/protocol/orders.ts'
import type { RequestWindow } from '../../../sync/protocol/rules/requests.ts'
import type { Cart } from './cart.ts'

export const NOTE_MAX_LENGTH = 500

/** A table order: the table, the phone's own device id, and the room bill's room and code. */
export type TableTarget = {
  tableId: string
  userId: string
  roomBill?: { roomNumber: string; code: string }
}

export type OrderDraft = {
  serviceId: string
  note: string
  payment: Payment
  cart: Cart
  /** When the guest wants it done (a cleaning), if asked. */
  window?: RequestWindow | null
} & (
  | { stayId: string; reservationId?: string | undefined; table?: undefined }
  | { stayId?: undefined; reservationId?: undefined; table: TableTarget }
)

/**
 * createOrder's body; a table order on the room bill adds the room number and its code; an order
 * ahead for the guest's table reservation (createOrderReservation) its `reservation_id`.
 */
export type GuestOrderBody = CreateOrderBody & {
  room_number?: string
  password?: string
  reservation_id?: string
}

export function buildCreateOrderBody(draft: OrderDraft): GuestOrderBody {
  const bill = draft.table && draft.payment === 'room' ? draft.table.roomBill : undefined
  const target = draft.table
    ? { table_id: draft.table.tableId, user_id: draft.table.userId }
    : { stay_id: draft.stayId }
  return {
    service_id: draft.serviceId,
    ...target,
    ...(bill ? { room_number: bill.roomNumber.trim(), password: bill.code.trim() } : {}),
    ...(draft.reservationId ? { reservation_id: draft.reservationId } : {}),
    note: draft.note.trim().slice(0, NOTE_MAX_LENGTH),
    ...(draft.window ? { window: draft.window } : {}),
    payment: draft.payment,
    content: draft.cart.map((line) => ({
      article_id: line.article_id,
      count: line.count,
      modifiers: line.picks.map((p) => ({ index: p.index, answers: [...p.answers] })),
    })),
  }
}

/**
 * One Idempotency-Key per placement: a retry of the same body (double tap, retry after a network
 * error) reuses the key so the server never orders twice; any change to the body gets a new key.
 */
export type Placement = { fingerprint: string; key: string }

export function placementFor(
  previous: Placement | null,
  body: CreateOrderBody,
  newKey: () => string,
): Placement {
  const fingerprint = JSON.stringify(body)
  if (previous && previous.fingerprint === fingerprint) return previous
  return { fingerprint, key: newKey() }
}
