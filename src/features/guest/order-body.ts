/**
 * The body of POST createOrder for a stay guest. Lines carry only article ids, counts and
 * modifier/answer indexes: the server prices them from the menu, never from the client.
 */
import type { CreateOrderBody, Payment } from '../../../sync/protocol/orders.ts'
import type { Cart } from './cart.ts'

export const NOTE_MAX_LENGTH = 500

export type OrderDraft = {
  serviceId: string
  stayId: string
  note: string
  payment: Payment
  cart: Cart
}

export function buildCreateOrderBody(draft: OrderDraft): CreateOrderBody {
  return {
    service_id: draft.serviceId,
    stay_id: draft.stayId,
    note: draft.note.trim().slice(0, NOTE_MAX_LENGTH),
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
