import { and, eq, isNull } from 'drizzle-orm'
import type { Change, Stay, Ticket } from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { rooms, stays, tickets } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'
import { stayToWire, ticketToWire } from '../serialize.ts'
import type { StaffContext } from '../permissions.ts'
import type { ChangeNotice } from './types.ts'

export type RoomRow = typeof rooms.$inferSelect
export type StayRow = typeof stays.$inferSelect
export type TicketRow = typeof tickets.$inferSelect

/** A live room of the business, locked for the write (FOR UPDATE); 404 otherwise. */
export async function lockRoom(tx: Tx, staff: StaffContext, id: string): Promise<RoomRow> {
  const [row] = await tx
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, id), eq(rooms.businessId, staff.businessId), isNull(rooms.deletedAt)))
    .for('update')
  if (!row) throw notFound('Room')
  return row
}

/** A live stay of the business with its room, the stay locked; 404 otherwise. */
export async function lockStay(
  tx: Tx,
  staff: StaffContext,
  id: string,
): Promise<{ stay: StayRow; room: RoomRow }> {
  const [row] = await tx
    .select({ stay: stays, room: rooms })
    .from(stays)
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .where(and(eq(stays.id, id), eq(stays.businessId, staff.businessId), isNull(stays.deletedAt)))
    .for('update', { of: stays })
  if (!row) throw notFound('Stay')
  return row
}

/** A live ticket of the business, locked; 404 otherwise. */
export async function lockTicket(tx: Tx, staff: StaffContext, id: string): Promise<TicketRow> {
  const [row] = await tx
    .select()
    .from(tickets)
    .where(
      and(eq(tickets.id, id), eq(tickets.businessId, staff.businessId), isNull(tickets.deletedAt)),
    )
    .for('update')
  if (!row) throw notFound('Ticket')
  return row
}

/** The stay as reception sees it (with its room code). */
export const stayWire = (row: StayRow, roomName: string): Stay => stayToWire(row, roomName, true)

export const stayChange = (stay: Stay): Change => ({
  table: 'stays',
  id: stay._id,
  version: stay.version,
  deleted: false,
  row: stay,
})

/**
 * A changed stay goes to reception with its room code and to the other staff without it (the
 * same version, so each device holds exactly one copy).
 */
export function stayNotices(stay: Stay, businessId: string): ChangeNotice[] {
  const { password: _code, ...withoutCode } = stay
  return [
    { change: stayChange(stay), businessId, audience: 'privileged' },
    { change: stayChange(withoutCode), businessId, audience: 'unprivileged' },
  ]
}

export const ticketWire = (row: TicketRow, roomName: string): Ticket => ticketToWire(row, roomName)

export const ticketNotice = (ticket: Ticket, businessId: string): ChangeNotice => ({
  change: {
    table: 'tickets',
    id: ticket._id,
    version: ticket.version,
    deleted: false,
    row: ticket,
  },
  businessId,
  audience: 'tickets',
})

/** A deleted row told to the staff who could see it. */
export const tombstoneNotice = (
  table: Change['table'],
  id: string,
  version: number,
  businessId: string,
  audience: ChangeNotice['audience'] = 'all',
): ChangeNotice => ({
  change: { table, id, version, deleted: true, row: null },
  businessId,
  audience,
})
