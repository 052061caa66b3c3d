import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { rooms, stays } from '../../db/schema.ts'
import type { StaffContext } from '../../domain/permissions.ts'
import { nextVersionSql } from '../../domain/versioning.ts'
import {
  stayNotices,
  stayWire,
  tombstoneNotice,
  type StayRow,
} from '../../domain/writes/reception-rows.ts'
import type { ChangeNotice } from '../../domain/writes/types.ts'
import { planStaySync, type LocalStay, type StaySkip } from './plan-stays.ts'
import type { ChannelBooking } from './types.ts'

export interface StaySyncCounts {
  created: number
  updated: number
  removed: number
  unchanged: number
  skipped: StaySkip[]
}

/** Ids per `IN (…)` list and rows per INSERT. */
const BLOCK = 1000

const blocks = <T>(list: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / BLOCK) }, (_, i) =>
    list.slice(i * BLOCK, (i + 1) * BLOCK),
  )

const localStay = (s: StayRow): LocalStay => ({
  id: s.id,
  roomId: s.roomId,
  externalId: s.externalId,
  arrival: s.arrival,
  checkIn: s.checkIn,
  checkedOutAt: s.checkedOutAt,
  checkout: s.checkout,
  guestName: s.guestName,
})

/** The live stays not checked out, and the live stays of these bookings (checked out too). */
async function loadStays(tx: Tx, businessId: string, ids: readonly string[]): Promise<StayRow[]> {
  const live = and(eq(stays.businessId, businessId), isNull(stays.deletedAt))
  const found = new Map<string, StayRow>()
  for (const s of await tx
    .select()
    .from(stays)
    .where(and(live, isNull(stays.checkedOutAt)))) {
    found.set(s.id, s)
  }
  for (const block of blocks(ids)) {
    const rows = await tx
      .select()
      .from(stays)
      .where(and(live, inArray(stays.externalId, block)))
    for (const s of rows) found.set(s.id, s)
  }
  return [...found.values()]
}

/**
 * synchronizeStays in the caller's business write: plans against the business's rooms and stays
 * (plan-stays.ts) and writes the plan; every created, changed or removed stay takes a new version
 * and is told to reception with its room code, to the other staff without.
 */
export async function applyStaySync(
  tx: Tx,
  staff: StaffContext,
  input: {
    bookings: readonly ChannelBooking[]
    today: string
    remoteRoomNames?: ReadonlyMap<string, string>
  },
): Promise<{ counts: StaySyncCounts; changes: ChangeNotice[] }> {
  const businessId = staff.businessId
  const ids = [...new Set(input.bookings.map((b) => b.externalId))]
  // A deleted stay gives its booking's id up (deleteRoom does); make sure, so the stay can return.
  for (const block of blocks(ids)) {
    await tx
      .update(stays)
      .set({ externalId: null })
      .where(
        and(
          eq(stays.businessId, businessId),
          isNotNull(stays.deletedAt),
          inArray(stays.externalId, block),
        ),
      )
  }
  const roomRows = await tx
    .select({ id: rooms.id, name: rooms.name, externalId: rooms.externalId })
    .from(rooms)
    .where(and(eq(rooms.businessId, businessId), isNull(rooms.deletedAt)))
  const roomName = new Map(roomRows.map((r) => [r.id, r.name]))
  const current = await loadStays(tx, businessId, ids)
  const plan = planStaySync({
    rooms: roomRows,
    stays: current.map(localStay),
    bookings: input.bookings,
    today: input.today,
    ...(input.remoteRoomNames ? { remoteRoomNames: input.remoteRoomNames } : {}),
  })
  const changes: ChangeNotice[] = []
  const told = (row: StayRow) =>
    changes.push(...stayNotices(stayWire(row, roomName.get(row.roomId) ?? ''), businessId))
  const now = new Date().toISOString()

  for (const block of blocks(plan.remove)) {
    const gone = await tx
      .update(stays)
      // The booking's id is freed with the stay: the booking may come back.
      .set({ deletedAt: now, updatedAt: now, externalId: null, version: nextVersionSql() })
      .where(inArray(stays.id, block))
      .returning({ id: stays.id, version: stays.version })
    for (const s of gone) changes.push(tombstoneNotice('stays', s.id, s.version, businessId))
  }

  for (const change of plan.update) {
    const [row] = await tx
      .update(stays)
      .set({
        roomId: change.roomId,
        arrival: change.arrival,
        checkout: change.checkout,
        guestName: change.guestName,
        updatedAt: now,
        version: nextVersionSql(),
      })
      .where(eq(stays.id, change.id))
      .returning()
    told(row!)
  }

  for (const block of blocks(plan.create)) {
    const made = await tx
      .insert(stays)
      .values(
        block.map((s) => ({
          id: randomUUID(),
          businessId,
          version: nextVersionSql(),
          roomId: s.roomId,
          // A booked stay: the room code is made at check-in (generateNewPasswordAndCheckIn).
          password: '',
          arrival: s.arrival,
          checkout: s.checkout,
          lang: 'en' as const,
          checkIn: null,
          guestName: s.guestName,
          guestId: null,
          externalId: s.externalId,
        })),
      )
      .returning()
    for (const row of made) told(row)
  }

  return {
    counts: {
      created: plan.create.length,
      updated: plan.update.length,
      removed: plan.remove.length,
      unchanged: plan.unchanged,
      skipped: plan.skipped,
    },
    changes,
  }
}
