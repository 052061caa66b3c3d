import { and, eq, isNull } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { rooms } from '../../db/schema.ts'
import { notFound } from '../../http/errors.ts'
import { roomToWire } from '../serialize.ts'
import { nextVersionSql } from '../versioning.ts'
import type { StaffContext } from '../permissions.ts'
import { assertReception } from '../reception-access.ts'
import { changeOf, type StaffWrite, type WriteResult } from './types.ts'

export { assertReception } from '../reception-access.ts'

async function setStatus(
  tx: Tx,
  staff: StaffContext,
  roomId: string,
  status: 'active' | 'inactive',
): Promise<WriteResult> {
  assertReception(staff)
  const where = and(
    eq(rooms.id, roomId),
    eq(rooms.businessId, staff.businessId),
    isNull(rooms.deletedAt),
  )
  const [current] = await tx.select().from(rooms).where(where).for('update')
  if (!current) throw notFound('Room')
  // Already so: nothing to write (a second desk doing the same succeeds).
  if (current.status === status) return { status: 200, body: roomToWire(current), changes: [] }
  const [row] = await tx
    .update(rooms)
    .set({ status, version: nextVersionSql() })
    .where(where)
    .returning()
  const room = roomToWire(row!)
  return { status: 200, body: room, changes: [changeOf('rooms', room, staff.businessId)] }
}

export const setRoomActive: StaffWrite<'room.setActive'> = {
  type: 'room.setActive',
  run: (tx, staff, { room_id }) => setStatus(tx, staff, room_id, 'active'),
}

export const setRoomInactive: StaffWrite<'room.setInactive'> = {
  type: 'room.setInactive',
  run: (tx, staff, { room_id }) => setStatus(tx, staff, room_id, 'inactive'),
}
