import * as z from 'zod/mini'
import { ClientId, Id, IsoDateTime, ReadDay } from './common.ts'
import { PARTY_CONTACT, QuarterHour, QuarterHours } from './party.ts'
export * from './rules/reservations.ts'
export * from './rules/slots.ts'
export * from './reservations-rows.ts'
// Declared in both rules/reservations.ts (the type) and reservations-rows.ts (the schema).
export { ReservationStatus } from './reservations-rows.ts'
import { ReservationStatus, Reservation } from './reservations-rows.ts'
import type { Order } from './orders.ts'

/** A booking's tables: 1 to 20, each once. */
const TableIds = z.array(Id).check(
  z.minLength(1),
  z.maxLength(20),
  z.refine((ids) => new Set(ids).size === ids.length, {
    message: 'each table may appear once',
  }),
)

/**
 * The body of every reservation create (createReservation, createReservationWithTable,
 * createAcceptedReservationWithTable, createReservationExternal). `table_id` or `table_ids` name
 * the tables of a positional service; `length` (minutes, staff only) overrides the tables' own.
 */
export const CreateReservationBody = z.object({
  _id: z.optional(ClientId),
  business_id: Id,
  service_id: Id,
  time: QuarterHour,
  number: z.int().check(z.gte(1), z.lte(500)),
  ...PARTY_CONTACT,
  room_id: z.optional(z.nullable(Id)),
  table_id: z.optional(Id),
  table_ids: z.optional(TableIds),
  length: z.optional(QuarterHours(24 * 60)),
})
export type CreateReservationBody = z.infer<typeof CreateReservationBody>

/** The push payload of a staff reservation (createAcceptedReservationWithTable): its id is the desk's. */
export const ReservationCreatePayload = z.extend(CreateReservationBody, { _id: ClientId })
export type ReservationCreatePayload = z.infer<typeof ReservationCreatePayload>

export const ReservationIdBody = z.object({ reservation_id: Id })
export type ReservationIdBody = z.infer<typeof ReservationIdBody>

/** declineReservation/: the reason is told to the guest (spec §8: declined plus the note). */
export const DeclineReservationBody = z.object({
  reservation_id: Id,
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
})
export type DeclineReservationBody = z.infer<typeof DeclineReservationBody>

export const ChangeStatusBody = z.object({ status: ReservationStatus })

/** The push payload of changeStatus/{id}. */
export const ReservationStatusPayload = z.object({ reservation_id: Id, status: ReservationStatus })
export type ReservationStatusPayload = z.infer<typeof ReservationStatusPayload>

/** addOrder/{id}: links an order (its id, or the order with its `_id`) to the reservation. */
export const AddOrderBody = z.object({
  order: z.union([Id, z.looseObject({ _id: Id })]),
})

/** GetAccpetedReservationsByDate body: the day. */
export const DateBody = z.object({ date: ReadDay })

/** A slot of getFreeApointments: its wall-clock time, instant and whether the party fits. */
export const FreeSlot = z.object({
  time: z.object({ h: z.int(), m: z.int() }),
  at: IsoDateTime,
  available: z.boolean(),
})
export type FreeSlot = z.infer<typeof FreeSlot>

/** A reservations history page (spec §3: count plus the list). */
export const ReservationsPage = z.object({
  count: z.int().check(z.nonnegative()),
  reservations: z.array(Reservation),
})
export type ReservationsPage = z.infer<typeof ReservationsPage>

/**
 * moveReservationTables/{id}: the party moves to other tables of its service for its booked
 * time; `order_ids` are its open orders on the old tables that move with it (a seated party's).
 */
export const MoveReservationBody = z.object({
  table_ids: TableIds,
  order_ids: z._default(z.array(Id).check(z.maxLength(50)), []),
})

/** The push payload of moveReservationTables/{id}. */
export const ReservationMovePayload = z.extend(MoveReservationBody, { reservation_id: Id })
export type ReservationMovePayload = z.infer<typeof ReservationMovePayload>

/** What a move answers: the reservation on its new tables and the orders that moved with it. */
export interface ReservationMoveReply {
  reservation: Reservation
  orders: Order[]
}
