import { and, eq, isNull } from 'drizzle-orm'
import type { AppContext } from '../../context.ts'
import { rooms, stays } from '../../db/schema.ts'
import { businessWrite, nextVersionSql } from '../versioning.ts'
import { stayNotices, stayWire } from '../writes/reception-rows.ts'
import { emitNotices } from '../writes/run.ts'
import { refreshGuestsOfAccount, syncGuests } from './refresh.ts'

/**
 * A guest in a room (room-code session) registers or signs in to their own profile: the stay
 * becomes that account's (`guest_id`) unless it names an account already, so the hotel's guest
 * list and history know them. The stay takes a new version and is told to the staff like any
 * stay change; the guests are rebuilt with it. Then every hotel the account is a guest of
 * rebuilds its guests (the profile's name, country, e-mail may be new).
 */
export async function linkStayAndRefresh(
  ctx: AppContext,
  accountId: string,
  stay: { stay_id: string; business_id: string } | null,
): Promise<void> {
  if (stay) {
    const notices = await businessWrite(ctx.db, stay.business_id, async (tx) => {
      const [row] = await tx
        .update(stays)
        .set({ guestId: accountId, version: nextVersionSql(), updatedAt: new Date().toISOString() })
        .where(
          and(
            eq(stays.id, stay.stay_id),
            eq(stays.businessId, stay.business_id),
            isNull(stays.guestId),
            isNull(stays.deletedAt),
          ),
        )
        .returning()
      if (!row) return []
      const [room] = await tx
        .select({ name: rooms.name })
        .from(rooms)
        .where(eq(rooms.id, row.roomId))
      const changes = stayNotices(stayWire(row, room?.name ?? ''), stay.business_id)
      return [...changes, ...(await syncGuests(tx, stay.business_id, [accountId]))]
    })
    emitNotices(ctx, notices)
  }
  await refreshGuestsOfAccount(ctx, accountId)
}
