/** Order events of the live-event list (spec section 4). Each carries the changed row as a Change. */
export const ORDER_EVENTS = [
  'orderCreated',
  'orderUpdatePending',
  'orderAccepted',
  'orderDeclined',
  'orderFinished',
  'orderPaid',
  'orderChanged',
] as const
export type OrderEventName = (typeof ORDER_EVENTS)[number]

/** Any other synced row changed (services, rooms, stays, menus, …). */
export const CHANGE_EVENT = 'change'
export const CALL_WAITER_EVENT = 'callWaiter'
/** A second phone at a table asks to join an open table order (to the order's owner and staff). */
export const REJOIN_REQUEST_EVENT = 'rejoinRequest'
/** The answer to a rejoin request (to the asking phone). */
export const REJOIN_RESPONSE_EVENT = 'rejoinResponse'
/** The first socket message (spec section 4, "Session"). */
export const INIT_EVENT = 'init'
/** Server's answer to init: which rooms it joined, so clients know events will flow. */
export const INIT_ACK_EVENT = 'initAck'
