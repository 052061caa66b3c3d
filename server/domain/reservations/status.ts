import { and, eq, isNull, sql } from 'drizzle-orm'
import {
  RESERVATION_ACTIONS,
  RESERVATION_ACTION_EVENTS,
  canApplyAction,
  canChangeStatus,
  holdsTables,
  type ReservationAction,
  type ReservationEventName,
  type ReservationStatus,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { reservations, services } from '../../db/schema.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import { assertPermission, type StaffContext } from '../permissions.ts'
import { nextVersionSql } from '../versioning.ts'
import type { WriteResult } from '../writes/types.ts'
import { releaseTables } from './claims.ts'
import { reservationNotice, reservationTombstone } from './notices.ts'
import { reservationToWire, type ReservationRow } from './wire.ts'

/** The reservation of this business, locked, with its service's name; 404 for any other. */
export async function lockReservation(
  tx: Tx,
  staff: StaffContext,
  id: string,
): Promise<{ row: ReservationRow; serviceName: string }> {
  const [row] = await tx
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.id, id),
        eq(reservations.businessId, staff.businessId),
        isNull(reservations.deletedAt),
      ),
    )
    .for('update')
  if (!row) throw notFound('Reservation')
  assertPermission(staff, row.serviceId, 'reservationsWrite')
  const [service] = await tx
    .select({ name: services.name })
    .from(services)
    .where(eq(services.id, row.serviceId))
  return { row, serviceName: service?.name ?? '' }
}

function illegal(from: ReservationStatus, what: string): HttpError {
  return new HttpError(
    409,
    'reservation.illegal_transition',
    `The reservation is ${from}: it cannot be ${what}.`,
  )
}

/** The event a status change is told with. */
function eventOf(from: ReservationStatus, to: ReservationStatus): ReservationEventName {
  if (from === 'Active' && to === 'Accepted') return 'reservationNowAvailable'
  const byStatus: Partial<Record<ReservationStatus, ReservationEventName>> = {
    Accepted: 'reservationAccepted',
    Declined: 'reservationDeclined',
    Canceled: 'reservationCanceled',
    Active: 'reservationActive',
    Noshow: 'reservationNoshow',
  }
  return byStatus[to] ?? 'reservationChanged'
}

async function setStatus(
  tx: Tx,
  staff: StaffContext,
  current: { row: ReservationRow; serviceName: string },
  to: ReservationStatus,
  event: ReservationEventName,
  declineReason?: string,
): Promise<WriteResult> {
  const [row] = await tx
    .update(reservations)
    .set({
      status: to,
      ...(declineReason !== undefined ? { declineReason } : {}),
      version: nextVersionSql(),
      updatedAt: sql`now()`,
      updatedBy: staff.accountId,
    })
    .where(eq(reservations.id, current.row.id))
    .returning()
  if (!holdsTables(to)) await releaseTables(tx, current.row.id)
  const wire = reservationToWire(row!, current.serviceName)
  return { status: 200, body: wire, changes: [reservationNotice(wire, event)] }
}

/**
 * A staff step on a reservation (accept, decline with a reason, guest arrived, no-show, cancel,
 * now available): 409 reservation.illegal_transition when its status does not allow it (another
 * tablet acted first). A status that no longer holds tables lets them go.
 */
export async function applyReservationAction(
  tx: Tx,
  staff: StaffContext,
  id: string,
  action: ReservationAction,
  reason?: string,
): Promise<WriteResult> {
  const current = await lockReservation(tx, staff, id)
  if (!canApplyAction(current.row.status, action)) throw illegal(current.row.status, action)
  return setStatus(
    tx,
    staff,
    current,
    RESERVATION_ACTIONS[action],
    RESERVATION_ACTION_EVENTS[action],
    action === 'decline' ? (reason ?? '') : undefined,
  )
}

/** changeStatus/{id}: any allowed transition (spec §4), e.g. an active reservation finished. */
export async function changeReservationStatus(
  tx: Tx,
  staff: StaffContext,
  id: string,
  to: ReservationStatus,
): Promise<WriteResult> {
  const current = await lockReservation(tx, staff, id)
  if (!canChangeStatus(current.row.status, to)) throw illegal(current.row.status, `made ${to}`)
  return setStatus(tx, staff, current, to, eventOf(current.row.status, to))
}

/** deleteReservation/{id}: from any list; a tombstone for the sync, its tables let go. */
export async function deleteReservation(
  tx: Tx,
  staff: StaffContext,
  id: string,
): Promise<WriteResult> {
  const current = await lockReservation(tx, staff, id)
  const [row] = await tx
    .update(reservations)
    .set({
      deletedAt: sql`now()`,
      version: nextVersionSql(),
      updatedAt: sql`now()`,
      updatedBy: staff.accountId,
    })
    .where(eq(reservations.id, id))
    .returning()
  await releaseTables(tx, id)
  const before = reservationToWire(current.row, current.serviceName)
  return {
    status: 200,
    body: { _id: id, deleted: true },
    changes: [reservationTombstone(before, row!.version)],
  }
}
