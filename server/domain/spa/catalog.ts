import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  SPA_HOLDING_STATUSES,
  roundMoney,
  type CreateSpaRoomBody,
  type CreateSpaTreatmentBody,
  type ServerChange,
  type UpdateSpaRoomBody,
  type UpdateSpaTreatmentBody,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { spaAppointments, spaRooms, spaTreatments } from '../../db/schema.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import { assertPermission, type StaffContext } from '../permissions.ts'
import { serviceOf } from '../reservations/access.ts'
import { nextVersionSql } from '../versioning.ts'
import { assertIdFree, idTaken } from '../writes/client-ids.ts'
import type { ChangeNotice, WriteResult } from '../writes/types.ts'
import { spaRoomToWire, spaTreatmentToWire, type SpaRoomRow, type SpaTreatmentRow } from './wire.ts'

/*
 * Treatments and spa rooms (Hotelspamenu): writes need itemsWrite on the spa service.
 */

const notice = (
  table: 'spaRooms' | 'treatments',
  row: SpaRoomRow | SpaTreatmentRow,
): ChangeNotice => {
  const deleted = row.deletedAt !== null
  const change: ServerChange = {
    table,
    id: row.id,
    version: row.version,
    deleted,
    row: deleted
      ? null
      : table === 'spaRooms'
        ? spaRoomToWire(row)
        : spaTreatmentToWire(row as SpaTreatmentRow),
  }
  return { change, businessId: row.businessId, audience: 'all' }
}

const answer = (table: 'spaRooms' | 'treatments', row: SpaRoomRow | SpaTreatmentRow) => ({
  status: 200,
  body:
    row.deletedAt !== null
      ? { _id: row.id, version: row.version, deleted: true }
      : table === 'spaRooms'
        ? spaRoomToWire(row)
        : spaTreatmentToWire(row as SpaTreatmentRow),
  changes: [notice(table, row)],
})

/** A spa service of the staff member's business they may edit the treatments of. */
async function spaService(tx: Tx, staff: StaffContext, businessId: string, serviceId: string) {
  if (businessId !== staff.businessId) throw notFound('Business')
  const service = await serviceOf(tx, businessId, serviceId)
  if (service.type !== 'spa') throw notFound('Spa service')
  assertPermission(staff, service._id, 'itemsWrite')
  return service
}

async function roomIn(tx: Tx, serviceId: string, roomId: string): Promise<SpaRoomRow> {
  const [room] = await tx
    .select()
    .from(spaRooms)
    .where(
      and(eq(spaRooms.id, roomId), eq(spaRooms.serviceId, serviceId), isNull(spaRooms.deletedAt)),
    )
  if (!room) throw notFound('Spa room')
  return room
}

async function lockRow<T extends typeof spaRooms | typeof spaTreatments>(
  tx: Tx,
  table: T,
  staff: StaffContext,
  id: string,
  what: string,
): Promise<T['$inferSelect']> {
  const [row] = (await tx
    .select()
    .from(table as typeof spaRooms)
    .where(and(eq(table.id, id), eq(table.businessId, staff.businessId), isNull(table.deletedAt)))
    .for('update')) as T['$inferSelect'][]
  if (!row) throw notFound(what)
  assertPermission(staff, row.serviceId, 'itemsWrite')
  return row
}

export async function createSpaRoom(
  tx: Tx,
  staff: StaffContext,
  body: CreateSpaRoomBody,
): Promise<WriteResult> {
  const service = await spaService(tx, staff, body.business_id, body.service_id)
  const id = body._id ?? randomUUID()
  await assertIdFree(tx, 'Spa room', id)
  const [row] = await tx
    .insert(spaRooms)
    .values({
      id,
      businessId: service.business_id,
      version: nextVersionSql(),
      serviceId: service._id,
      name: body.name,
      maxPersons: body.max_persons ?? 1,
      cleaningBreak: body.cleaning_break ?? 0,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw idTaken('Spa room', id)
  return answer('spaRooms', row)
}

export async function updateSpaRoom(
  tx: Tx,
  staff: StaffContext,
  body: UpdateSpaRoomBody,
): Promise<WriteResult> {
  const current = await lockRow(tx, spaRooms, staff, body._id, 'Spa room')
  if (body.service_id !== undefined && body.service_id !== current.serviceId)
    await spaService(tx, staff, staff.businessId, body.service_id)
  const [row] = await tx
    .update(spaRooms)
    .set({
      ...(body.service_id !== undefined ? { serviceId: body.service_id } : {}),
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.max_persons !== undefined ? { maxPersons: body.max_persons } : {}),
      ...(body.cleaning_break !== undefined ? { cleaningBreak: body.cleaning_break } : {}),
      version: nextVersionSql(),
    })
    .where(eq(spaRooms.id, body._id))
    .returning()
  return answer('spaRooms', row!)
}

/** A room that still has treatments is refused (409 spa.in_use): move or delete them first. */
export async function deleteSpaRoom(tx: Tx, staff: StaffContext, id: string): Promise<WriteResult> {
  await lockRow(tx, spaRooms, staff, id, 'Spa room')
  const [used] = await tx
    .select({ id: spaTreatments.id })
    .from(spaTreatments)
    .where(and(eq(spaTreatments.roomId, id), isNull(spaTreatments.deletedAt)))
    .limit(1)
  if (used)
    throw new HttpError(
      409,
      'spa.in_use',
      'The spa room still has treatments: move or delete them first.',
    )
  const [row] = await tx
    .update(spaRooms)
    .set({ deletedAt: sql`now()`, version: nextVersionSql() })
    .where(eq(spaRooms.id, id))
    .returning()
  return answer('spaRooms', row!)
}

export async function createSpaTreatment(
  tx: Tx,
  staff: StaffContext,
  body: CreateSpaTreatmentBody,
): Promise<WriteResult> {
  const service = await spaService(tx, staff, body.business_id, body.service_id)
  await roomIn(tx, service._id, body.room_id)
  const id = body._id ?? randomUUID()
  await assertIdFree(tx, 'Spa service', id)
  const [row] = await tx
    .insert(spaTreatments)
    .values({
      id,
      businessId: service.business_id,
      version: nextVersionSql(),
      serviceId: service._id,
      roomId: body.room_id,
      name: body.name,
      description: body.description ?? { en: '' },
      length: body.length,
      price: roundMoney(body.price),
      cleaningBreak: body.cleaning_break ?? 0,
      therapistBreak: body.therapist_break ?? 0,
      maxPersons: body.max_persons ?? 1,
      modifiers: body.modifiers ?? [],
      therapistDriven: body.therapist_driven ?? null,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw idTaken('Spa service', id)
  return answer('treatments', row)
}

/** A change of length or breaks applies to new bookings; booked appointments keep their holds. */
export async function updateSpaTreatment(
  tx: Tx,
  staff: StaffContext,
  body: UpdateSpaTreatmentBody,
): Promise<WriteResult> {
  const current = await lockRow(tx, spaTreatments, staff, body._id, 'Spa service')
  const serviceId = body.service_id ?? current.serviceId
  if (serviceId !== current.serviceId) await spaService(tx, staff, staff.businessId, serviceId)
  if (body.room_id !== undefined || serviceId !== current.serviceId)
    await roomIn(tx, serviceId, body.room_id ?? current.roomId)
  const fields = {
    serviceId: body.service_id,
    roomId: body.room_id,
    name: body.name,
    description: body.description,
    length: body.length,
    price: body.price === undefined ? undefined : roundMoney(body.price),
    cleaningBreak: body.cleaning_break,
    therapistBreak: body.therapist_break,
    maxPersons: body.max_persons,
    modifiers: body.modifiers,
    therapistDriven: body.therapist_driven,
  }
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))
  const [row] = await tx
    .update(spaTreatments)
    .set({ ...set, version: nextVersionSql() })
    .where(eq(spaTreatments.id, body._id))
    .returning()
  return answer('treatments', row!)
}

/**
 * A treatment with appointments to come (pending, accepted or active, not over at `now`) is
 * refused (409 spa.in_use): decline, finish or move them first. Past ones keep their treatment id.
 */
export async function deleteSpaTreatment(
  tx: Tx,
  staff: StaffContext,
  id: string,
  now: number,
): Promise<WriteResult> {
  await lockRow(tx, spaTreatments, staff, id, 'Spa service')
  const [booked] = await tx
    .select({ id: spaAppointments.id })
    .from(spaAppointments)
    .where(
      and(
        eq(spaAppointments.treatmentId, id),
        isNull(spaAppointments.deletedAt),
        inArray(spaAppointments.status, [...SPA_HOLDING_STATUSES]),
        sql`${spaAppointments.time} + ${spaAppointments.length} * interval '1 minute' > ${new Date(now).toISOString()}::timestamptz`,
      ),
    )
    .limit(1)
  if (booked)
    throw new HttpError(
      409,
      'spa.in_use',
      'The treatment has appointments to come: decline, finish or move them first.',
    )
  const [row] = await tx
    .update(spaTreatments)
    .set({ deletedAt: sql`now()`, version: nextVersionSql() })
    .where(eq(spaTreatments.id, id))
    .returning()
  return answer('treatments', row!)
}
