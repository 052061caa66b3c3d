import { z } from 'zod'
import { DeclineOrderBody, OrderIdBody } from './orders.ts'

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
 * Every action the push carries: its payload schema and the single endpoint it stands for
 * (method and path, as stored with its idempotency key). `order.pay` answers `{orders}` like
 * `paidOrders/`; the others answer the `Order`.
 */
export const PUSH_ACTIONS = {
  'order.accept': { method: 'PUT', path: `${ORDER_BASE}/acceptOrder`, payload: OrderIdBody },
  'order.decline': { method: 'PUT', path: `${ORDER_BASE}/declineOrder`, payload: DeclineOrderBody },
  'order.finish': { method: 'PUT', path: `${ORDER_BASE}/finishOrder`, payload: OrderIdBody },
  'order.roomServiceFinished': {
    method: 'PUT',
    path: `${ORDER_BASE}/roomServiceFinished`,
    payload: OrderIdBody,
  },
  'order.pay': { method: 'PUT', path: `${OLD_ORDER_BASE}/paidOrders/`, payload: OrderIdBody },
} as const
export type PushActionType = keyof typeof PUSH_ACTIONS
export const PUSH_ACTION_TYPES = Object.keys(PUSH_ACTIONS) as PushActionType[]
export const PushActionType = z.enum(PUSH_ACTION_TYPES as [PushActionType, ...PushActionType[]])

export function isPushActionType(type: string): type is PushActionType {
  return Object.hasOwn(PUSH_ACTIONS, type)
}

/** One action: `payload` is checked per action (a bad one is that action's 400). */
export const PushAction = z.object({
  id: z.uuid(),
  type: PushActionType,
  payload: z.unknown(),
})
export type PushAction = z.infer<typeof PushAction>

export const PushBody = z.object({
  actions: z
    .array(PushAction)
    .min(1)
    .max(PUSH_MAX_ACTIONS)
    .refine((actions) => new Set(actions.map((a) => a.id)).size === actions.length, {
      message: 'action ids must be unique',
    }),
})
export type PushBody = z.infer<typeof PushBody>

/**
 * The answer to one action: the status and body the single endpoint would give (an `Order`,
 * `{orders}` for pay, an `ErrorBody` — with `current` for a 409). `replayed`: answered from the
 * idempotency store (the action was done before; the header `Idempotent-Replay` of REST).
 */
export const PushResult = z.object({
  id: z.string(),
  status: z.number().int(),
  body: z.unknown(),
  replayed: z.boolean().optional(),
})
export type PushResult = z.infer<typeof PushResult>

/**
 * One result per action processed, in order. Fewer results than actions: the server stopped
 * early (an unexpected error, or a key still in progress elsewhere); the rest were not acted on.
 */
export const PushReply = z.object({ results: z.array(PushResult) })
export type PushReply = z.infer<typeof PushReply>
