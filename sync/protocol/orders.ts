import { z } from 'zod'
import { Id, IsoDateTime, LocalizedText, Money, Versioned } from './common.ts'

export const ORDER_STATUSES = [
  'Pending',
  'Accepted',
  'Declined',
  'Finished',
  'Paid',
  'Room',
] as const
export const OrderStatus = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatus>

export const PAYMENTS = ['cash', 'card', 'room'] as const
export const Payment = z.enum(PAYMENTS)
export type Payment = z.infer<typeof Payment>

export const ORIGINS = ['Room', 'External', 'Reception'] as const
export const Origin = z.enum(ORIGINS)
export type Origin = z.infer<typeof Origin>

/** A chosen modifier on an order line, with the answers picked (price snapshot at order time). */
export const LineModifier = z.object({
  name: LocalizedText,
  answers: z.array(z.object({ name: LocalizedText, price: Money })),
})
export type LineModifier = z.infer<typeof LineModifier>

/** One line of an order: a snapshot of the item as it was ordered. */
export const OrderLine = z.object({
  article_id: Id.nullable(),
  name: LocalizedText,
  price: Money,
  count: z.number().int().positive().max(999),
  modifiers: z.array(LineModifier),
  operatingPrice: z.boolean(),
  category_id: Id.nullable(),
})
export type OrderLine = z.infer<typeof OrderLine>

export const Order = Versioned.extend({
  _id: Id,
  business_id: Id,
  service_id: Id,
  status: OrderStatus,
  time: IsoDateTime,
  table_id: Id.nullable(),
  stay_id: Id.nullable(),
  room_number: z.string().nullable(),
  reservation_id: Id.nullable(),
  base_order_id: Id.nullable(),
  user_id: z.string().nullable(),
  note: z.string(),
  source: z.string().nullable(),
  origin: Origin,
  content: z.array(OrderLine),
  payment: Payment,
  decline_reason: z.string().nullable(),
  updated_at: IsoDateTime,
})
export type Order = z.infer<typeof Order>

// ---- request bodies (validated by the server, built by clients) ----

/** What a guest picks for one line: the server prices it from the menu, never from the client. */
export const OrderLineRequest = z.object({
  article_id: Id,
  count: z.number().int().positive().max(99),
  /** For each modifier of the article, by index, the indexes of the chosen answers. */
  modifiers: z.array(
    z.object({
      index: z.number().int().nonnegative(),
      answers: z.array(z.number().int().nonnegative()),
    }),
  ),
})
export type OrderLineRequest = z.infer<typeof OrderLineRequest>

export const CreateOrderBody = z
  .object({
    service_id: Id,
    table_id: Id.nullable().optional(),
    stay_id: Id.nullable().optional(),
    note: z.string().trim().max(500).default(''),
    payment: Payment,
    user_id: z.string().max(64).nullable().optional(),
    content: z.array(OrderLineRequest).min(1, 'content must have at least one line').max(100),
  })
  .refine((b) => Boolean(b.table_id) !== Boolean(b.stay_id), {
    message: 'exactly one of table_id or stay_id is required',
    path: ['stay_id'],
  })
export type CreateOrderBody = z.infer<typeof CreateOrderBody>

export const OrderIdBody = z.object({ order_id: Id })
export type OrderIdBody = z.infer<typeof OrderIdBody>

export const DeclineOrderBody = z.object({
  order_id: Id,
  reason: z.string().trim().min(1, 'reason is required').max(500),
})
export type DeclineOrderBody = z.infer<typeof DeclineOrderBody>

/** `room_number` is required for table orders (an order of a stay is billed to that stay). */
export const BillToRoomBody = z.object({
  order_id: Id,
  password: z.string().trim().min(1).max(32),
  room_number: z.string().trim().min(1).max(20).optional(),
})
export const PaidOrdersBody = z.object({
  ids: z.array(Id).min(1).max(200),
  user_id: z.string().max(64).nullable().optional(),
})
export type PaidOrdersBody = z.infer<typeof PaidOrdersBody>

export const ServiceIdsBody = z.object({ serviceIds: z.array(Id).max(100) })
export const CallWaiterBody = z.object({ table_id: Id })
