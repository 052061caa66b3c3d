import type { FastifyRequest } from 'fastify'
import { and, eq, isNull } from 'drizzle-orm'
import { closedDays, isClosedOn, reopeningDay, type Service } from '../../../sync/protocol/index.ts'
import type { AppContext } from '../../context.ts'
import type { Db, Tx } from '../../db/client.ts'
import { services } from '../../db/schema.ts'
import { COOKIE } from '../../auth/cookies.ts'
import { guestFromRequest, requireStaff } from '../../auth/request-auth.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import { serviceToWire } from '../serialize.ts'
import type { StaffContext } from '../permissions.ts'

/**
 * Who books or asks for free slots: a signed-in staff member of the business, the guest of a
 * stay (room code session) in the business, or the public (no session; only services open to
 * the public).
 */
export type Booker =
  | { kind: 'staff'; staff: StaffContext }
  | { kind: 'guest'; stayId: string; roomId: string; businessId: string }
  | { kind: 'public' }

/**
 * The staff member of a request that carries the access cookie, else null. An expired or ended
 * session is its 401 (the client refreshes once and retries), never taken for a guest; an
 * account without a business (admin) counts as none.
 */
export async function optionalStaff(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<StaffContext | null> {
  if (!request.cookies[COOKIE.access]) return null
  try {
    return await requireStaff(ctx, request)
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 403) return null
    throw error
  }
}

/** The caller of a guest or public reservation path, by the session it carries for `businessId`. */
export async function bookerOf(
  ctx: AppContext,
  request: FastifyRequest,
  businessId: string,
): Promise<Booker> {
  const staff = await optionalStaff(ctx, request)
  if (staff && staff.businessId === businessId) return { kind: 'staff', staff }
  const guest = await guestFromRequest(ctx, request)
  if (guest && guest.business_id === businessId)
    return { kind: 'guest', stayId: guest.stay_id, roomId: guest.room_id, businessId }
  return { kind: 'public' }
}

/** A live service of the business, or 404. */
export async function serviceOf(db: Db | Tx, businessId: string, id: string): Promise<Service> {
  const [row] = await db
    .select()
    .from(services)
    .where(
      and(eq(services.id, id), eq(services.businessId, businessId), isNull(services.deletedAt)),
    )
  if (!row) throw notFound('Service')
  return serviceToWire(row)
}

/** The service closed today (options.closedBetween): 409 with the day it reopens. */
export function serviceClosed(reopens: string): HttpError {
  return new HttpError(
    409,
    'reservation.service_closed',
    `The service is closed. It opens again on ${reopens}.`,
    { reopens },
  )
}

/**
 * What a guest or the public may book: an active service that takes reservations; the public
 * only one open to the public (else 404, as the page is not found) and not closed today.
 * Staff may book any service of theirs (their permission is checked by the write).
 */
export function assertBookable(service: Service, booker: Booker, today: string): void {
  if (booker.kind === 'staff') return
  const options = service.options
  if (options.active === false || options.reservations !== true) throw notFound('Service')
  if (booker.kind === 'guest') return
  if (options.openToPublic !== true) throw notFound('Service')
  const closed = closedDays(options.closedBetween)
  if (closed && isClosedOn(closed, today)) throw serviceClosed(reopeningDay(closed))
}
