import { z } from 'zod'
import { Id } from './common.ts'
import { Change } from './sync.ts'

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
export const INIT_EVENT = 'init'

export const ChangeEvent = Change
export type ChangeEvent = z.infer<typeof ChangeEvent>

export const CallWaiterEvent = z.object({
  source: Id,
  table_name: z.string(),
  service_id: Id,
  time: z.string(),
})
export type CallWaiterEvent = z.infer<typeof CallWaiterEvent>

/** The first socket message (spec section 4, "Session"). */
export const StaffInit = z.object({
  services: z.array(Id),
  role: z.literal('Store'),
  init: z.literal(true),
})
export const GuestInit = z.object({
  user_id: z.string().min(1),
  role: z.literal('Guest'),
  init: z.literal(true),
})
export const InitMessage = z.union([StaffInit, GuestInit])
export type InitMessage = z.infer<typeof InitMessage>

/** Server's answer to init: which rooms it joined, so clients know events will flow. */
export const INIT_ACK_EVENT = 'initAck'
export const InitAck = z.object({
  ok: z.boolean(),
  rooms: z.number().int(),
  error: z.string().optional(),
})
export type InitAck = z.infer<typeof InitAck>
