/** What the guest is told when an order is not placed (spec section 8 texts where it names them). */
import { FormatError, HttpError } from './http.ts'

export type PlaceProblem =
  | 'failed' // network, 5xx: 'Error while ordering. Please try again.'
  | 'critical' // a reply the page cannot read: 'A critical error has occured.'
  | 'session' // the room code is no longer valid
  | 'unavailable' // an item or answer is no longer on the menu
  | 'closed' // the service does not take orders
  | 'wrong_code' // room bill: 'Incorrect code. Try again.'
  | 'wrong_room' // room bill: no such room number
  | 'throttled' // too many wrong codes for that room
  | 'demo' // a demo path: orderDisabled, nothing sent

export function problemOf(error: unknown): PlaceProblem {
  if (error instanceof FormatError) return 'critical'
  if (!(error instanceof HttpError) || error.status >= 500) return 'failed'
  if (error.code === 'stay.wrong_code') return 'wrong_code'
  if (error.code === 'stay.wrong_room') return 'wrong_room'
  if (error.status === 429) return 'throttled'
  if (error.status === 401) return 'session'
  if (error.code === 'order.service_not_ordering') return 'closed'
  if (error.code?.startsWith('order.') || error.status === 404) return 'unavailable'
  // A line the menu no longer has (the item or an answer was removed meanwhile).
  if (error.status === 400 && error.field?.startsWith('content')) return 'unavailable'
  return 'failed'
}
