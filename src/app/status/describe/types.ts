import type { I18n } from '@lingui/core'
import type {
  Article,
  ArticleCategory,
  DiningTable,
  Language,
  Order,
  Reservation,
  Room,
  Service,
  Stay,
  Ticket,
  TicketTask,
} from '../../../../sync/protocol/index.ts'
import type { ActionError } from '../failure-reasons.ts'

export interface EntityRef {
  table: string
  id: string
}

/**
 * What describing needs of an outbox row. `type` is any string: rows of action types this
 * version has no words for (or does not know at all) fall back to a generic text.
 */
export interface DescribableRow {
  type: string
  payload: unknown
  entity: EntityRef
  /** Every row a multi-row action writes (absent on rows of older versions). */
  entities?: readonly EntityRef[]
  error: ActionError | null
  /** Refused rows: the server's row the refusal carried. */
  refusedWith?: Record<string, unknown> | null
}

/**
 * The local rows an action may be about, by id, read in the same live query as the outbox rows.
 * For a refusal, the server's row from the refusal replaces the local one.
 */
export interface DescribeContext {
  i18n: I18n
  language: Language
  orders: ReadonlyMap<string, Pick<Order, 'status' | 'room_number' | 'table_id' | 'service_id'>>
  services: ReadonlyMap<string, Pick<Service, 'name' | 'names'>>
  tables: ReadonlyMap<string, Pick<DiningTable, 'name'>>
  rooms: ReadonlyMap<string, Pick<Room, 'name' | 'status'>>
  categories: ReadonlyMap<string, Pick<ArticleCategory, 'name'>>
  articles: ReadonlyMap<string, Pick<Article, 'name'>>
  stays: ReadonlyMap<string, DescribedStay>
  /** The reservations the actions are about (absent: none on this device). */
  reservations?: ReadonlyMap<string, DescribedReservation>
  tickets: ReadonlyMap<
    string,
    Pick<Ticket, 'room_name' | 'description' | 'status'> & {
      tasks?: readonly Pick<TicketTask, '_id' | 'text'>[]
    }
  >
}

/** What the reservation texts read of a reservation. */
export type DescribedReservation = Pick<
  Reservation,
  'name' | 'number' | 'time' | 'service_id' | 'service_name' | 'status'
>

/** What the reception texts read of a stay. */
export type DescribedStay = Pick<
  Stay,
  'room_id' | 'room_name' | 'arrival' | 'checkout' | 'check_in' | 'checked_out_at' | 'guest_name'
> & { password?: string | undefined }

/** An action in the staff member's words: what ("Decline order") and on what ("Order for room 12 · Room service"). */
export interface ActionText {
  what: string
  on: string | null
}

/** The words for one family of action types (`order.*`, `room.*`, …). */
export interface ActionFamily {
  describe(row: DescribableRow, ctx: DescribeContext): ActionText
  /** The toast when the server refused the action: names the thing and what happened. */
  refusal(row: DescribableRow, ctx: DescribeContext): string
  /**
   * Why the server refused it, alone (the refused-actions panel shows it under the action, long
   * after the toast): the family's own words for its refusal codes, else a neutral text.
   */
  reason(row: DescribableRow, ctx: DescribeContext): string
  /** The server's state now ("Now: Accepted by another device"); null when unknown. */
  now(row: DescribableRow, ctx: DescribeContext): string | null
}

/** Reads one string field of an untyped payload. */
export function payloadField(payload: unknown, key: string): unknown {
  return typeof payload === 'object' && payload !== null
    ? (payload as Record<string, unknown>)[key]
    : undefined
}
