import { TICKET_BASE } from '../../protocol/rules/index.ts'
import { TicketCreatePayload } from '../../protocol/action-schemas.ts'
import { createAction } from './kinds.ts'

/** New repair ticket with the client's ids (ticket and tasks): POST createTicket -> Ticket. */
export const createTicket = createAction({
  type: 'ticket.create',
  table: 'tickets',
  payload: TicketCreatePayload,
  id: (p) => p._id,
  build: (p, at) => ({
    _id: p._id,
    business_id: p.business_id,
    room_id: p.room_id,
    room_name: p.room_name,
    description: p.description,
    status: 'open',
    out_of_service: p.out_of_service ?? false,
    tasks: (p.tasks ?? []).map((t) => ({ _id: t._id, text: t.text, done: false, created_at: at })),
    created_at: at,
    closed_at: null,
  }),
  request: (p) => ({ method: 'POST', path: `${TICKET_BASE}/createTicket`, json: p }),
})
