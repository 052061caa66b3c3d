import * as z from 'zod/mini'
import { Id } from './common.ts'
import { Change } from './sync.ts'

export * from './rules/events.ts'

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
  user_id: z.string().check(z.minLength(1)),
  role: z.literal('Guest'),
  init: z.literal(true),
})
export const InitMessage = z.union([StaffInit, GuestInit])
export type InitMessage = z.infer<typeof InitMessage>

/** Server's answer to init: which rooms it joined, so clients know events will flow. */
export const InitAck = z.object({
  ok: z.boolean(),
  rooms: z.int(),
  error: z.optional(z.string()),
})
export type InitAck = z.infer<typeof InitAck>
