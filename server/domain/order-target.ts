import { timingSafeEqual } from 'node:crypto'
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { ORDERING_TYPES, type CreateOrderBody, type Service } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import type { Db, Tx } from '../db/client.ts'
import { diningTables, rooms, services, stays } from '../db/schema.ts'
import { HttpError, badRequest } from '../http/errors.ts'
import { serviceToWire } from './serialize.ts'

export interface OrderTarget {
  service: Service
  roomNumber: string | null
  stayId: string | null
  tableId: string | null
  /** The table's name (table orders), for the printed ticket. */
  tableName: string | null
}

/**
 * Checks where an order goes: an ordering service that takes orders, and a checked-in stay or an
 * active table of that service, all in one business. Foreign ids look like missing ones.
 */
export async function resolveOrderTarget(
  ctx: { db: Db | Tx },
  body: Pick<CreateOrderBody, 'service_id' | 'stay_id' | 'table_id'>,
  businessId?: string,
): Promise<OrderTarget> {
  const [serviceRow] = await ctx.db
    .select()
    .from(services)
    .where(
      and(
        eq(services.id, body.service_id),
        isNull(services.deletedAt),
        businessId ? eq(services.businessId, businessId) : undefined,
      ),
    )
  if (!serviceRow) throw badRequest('service_id', 'service_id: no such service')
  const service = serviceToWire(serviceRow)
  if (
    !ORDERING_TYPES.includes(service.type) ||
    service.options.ordering === false ||
    service.options.active === false
  ) {
    throw new HttpError(
      400,
      'order.service_not_ordering',
      `${service.name} does not take orders right now.`,
      { field: 'service_id' },
    )
  }
  if (body.stay_id) {
    const stay = await checkedInStay(ctx.db, body.stay_id, service.business_id, 'stay_id')
    return { service, ...stay, tableId: null, tableName: null }
  }
  const [table] = await ctx.db
    .select()
    .from(diningTables)
    .where(
      and(
        eq(diningTables.id, body.table_id ?? ''),
        eq(diningTables.businessId, service.business_id),
        eq(diningTables.serviceId, service._id),
        isNull(diningTables.deletedAt),
      ),
    )
  if (!table) throw badRequest('table_id', 'table_id: no such table in this service')
  if (!table.active) throw badRequest('table_id', 'table_id: this table is not in use')
  return { service, roomNumber: null, stayId: null, tableId: table.id, tableName: table.name }
}

/**
 * A stay of the business with a guest checked in, and its room's number: where a room order
 * goes, or a table order charged to a room. `field` names the id at fault in a refusal.
 */
export async function checkedInStay(
  db: Db | Tx,
  stayId: string,
  businessId: string,
  field: string,
): Promise<{ stayId: string; roomNumber: string | null }> {
  const [stay] = await db
    .select()
    .from(stays)
    .where(and(eq(stays.id, stayId), eq(stays.businessId, businessId), isNull(stays.deletedAt)))
  if (!stay) throw badRequest(field, `${field}: no such stay`)
  if (!stay.checkIn || stay.checkedOutAt)
    throw new HttpError(400, 'stay.not_checked_in', 'This room has no guest checked in.', {
      field,
    })
  const [room] = await db.select().from(rooms).where(eq(rooms.id, stay.roomId))
  return { stayId: stay.id, roomNumber: room?.name ?? null }
}

export function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * Where an order is billed: the room the server resolved (the order's own stay's room, else the
 * room named by `roomNumber`, required for table orders; an unknown room is 'Incorrect room
 * number.') and its checked-in stay, if any. Wrong room codes are counted per resolved room, so
 * varying what the client sends cannot dodge the limit.
 */
export async function billingTarget(
  ctx: AppContext,
  order: { businessId: string; stayId: string | null },
  roomNumber: string | undefined,
): Promise<{ roomKey: string; found: { stay: Stay; room: Room } | null }> {
  let roomId: string | null
  if (order.stayId) {
    const [own] = await ctx.db
      .select({ roomId: stays.roomId })
      .from(stays)
      .where(eq(stays.id, order.stayId))
    roomId = own?.roomId ?? null
  } else {
    if (!roomNumber) throw badRequest('room_number', 'room_number: the room number is required')
    const [room] = await ctx.db
      .select()
      .from(rooms)
      .where(
        and(
          eq(rooms.businessId, order.businessId),
          eq(rooms.name, roomNumber),
          isNull(rooms.deletedAt),
        ),
      )
    if (!room)
      throw new HttpError(404, 'stay.wrong_room', 'Incorrect room number.', {
        field: 'room_number',
      })
    roomId = room.id
  }
  const [found] = await ctx.db
    .select({ stay: stays, room: rooms })
    .from(stays)
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .where(
      and(
        eq(stays.businessId, order.businessId),
        isNotNull(stays.checkIn),
        isNull(stays.deletedAt),
        order.stayId ? eq(stays.id, order.stayId) : eq(stays.roomId, roomId!),
      ),
    )
  const roomKey = `${order.businessId}|room:${roomId ?? `stay:${order.stayId}`}`
  return { roomKey, found: found ?? null }
}

type Stay = typeof stays.$inferSelect
type Room = typeof rooms.$inferSelect
