import * as z from 'zod/mini'
import { ClientId, Id, IsoDateTime, LocalizedText, Money, Versioned } from './common.ts'
import { ALLERGENS } from './rules/allergens.ts'
import { LINE_STATES, ORDER_STATUSES, ORIGINS, PAYMENTS } from './rules/orders.ts'

/** A time window a request is for (rules/requests.ts RequestWindow). */
export const RequestWindowSchema = z.object({ start: IsoDateTime, end: IsoDateTime })

export * from './rules/orders.ts'

export const OrderStatus = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatus>

export const Payment = z.enum(PAYMENTS)
export type Payment = z.infer<typeof Payment>

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
  article_id: z.nullable(Id),
  name: LocalizedText,
  price: Money,
  count: z.int().check(z.positive(), z.lte(999)),
  modifiers: z.array(LineModifier),
  operatingPrice: z.boolean(),
  category_id: z.nullable(Id),
  state: z.optional(z.enum(LINE_STATES)),
  /** The EU allergens the item contained when ordered (rules/allergens.ts); absent when none. */
  allergens: z.optional(z.array(z.enum(ALLERGENS))),
})
export type OrderLine = z.infer<typeof OrderLine>

export const Order = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  service_id: Id,
  status: OrderStatus,
  time: IsoDateTime,
  table_id: z.nullable(Id),
  stay_id: z.nullable(Id),
  room_number: z.nullable(z.string()),
  reservation_id: z.nullable(Id),
  base_order_id: z.nullable(Id),
  user_id: z.nullable(z.string()),
  note: z.string(),
  source: z.nullable(z.string()),
  origin: Origin,
  content: z.array(OrderLine),
  payment: Payment,
  decline_reason: z.nullable(z.string()),
  /** When the guest wants it done (a cleaning's window), or null; absent on older rows. */
  window: z.optional(z.nullable(RequestWindowSchema)),
  /** The ordering guest's allergies from their profile (spec's list); absent on older rows. */
  allergies: z.optional(z.array(z.string())),
  updated_at: IsoDateTime,
})
export type Order = z.infer<typeof Order>

/** The reply of paidOrders/ (and of the pay push action): the orders it paid. */
export const OrdersReply = z.object({ orders: z.array(Order) })
export type OrdersReply = z.infer<typeof OrdersReply>

// ---- request bodies (validated by the server, built by clients) ----

/** What a guest picks for one line: the server prices it from the menu, never from the client. */
export const OrderLineRequest = z.object({
  article_id: Id,
  count: z.int().check(z.positive(), z.lte(99)),
  /** For each modifier of the article, by index, the indexes of the chosen answers. */
  modifiers: z.array(
    z.object({
      index: z.int().check(z.nonnegative()),
      answers: z.array(z.int().check(z.nonnegative())),
    }),
  ),
})
export type OrderLineRequest = z.infer<typeof OrderLineRequest>

export const CreateOrderBody = z
  .object({
    service_id: Id,
    table_id: z.optional(z.nullable(Id)),
    stay_id: z.optional(z.nullable(Id)),
    note: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
    payment: Payment,
    user_id: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
    /** When the guest wants it done: required when an item is a cleaning (rules/requests.ts). */
    window: z.optional(RequestWindowSchema),
    content: z
      .array(OrderLineRequest)
      .check(z.minLength(1, 'content must have at least one line'), z.maxLength(100)),
  })
  .check(
    // A table order without its table names table_id (the usual mistake); both at once names stay_id.
    z.refine((b) => Boolean(b.table_id) || Boolean(b.stay_id), {
      message: 'table_id is required (or stay_id for a room order)',
      path: ['table_id'],
    }),
    z.refine((b) => !(b.table_id && b.stay_id), {
      message: 'give table_id or stay_id, not both',
      path: ['stay_id'],
    }),
  )
export type CreateOrderBody = z.infer<typeof CreateOrderBody>

/** createAcceptedOrder's charge of a table order to a room's stay (TableOrderCreatePayload). */
export const BillStayBody = z.object({ bill_stay_id: z.optional(Id) })

/**
 * The push's `order.createForTable` (staff add an order to a table, the floor plan and the locked
 * tablet): createAcceptedOrder's body for a table, with the device's `_id`; a room charge names
 * the stay (`bill_stay_id`). The server prices the
 * lines from the menu; `shown` is only what the device shows until it answers (its business, the
 * status the service's option gives, the lines priced from the device's copy of the menu), and
 * the server ignores it.
 */
export const TableOrderCreatePayload = z
  .object({
    _id: ClientId,
    service_id: Id,
    table_id: Id,
    note: z.string().check(z.trim(), z.maxLength(500)),
    payment: Payment,
    /** A charge to a room (payment 'room'): the stay checked in there; its invoice carries it. */
    bill_stay_id: z.optional(Id),
    content: z
      .array(OrderLineRequest)
      .check(z.minLength(1, 'content must have at least one line'), z.maxLength(100)),
    shown: z.optional(
      z.object({
        business_id: Id,
        status: z.enum(['Accepted', 'Finished']),
        content: z.array(OrderLine),
        /** A room charge: the room's number, as the board names it until the server answers. */
        room_number: z.optional(z.string().check(z.maxLength(20))),
      }),
    ),
  })
  .check(
    z.refine((p) => (p.payment === 'room') === Boolean(p.bill_stay_id), {
      message: 'a room charge names bill_stay_id, and only a room charge does',
      path: ['bill_stay_id'],
    }),
  )
export type TableOrderCreatePayload = z.infer<typeof TableOrderCreatePayload>

export const OrderIdBody = z.object({ order_id: Id })
export type OrderIdBody = z.infer<typeof OrderIdBody>

/**
 * The kitchen's progress (itemStateForOrder): one line of the order's own content, by index from
 * 0, or every line when `line` is left out (the kitchen's "ready" for a whole order).
 */
export const LineStateBody = z.object({
  order_id: Id,
  line: z.optional(z.int().check(z.nonnegative(), z.lte(999))),
  state: z.enum(LINE_STATES),
})
export type LineStateBody = z.infer<typeof LineStateBody>

export const DeclineOrderBody = z.object({
  order_id: Id,
  reason: z.string().check(z.trim(), z.minLength(1, 'reason is required'), z.maxLength(500)),
})
export type DeclineOrderBody = z.infer<typeof DeclineOrderBody>

/** `room_number` is required for table orders (an order of a stay is billed to that stay). */
export const BillToRoomBody = z.object({
  order_id: Id,
  password: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  room_number: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))),
})
export const PaidOrdersBody = z.object({
  ids: z.array(Id).check(z.minLength(1), z.maxLength(200)),
  user_id: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
})
export type PaidOrdersBody = z.infer<typeof PaidOrdersBody>

export const ServiceIdsBody = z.object({ serviceIds: z.array(Id).check(z.maxLength(100)) })
export const CallWaiterBody = z.object({ table_id: Id })
