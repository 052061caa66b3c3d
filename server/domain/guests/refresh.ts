import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Guest } from '../../../sync/protocol/index.ts'
import type { AppContext } from '../../context.ts'
import type { Db, Tx } from '../../db/client.ts'
import { businesses, guestAccounts, guests, stays } from '../../db/schema.ts'
import { canonicalJson } from '../../http/body-hash.ts'
import { businessWrite, nextVersionSql } from '../versioning.ts'
import type { ChangeNotice } from '../writes/types.ts'
import { buildGuests, type GuestDraft } from './register.ts'

/*
 * The guests table: reception's synced copy of the guests (register.ts builds them from stays,
 * rooms and guest accounts). Rebuilt, in the same transaction, by every staff write that changed
 * a stay or a room (commitWrite, the push), and by a guest account's own changes; a read (guest
 * list, history, pull) first rebuilds it when a stay or room is newer than what it was built
 * from (`businesses.guests_through`), so writers that bypass the staff writes (a direct import)
 * are caught up too. Only rows that changed take a new version; a guest who is gone is a
 * tombstone.
 */

export type GuestRow = typeof guests.$inferSelect

const iso = (value: string): string => new Date(value).toISOString()

export const guestToWire = (r: GuestRow): Guest => ({
  _id: r.id,
  business_id: r.businessId,
  account_id: r.accountId,
  name: r.name,
  country: r.country,
  email: r.email,
  gender: r.gender,
  createdAt: iso(r.createdAt),
  rooms: r.rooms,
  stays: r.stays,
  last_stay: r.lastStay,
  version: r.version,
})

/** Guest rows carry personal data: they go to reception (owners, managers, reception staff). */
const guestNotice = (change: ChangeNotice['change'], businessId: string): ChangeNotice => ({
  change,
  businessId,
  audience: 'privileged',
})

/** The newest version among the business's stays and rooms: what the guests are built from. */
async function sourceMark(db: Db | Tx, businessId: string): Promise<number> {
  const result: unknown = await db.execute(sql`
    select greatest(
      coalesce((select max(version) from stays where business_id = ${businessId}), 0),
      coalesce((select max(version) from rooms where business_id = ${businessId}), 0)
    ) as mark`)
  return Number((result as { rows: { mark: string | number }[] }).rows[0]?.mark ?? 0)
}

type Fields = Omit<GuestRow, 'version' | 'deletedAt'>

function fieldsOf(draft: GuestDraft, old: GuestRow | undefined, now: string): Fields {
  const since = [old ? iso(old.createdAt) : null, draft.knownSince].filter(
    (v): v is string => v !== null,
  )
  return {
    id: draft._id,
    businessId: draft.business_id,
    accountId: draft.account_id,
    name: draft.name,
    country: draft.country,
    email: draft.email,
    gender: draft.gender,
    createdAt: since.sort()[0] ?? now,
    rooms: draft.rooms,
    stays: draft.stays,
    lastStay: draft.last_stay,
  }
}

const sameRow = (old: GuestRow, next: Fields): boolean =>
  canonicalJson({ ...guestToWire(old), version: 0 }) ===
  canonicalJson({ ...guestToWire({ ...old, ...next }), version: 0 })

/**
 * Rebuilds the business's guests inside a business write: new and changed guests take a new
 * version, guests no longer there become tombstones. Returns what to tell reception's devices.
 */
export async function rebuildGuests(tx: Tx, businessId: string): Promise<ChangeNotice[]> {
  const mark = await sourceMark(tx, businessId)
  const drafts = await buildGuests(tx, businessId)
  const existing = await tx.select().from(guests).where(eq(guests.businessId, businessId))
  const byId = new Map(existing.map((r) => [r.id, r]))
  const now = new Date().toISOString()
  const changed: Fields[] = []
  for (const draft of drafts) {
    const old = byId.get(draft._id)
    const next = fieldsOf(draft, old, now)
    if (old && old.deletedAt === null && sameRow(old, next)) continue
    changed.push(next)
  }
  const kept = new Set(drafts.map((d) => d._id))
  const gone = existing.filter((r) => r.deletedAt === null && !kept.has(r.id)).map((r) => r.id)
  const notices: ChangeNotice[] = []
  for (let i = 0; i < changed.length; i += 500) {
    const rows = await tx
      .insert(guests)
      .values(changed.slice(i, i + 500).map((f) => ({ ...f, version: nextVersionSql() })))
      .onConflictDoUpdate({
        target: [guests.businessId, guests.id],
        set: {
          version: sql`excluded.version`,
          deletedAt: sql`null`,
          accountId: sql`excluded.account_id`,
          name: sql`excluded.name`,
          country: sql`excluded.country`,
          email: sql`excluded.email`,
          gender: sql`excluded.gender`,
          createdAt: sql`excluded.created_at`,
          rooms: sql`excluded.rooms`,
          stays: sql`excluded.stays`,
          lastStay: sql`excluded.last_stay`,
        },
      })
      .returning()
    for (const row of rows) {
      const guest = guestToWire(row)
      notices.push(
        guestNotice(
          { table: 'guests', id: guest._id, version: guest.version, deleted: false, row: guest },
          businessId,
        ),
      )
    }
  }
  if (gone.length > 0) {
    const rows = await tx
      .update(guests)
      .set({ deletedAt: now, version: nextVersionSql() })
      .where(and(eq(guests.businessId, businessId), inArray(guests.id, gone)))
      .returning({ id: guests.id, version: guests.version })
    for (const row of rows) {
      notices.push(
        guestNotice(
          { table: 'guests', id: row.id, version: row.version, deleted: true, row: null },
          businessId,
        ),
      )
    }
  }
  await tx.update(businesses).set({ guestsThrough: mark }).where(eq(businesses.id, businessId))
  return notices
}

/** After a staff write's own changes: its stays or rooms changed, so the guests follow. */
export async function guestNoticesAfter(
  tx: Tx,
  businessId: string,
  notices: readonly ChangeNotice[],
): Promise<ChangeNotice[]> {
  const touches = notices.some((n) => n.change.table === 'stays' || n.change.table === 'rooms')
  return touches ? rebuildGuests(tx, businessId) : []
}

/** Tells reception's devices, in version order (after the commit). */
export function emitGuestNotices(ctx: AppContext, notices: readonly ChangeNotice[]): void {
  for (const n of [...notices].sort((a, b) => a.change.version - b.change.version)) {
    ctx.realtime.emitChange(n.change, n.businessId, n.audience)
  }
}

async function isCurrent(db: Db | Tx, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ through: businesses.guestsThrough })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return !row || row.through >= (await sourceMark(db, businessId))
}

/**
 * Before a read of the guests: rebuilds them when a stay or room is newer than what they were
 * built from (checked again under the business lock, so two readers rebuild once).
 */
export async function ensureGuests(ctx: AppContext, businessId: string): Promise<void> {
  if (await isCurrent(ctx.db, businessId)) return
  const notices = await businessWrite(ctx.db, businessId, async (tx) =>
    (await isCurrent(tx, businessId)) ? [] : rebuildGuests(tx, businessId),
  )
  emitGuestNotices(ctx, notices)
}

/**
 * A guest account changed (its profile, or it registered): rebuilds the guests of every business
 * it is a guest of (registered there, named on a stay there, or listed there already).
 */
export async function refreshGuestsOfAccount(ctx: AppContext, accountId: string): Promise<void> {
  const [account] = await ctx.db
    .select({ businessId: guestAccounts.businessId })
    .from(guestAccounts)
    .where(eq(guestAccounts.id, accountId))
  const fromStays = await ctx.db
    .selectDistinct({ businessId: stays.businessId })
    .from(stays)
    .where(and(eq(stays.guestId, accountId), isNull(stays.deletedAt)))
  const listed = await ctx.db
    .selectDistinct({ businessId: guests.businessId })
    .from(guests)
    .where(and(eq(guests.accountId, accountId), isNull(guests.deletedAt)))
  const ids = new Set([
    ...(account?.businessId ? [account.businessId] : []),
    ...fromStays.map((r) => r.businessId),
    ...listed.map((r) => r.businessId),
  ])
  for (const businessId of ids) {
    const notices = await businessWrite(ctx.db, businessId, (tx) => rebuildGuests(tx, businessId))
    emitGuestNotices(ctx, notices)
  }
}
