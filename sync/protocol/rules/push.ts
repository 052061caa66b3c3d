/**
 * Batched push of queued staff actions: `POST /api/v2/sync/push`.
 *
 * Each action carries its outbox row id, which is its idempotency key: the same key space as
 * the `Idempotency-Key` header of the single REST endpoint the action stands for (below), so a
 * key first sent through that endpoint is answered from its stored answer here, and vice versa.
 * Each result is exactly what that endpoint would have answered (status and JSON body).
 */
export const PUSH_PATH = '/api/v2/sync/push'
export const PUSH_MAX_ACTIONS = 100

const ORDER_BASE = '/api/v2/restaraunt-bar/order'
const OLD_ORDER_BASE = '/api/restaraunt-bar/order'

/**
 * The single endpoint each push action stands for (method and path, as stored with its
 * idempotency key). `order.pay` answers `{orders}` like `paidOrders/`; the others answer the
 * `Order`. push.ts adds each action's payload schema (PUSH_ACTIONS).
 */
export const PUSH_ENDPOINTS = {
  'order.accept': { method: 'PUT', path: `${ORDER_BASE}/acceptOrder` },
  'order.decline': { method: 'PUT', path: `${ORDER_BASE}/declineOrder` },
  'order.finish': { method: 'PUT', path: `${ORDER_BASE}/finishOrder` },
  'order.roomServiceFinished': { method: 'PUT', path: `${ORDER_BASE}/roomServiceFinished` },
  'order.pay': { method: 'PUT', path: `${OLD_ORDER_BASE}/paidOrders/` },
} as const
export type PushActionType = keyof typeof PUSH_ENDPOINTS
export const PUSH_ACTION_TYPES = Object.keys(PUSH_ENDPOINTS) as PushActionType[]

export function isPushActionType(type: string): type is PushActionType {
  return Object.hasOwn(PUSH_ENDPOINTS, type)
}
