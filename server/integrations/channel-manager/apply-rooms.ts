import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { rooms } from '../../db/schema.ts'
import type { StaffContext } from '../../domain/permissions.ts'
import { roomToWire } from '../../domain/serialize.ts'
import { nextVersionSql } from '../../domain/versioning.ts'
import { touchRoomRows } from '../../domain/writes/room-edits.ts'
import { changeOf, type ChangeNotice } from '../../domain/writes/types.ts'
import { planRoomSync, type RoomSkip } from './plan-rooms.ts'
import type { ChannelRoom } from './types.ts'

export interface RoomSyncCounts {
  created: number
  updated: number
  unchanged: number
  skipped: RoomSkip[]
}

/** Ids per `IN (…)` list and rows per INSERT. */
const BLOCK = 1000

/**
 * synchronizeRooms in the caller's business write: plans against the business's live rooms and
 * writes the plan, each created or changed room with a new version (and, for a renamed room, its
 * live stays and open tickets, which carry its name).
 */
export async function applyRoomSync(
  tx: Tx,
  staff: StaffContext,
  remote: readonly ChannelRoom[],
): Promise<{ counts: RoomSyncCounts; changes: ChangeNotice[] }> {
  const businessId = staff.businessId
  const remoteIds = [...new Set(remote.map((r) => r.externalId))]
  // A deleted room gives its external id up (deleteRoom does); make sure, so a link can be made.
  for (let at = 0; at < remoteIds.length; at += BLOCK) {
    await tx
      .update(rooms)
      .set({ externalId: null })
      .where(
        and(
          eq(rooms.businessId, businessId),
          isNotNull(rooms.deletedAt),
          inArray(rooms.externalId, remoteIds.slice(at, at + BLOCK)),
        ),
      )
  }
  const local = await tx
    .select({ id: rooms.id, name: rooms.name, type: rooms.type, externalId: rooms.externalId })
    .from(rooms)
    .where(and(eq(rooms.businessId, businessId), isNull(rooms.deletedAt)))
  const plan = planRoomSync(local, remote)
  const changes: ChangeNotice[] = []

  for (let at = 0; at < plan.create.length; at += BLOCK) {
    const made = await tx
      .insert(rooms)
      .values(
        plan.create.slice(at, at + BLOCK).map((r) => ({
          id: randomUUID(),
          businessId,
          version: nextVersionSql(),
          name: r.name,
          type: r.type,
          status: 'active' as const,
          serviceLinks: [],
          externalId: r.externalId,
        })),
      )
      .returning()
    for (const row of made) changes.push(changeOf('rooms', roomToWire(row), businessId))
  }

  for (const change of plan.update) {
    const [row] = await tx
      .update(rooms)
      .set({
        name: change.name,
        type: change.type,
        externalId: change.externalId,
        version: nextVersionSql(),
      })
      .where(eq(rooms.id, change.id))
      .returning()
    const room = roomToWire(row!)
    changes.push(changeOf('rooms', room, businessId))
    if (change.renamed) changes.push(...(await touchRoomRows(tx, staff, room._id, room.name)))
  }

  return {
    counts: {
      created: plan.create.length,
      updated: plan.update.length,
      unchanged: plan.unchanged,
      skipped: plan.skipped,
    },
    changes,
  }
}
