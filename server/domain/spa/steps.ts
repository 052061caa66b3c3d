import { and, eq, isNull, sql } from 'drizzle-orm'
import {
  SPA_STEPS,
  SPA_STEP_EVENTS,
  canSpaStep,
  checkSpaSlot,
  dayIn,
  roomHoldMinutes,
  spaHolds,
  therapistHoldMinutes,
  type SpaAppointmentStatus,
  type SpaEventName,
  type SpaStep,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { spaAppointments, spaRooms } from '../../db/schema.ts'
import { HttpError, badRequest, notFound } from '../../http/errors.ts'
import { assertPermission, type StaffContext } from '../permissions.ts'
import { serviceOf } from '../reservations/access.ts'
import { nextVersionSql } from '../versioning.ts'
import type { WriteResult } from '../writes/types.ts'
import { claimSpa, releaseSpa } from './claims.ts'
import { loadSpaDay, treatmentOf } from './day.ts'
import { spaNotice, spaTombstone } from './notices.ts'
import { slotRefusal } from './refusals.ts'
import { zoneOfBusiness } from '../business-zone.ts'
import { spaAppointmentToWire, type SpaAppointmentRow } from './wire.ts'

/** The appointment of this business, locked; 404 for any other, 403 without reservationsWrite. */
export async function lockAppointment(
  tx: Tx,
  staff: StaffContext,
  id: string,
): Promise<SpaAppointmentRow> {
  const [row] = await tx
    .select()
    .from(spaAppointments)
    .where(
      and(
        eq(spaAppointments.id, id),
        eq(spaAppointments.businessId, staff.businessId),
        isNull(spaAppointments.deletedAt),
      ),
    )
    .for('update')
  if (!row) throw notFound('Appointment')
  assertPermission(staff, row.serviceId, 'reservationsWrite')
  return row
}

const illegal = (from: SpaAppointmentStatus, what: string) =>
  new HttpError(409, 'spa.illegal_transition', `The appointment is ${from}: it cannot be ${what}.`)

/**
 * Checks the appointment's (new) place in the day without its own hold and claims it again: a
 * move, a resize, another therapist or room, or a therapist chosen at accept.
 */
async function reclaim(
  tx: Tx,
  row: SpaAppointmentRow,
  next: {
    start: number
    length: number
    therapistId: string | null
    roomId: string
    persons: number
  },
): Promise<{ roomHold: number; therapistHold: number }> {
  await releaseSpa(tx, row.id)
  const found = await treatmentOf(tx, row.businessId, row.treatmentId)
  const service = await serviceOf(tx, row.businessId, row.serviceId)
  const room =
    next.roomId === found.room?.id ? found.room : await roomOfService(tx, row, next.roomId)
  if (!room) throw notFound('Spa room')
  const resized = { ...found.treatment, length: next.length }
  const zone = await zoneOfBusiness(tx, row.businessId)
  const day = dayIn(next.start, zone)
  const spa = await loadSpaDay(tx, service, { treatment: resized, room }, day, zone)
  if (next.therapistId !== null && !spa.names.has(next.therapistId))
    throw badRequest('Therapist', 'Therapist: not a therapist of this spa')
  const check = checkSpaSlot(spa, next.start, next.persons, next.therapistId, row.id)
  if (check.refusal)
    throw slotRefusal(
      spa,
      spa.names,
      { ...check, refusal: check.refusal },
      next.start,
      next.therapistId,
      row.id,
    )
  const roomHold = roomHoldMinutes(spa.treatment, spa.room)
  const therapistHold = therapistHoldMinutes(spa.treatment)
  await claimSpa(tx, {
    appointmentId: row.id,
    businessId: row.businessId,
    roomId: room.id,
    persons: next.persons,
    roomMaxPersons: room.maxPersons,
    therapistId: next.therapistId,
    start: next.start,
    roomHold,
    therapistHold,
  })
  return { roomHold, therapistHold }
}

async function roomOfService(tx: Tx, row: SpaAppointmentRow, roomId: string) {
  const [room] = await tx
    .select()
    .from(spaRooms)
    .where(
      and(
        eq(spaRooms.id, roomId),
        eq(spaRooms.serviceId, row.serviceId),
        isNull(spaRooms.deletedAt),
      ),
    )
  if (!room) throw notFound('Spa room')
  return room
}

async function save(
  tx: Tx,
  staff: StaffContext,
  id: string,
  set: Partial<typeof spaAppointments.$inferInsert>,
  event: SpaEventName,
): Promise<WriteResult> {
  const [row] = await tx
    .update(spaAppointments)
    .set({ ...set, version: nextVersionSql(), updatedAt: sql`now()`, updatedBy: staff.accountId })
    .where(eq(spaAppointments.id, id))
    .returning()
  const wire = spaAppointmentToWire(row!)
  return { status: 200, body: wire, changes: [spaNotice(wire, event)] }
}

/**
 * A step of the popup (spec §4): accept (a therapist must be chosen first: in `therapistId` or
 * set before; choosing one claims them; a treatment that needs none is accepted without), decline
 * with a reason, guest arrived, finish cleaning.
 * 409 spa.illegal_transition when the status does not allow it (another tablet acted first).
 */
export async function applySpaStep(
  tx: Tx,
  staff: StaffContext,
  id: string,
  step: SpaStep,
  extra: { therapistId?: string | undefined; reason?: string | undefined } = {},
): Promise<WriteResult> {
  const row = await lockAppointment(tx, staff, id)
  if (!canSpaStep(row.status, step)) throw illegal(row.status, step)
  const to = SPA_STEPS[step].to
  const set: Partial<typeof spaAppointments.$inferInsert> = { status: to }
  if (step === 'accept') {
    const therapistId = extra.therapistId ?? row.therapistId
    // A treatment without a therapist (a sauna) is accepted as it is.
    if (therapistId === null && row.therapistDriven)
      throw badRequest('Therapist', 'Therapist: choose a therapist before accepting')
    if (therapistId !== row.therapistId) {
      await reclaim(tx, row, {
        start: Date.parse(row.time),
        length: row.length,
        therapistId,
        roomId: row.roomId,
        persons: row.persons,
      })
      set.therapistId = therapistId
    }
  }
  if (step === 'decline') set.declineReason = extra.reason ?? ''
  if (!spaHolds(to)) await releaseSpa(tx, id)
  return save(tx, staff, id, set, SPA_STEP_EVENTS[step])
}

export interface SpaMove {
  time?: string | undefined
  length?: number | undefined
  therapistId?: string | null | undefined
  roomId?: string | undefined
  persons?: number | undefined
  note?: string | undefined
}

/**
 * updateSpaAppointment: a move or resize on the timeline, another therapist or room, the party
 * size. A live appointment's new place is checked again without its own hold; a taken therapist
 * or room is 409 naming them and the appointment that holds them, and nothing changes.
 */
export async function moveSpaAppointment(
  tx: Tx,
  staff: StaffContext,
  id: string,
  move: SpaMove,
): Promise<WriteResult> {
  const row = await lockAppointment(tx, staff, id)
  const next = {
    start: move.time !== undefined ? Date.parse(move.time) : Date.parse(row.time),
    length: move.length ?? row.length,
    therapistId: move.therapistId !== undefined ? move.therapistId : row.therapistId,
    roomId: move.roomId ?? row.roomId,
    persons: move.persons ?? row.persons,
  }
  const placeChanged =
    move.time !== undefined ||
    move.length !== undefined ||
    move.therapistId !== undefined ||
    move.roomId !== undefined ||
    move.persons !== undefined
  if (placeChanged && !spaHolds(row.status)) throw illegal(row.status, 'moved')
  if (row.status !== 'Pending' && next.therapistId === null && row.therapistDriven)
    throw badRequest('Therapist', 'Therapist: an accepted appointment keeps a therapist')
  const set: Partial<typeof spaAppointments.$inferInsert> = {}
  if (placeChanged) {
    const holds = await reclaim(tx, row, next)
    Object.assign(set, {
      time: new Date(next.start).toISOString(),
      length: next.length,
      therapistId: next.therapistId,
      roomId: next.roomId,
      persons: next.persons,
      ...holds,
    })
  }
  if (move.note !== undefined) set.note = move.note
  return save(tx, staff, id, set, 'spaAppointmentChanged')
}

/** deleteSpaAppointment: a tombstone for the sync; its therapist and room let go. */
export async function deleteSpaAppointment(
  tx: Tx,
  staff: StaffContext,
  id: string,
): Promise<WriteResult> {
  const before = spaAppointmentToWire(await lockAppointment(tx, staff, id))
  const [row] = await tx
    .update(spaAppointments)
    .set({
      deletedAt: sql`now()`,
      version: nextVersionSql(),
      updatedAt: sql`now()`,
      updatedBy: staff.accountId,
    })
    .where(eq(spaAppointments.id, id))
    .returning()
  await releaseSpa(tx, id)
  return {
    status: 200,
    body: { _id: id, deleted: true },
    changes: [spaTombstone(before, row!.version)],
  }
}
