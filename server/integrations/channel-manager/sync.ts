import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { SYNC_COMPLETE, addDaysTo, todayIn } from '../../../sync/protocol/index.ts'
import type { AppContext } from '../../context.ts'
import { businesses, rooms } from '../../db/schema.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import type { StaffContext } from '../../domain/permissions.ts'
import { assertOwnBusiness, assertReception } from '../../domain/reception-access.ts'
import { commitWrite } from '../../domain/writes/run.ts'
import { applyRoomSync, type RoomSyncCounts } from './apply-rooms.ts'
import { applyStaySync, type StaySyncCounts } from './apply-stays.ts'
import { channelManagerFor } from './integrations.ts'
import { needsRemoteRooms } from './match.ts'
import { ChannelManagerError, type ChannelIntegration, type ChannelManager } from './types.ts'

/*
 * GET api/otasync/synchronizeRooms/{id} and synchronizeStays/{id} (docs/api.md, "Channel
 * manager"): the business's channel manager is read first, outside any transaction, so a slow or
 * failing peer never holds the business's write lock and a failure writes nothing; then the
 * changes are written in one business write (commitWrite, as every staff write) and told to the
 * other devices.
 */

/** How far ahead bookings are read (from today). */
export const BOOKING_DAYS_AHEAD = 365

export interface RoomSyncReply {
  message: typeof SYNC_COMPLETE
  integration: ChannelIntegration
  rooms: RoomSyncCounts
}

export interface StaySyncReply {
  message: typeof SYNC_COMPLETE
  integration: ChannelIntegration
  /** The days whose bookings were read (`YYYY-MM-DD`). */
  from: string
  to: string
  stays: StaySyncCounts
}

type Log = Pick<FastifyBaseLogger, 'warn'>

/** A channel-manager failure as the route's answer: 409 for the set-up, 502/504 for the peer. */
export function channelHttpError(error: ChannelManagerError): HttpError {
  switch (error.failure) {
    case 'no_integration':
    case 'not_configured':
      return new HttpError(409, 'conflict', error.message, { field: 'integration' })
    case 'timeout':
      return new HttpError(504, 'internal', `${error.message} Nothing was synced.`)
    default:
      return new HttpError(502, 'internal', `${error.message} Nothing was synced.`)
  }
}

/** Reception of the business itself, and the channel manager it names. */
async function open(ctx: AppContext, staff: StaffContext, businessId: string) {
  assertReception(staff)
  assertOwnBusiness(staff, businessId)
  const [business] = await ctx.db
    .select({ integration: businesses.integration })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isNull(businesses.deletedAt)))
  if (!business) throw notFound('Business')
  try {
    return channelManagerFor(business.integration, ctx.env, businessId)
  } catch (error) {
    if (error instanceof ChannelManagerError) throw channelHttpError(error)
    throw error
  }
}

/** Reads the peer; a failure is logged (spec: FAIL. and log) and answered as channelHttpError. */
async function ask<T>(
  manager: ChannelManager,
  log: Log,
  businessId: string,
  read: () => Promise<T>,
) {
  try {
    return await read()
  } catch (error) {
    if (!(error instanceof ChannelManagerError)) throw error
    log.warn(
      { business_id: businessId, integration: manager.integration, failure: error.failure },
      error.message,
    )
    throw channelHttpError(error)
  }
}

export async function synchronizeRooms(
  ctx: AppContext,
  staff: StaffContext,
  businessId: string,
  log: Log,
): Promise<RoomSyncReply> {
  const manager = await open(ctx, staff, businessId)
  const remote = await ask(manager, log, businessId, () => manager.listRooms())
  const reply = await commitWrite(ctx, staff, async (tx) => {
    const { counts, changes } = await applyRoomSync(tx, staff, remote)
    const body: RoomSyncReply = {
      message: SYNC_COMPLETE,
      integration: manager.integration,
      rooms: counts,
    }
    return { status: 200, body, changes }
  })
  return reply as RoomSyncReply
}

export async function synchronizeStays(
  ctx: AppContext,
  staff: StaffContext,
  businessId: string,
  log: Log,
  now = Date.now(),
): Promise<StaySyncReply> {
  const manager = await open(ctx, staff, businessId)
  // The hotel's days (its zone), as the bookings' arrival and departure days are.
  const from = todayIn(staff.zone, now)
  const to = addDaysTo(from, BOOKING_DAYS_AHEAD)
  const bookings = await ask(manager, log, businessId, () => manager.listBookings(from, to))
  // Bookings naming their room only by the channel manager's id, for a room not linked yet:
  // the channel manager's room list gives its name, and the room is matched by that.
  const local = await ctx.db
    .select({ id: rooms.id, name: rooms.name, externalId: rooms.externalId })
    .from(rooms)
    .where(and(eq(rooms.businessId, businessId), isNull(rooms.deletedAt)))
  const remoteRoomNames = needsRemoteRooms(local, bookings)
    ? new Map(
        (await ask(manager, log, businessId, () => manager.listRooms())).map((r) => [
          r.externalId,
          r.name,
        ]),
      )
    : undefined
  const reply = await commitWrite(ctx, staff, async (tx) => {
    const { counts, changes } = await applyStaySync(tx, staff, {
      bookings,
      today: from,
      ...(remoteRoomNames ? { remoteRoomNames } : {}),
    })
    const body: StaySyncReply = {
      message: SYNC_COMPLETE,
      integration: manager.integration,
      from,
      to,
      stays: counts,
    }
    return { status: 200, body, changes }
  })
  return reply as StaySyncReply
}
