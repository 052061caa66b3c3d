import { randomUUID } from 'node:crypto'
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { CreateHotelRoomBody, UpdateHotelRoomBody } from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { rooms, stays, tickets } from '../../db/schema.ts'
import { HttpError, badRequest, notFound } from '../../http/errors.ts'
import { roomToWire } from '../serialize.ts'
import { nextVersionSql, changedFields } from '../versioning.ts'
import type { StaffContext } from '../permissions.ts'
import { assertReception } from '../reception-access.ts'
import { assertIdFree, idTaken } from './client-ids.ts'
import {
  lockRoom,
  stayChange,
  stayNotices,
  stayWire,
  ticketNotice,
  ticketWire,
  tombstoneNotice,
} from './reception-rows.ts'
import { changeOf, type ChangeNotice, type StaffWrite, type WriteResult } from './types.ts'

const conflict = (field: string, message: string) =>
  new HttpError(409, 'conflict', message, { field })

/** Room names are unique in a business (any letter case); external ids too. */
async function assertFree(
  tx: Tx,
  staff: StaffContext,
  fields: { name?: string | undefined; external_id?: string | null | undefined },
  exceptId: string | null,
): Promise<void> {
  if (fields.name !== undefined) {
    const [taken] = await tx
      .select({ id: rooms.id })
      .from(rooms)
      .where(
        and(
          eq(rooms.businessId, staff.businessId),
          isNull(rooms.deletedAt),
          exceptId ? ne(rooms.id, exceptId) : undefined,
          sql`lower(${rooms.name}) = lower(${fields.name})`,
        ),
      )
      .limit(1)
    if (taken) throw conflict('name', `A room named ${fields.name} exists already.`)
  }
  if (fields.external_id) {
    const [taken] = await tx
      .select({ id: rooms.id })
      .from(rooms)
      .where(
        and(
          eq(rooms.businessId, staff.businessId),
          eq(rooms.externalId, fields.external_id),
          exceptId ? ne(rooms.id, exceptId) : undefined,
        ),
      )
      .limit(1)
    if (taken) throw conflict('external_id', `Another room has external id ${fields.external_id}.`)
  }
}

export async function createRoom(
  tx: Tx,
  staff: StaffContext,
  body: CreateHotelRoomBody,
): Promise<WriteResult> {
  assertReception(staff)
  if (body.business_id !== undefined && body.business_id !== staff.businessId) {
    throw notFound('Business')
  }
  await assertFree(tx, staff, body, null)
  const id = body._id ?? randomUUID()
  await assertIdFree(tx, 'Room', id)
  const [row] = await tx
    .insert(rooms)
    .values({
      id,
      businessId: staff.businessId,
      version: nextVersionSql(),
      name: body.name,
      type: body.type ?? '',
      status: body.status ?? 'active',
      serviceLinks: [],
      externalId: body.external_id ?? null,
    })
    .onConflictDoNothing({ target: rooms.id })
    .returning()
  if (!row) throw idTaken('Room', id)
  const room = roomToWire(row)
  return { status: 200, body: room, changes: [changeOf('rooms', room, staff.businessId)] }
}

/**
 * Changes a room's fields. A new name reaches the stays and tickets of the room too (they carry
 * `room_name`): their live rows take a new version.
 */
export async function updateRoom(
  tx: Tx,
  staff: StaffContext,
  id: string,
  body: UpdateHotelRoomBody,
): Promise<WriteResult> {
  assertReception(staff)
  if (body._id !== undefined && body._id !== id) {
    throw badRequest('_id', '_id must be the id in the path.')
  }
  const current = await lockRoom(tx, staff, id)
  const renamed = body.name !== undefined && body.name !== current.name
  const patch = changedFields(current, {
    name: body.name,
    type: body.type,
    status: body.status,
    externalId: body.external_id,
  })
  if (patch === null) return { status: 200, body: roomToWire(current), changes: [] }
  await assertFree(tx, staff, body, id)
  const [row] = await tx
    .update(rooms)
    .set({ ...patch, version: nextVersionSql() })
    .where(eq(rooms.id, id))
    .returning()
  const room = roomToWire(row!)
  const changes: ChangeNotice[] = [changeOf('rooms', room, staff.businessId)]
  if (renamed) changes.push(...(await touchRoomRows(tx, staff, room._id, room.name)))
  return { status: 200, body: room, changes }
}

/** New versions for the live stays and open tickets of a renamed room (their `room_name`). */
export async function touchRoomRows(
  tx: Tx,
  staff: StaffContext,
  roomId: string,
  roomName: string,
): Promise<ChangeNotice[]> {
  const touchedStays = await tx
    .update(stays)
    .set({ version: nextVersionSql(), updatedAt: sql`now()` })
    .where(and(eq(stays.roomId, roomId), isNull(stays.deletedAt), isNull(stays.checkedOutAt)))
    .returning()
  const touchedTickets = await tx
    .update(tickets)
    .set({ version: nextVersionSql(), updatedAt: sql`now()` })
    .where(and(eq(tickets.roomId, roomId), isNull(tickets.deletedAt), eq(tickets.status, 'open')))
    .returning()
  return [
    ...touchedStays.flatMap((s) => stayNotices(stayWire(s, roomName), staff.businessId)),
    ...touchedTickets.map((t) => ticketNotice(ticketWire(t, roomName), staff.businessId)),
  ]
}

/**
 * Deletes a room (a tombstone) with its stays booked ahead and its open tickets. A room with a
 * guest checked in is refused (409 `room.occupied`, `current`: that stay): check out first.
 */
export async function deleteRoom(tx: Tx, staff: StaffContext, id: string): Promise<WriteResult> {
  assertReception(staff)
  const current = await lockRoom(tx, staff, id)
  const [inHouse] = await tx
    .select()
    .from(stays)
    .where(and(eq(stays.roomId, id), isNotNull(stays.checkIn), isNull(stays.deletedAt)))
  if (inHouse) {
    throw new HttpError(409, 'room.occupied', 'The room has a guest checked in.', {
      current: stayChange(stayWire(inHouse, current.name)),
    })
  }
  const now = new Date().toISOString()
  const gone = { deletedAt: now, updatedAt: now, version: nextVersionSql() }
  const goneStay = { ...gone, externalId: null }
  const [row] = await tx
    .update(rooms)
    // The external id is free again (the channel manager may bring the room back).
    .set({ deletedAt: now, externalId: null, version: nextVersionSql() })
    .where(eq(rooms.id, id))
    .returning({ version: rooms.version })
  const planned = await tx
    .update(stays)
    .set(goneStay)
    .where(and(eq(stays.roomId, id), isNull(stays.deletedAt), isNull(stays.checkedOutAt)))
    .returning({ id: stays.id, version: stays.version })
  const open = await tx
    .update(tickets)
    .set(gone)
    .where(and(eq(tickets.roomId, id), isNull(tickets.deletedAt), eq(tickets.status, 'open')))
    .returning({ id: tickets.id, version: tickets.version })
  const version = row!.version
  const b = staff.businessId
  return {
    status: 200,
    body: { _id: id, version, deleted: true },
    changes: [
      tombstoneNotice('rooms', id, version, b),
      ...planned.map((s) => tombstoneNotice('stays', s.id, s.version, b)),
      ...open.map((t) => tombstoneNotice('tickets', t.id, t.version, b, 'tickets')),
    ],
  }
}

export const createRoomWrite: StaffWrite<'room.create'> = { type: 'room.create', run: createRoom }

export const updateRoomWrite: StaffWrite<'room.update'> = {
  type: 'room.update',
  run: (tx, staff, payload) => updateRoom(tx, staff, payload._id, payload),
}

export const deleteRoomWrite: StaffWrite<'room.delete'> = {
  type: 'room.delete',
  run: (tx, staff, { room_id }) => deleteRoom(tx, staff, room_id),
}
