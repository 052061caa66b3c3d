/*
 * The synced rows of tickets.ts: in the staff shell with SYNC_TABLES (sync.ts); the bodies and
 * payloads stay in tickets.ts, which the lazy action areas, the screens and the server load.
 */
import * as z from 'zod/mini'
import { Id, IsoDateTime, Versioned } from './common.ts'

/** One task of a ticket (addTaskToTicket). */
export const TicketTask = z.object({
  _id: z.string(),
  text: z.string(),
  done: z.optional(z.boolean()),
  created_at: IsoDateTime,
})
export type TicketTask = z.infer<typeof TicketTask>

/** A room repair ticket (HotelRoomsRepair). Closed tickets stay readable but leave the lists. */
export const Ticket = z.extend(Versioned, {
  _id: Id,
  business_id: Id,
  room_id: Id,
  room_name: z.string(),
  description: z.string(),
  status: z.enum(['open', 'closed']),
  /** Out-of-service ticketing: the room shows out of service while this ticket is open. */
  out_of_service: z.boolean(),
  tasks: z.array(TicketTask),
  created_at: IsoDateTime,
  closed_at: z.nullable(IsoDateTime),
})
export type Ticket = z.infer<typeof Ticket>
