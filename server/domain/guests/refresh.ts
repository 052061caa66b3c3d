import { and, arrayOverlaps, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { Guest } from '../../../sync/protocol/index.ts'
import type { AppContext } from '../../context.ts'
import type { Db, Tx } from '../../db/client.ts'
import { businesses, guestAccounts, guests, rooms, stays } from '../../db/schema.ts'
import { canonicalJson } from '../../http/body-hash.ts'
import { businessWrite, nextVersionSql } from '../versioning.ts'
import type { ChangeNotice } from '../writes/types.ts'
import {
  accountsFor,
  buildGuests,
  draftsFrom,
  guestIdOf,
  staysWithRooms,
  type GuestDraft,
  hotelToday,
} from './register.ts'

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
    stayIds: draft.stays.map((stay) => stay._id),
  }
}

const sameRow = (old: GuestRow, next: Fields): boolean =>
  canonicalJson({ ...guestToWire(old), version: 0 }) ===
  canonicalJson({ ...guestToWire({ ...old, ...next }), version: 0 })

/** Above this many changed stays a whole rebuild is cheaper than following each one. */
const SCOPED_LIMIT = 2000

/**
 * Writes the guests `targets` against their stored rows (`existing`): a new or changed guest takes
 * a new version, a target without a draft that is listed becomes a tombstone.
 */
async function writeGuests(
  tx: Tx,
  businessId: string,
  drafts: readonly GuestDraft[],
  existing: readonly GuestRow[],
  targets: ReadonlySet<string>,
): Promise<ChangeNotice[]> {
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
  const gone = existing
    .filter((r) => r.deletedAt === null && targets.has(r.id) && !kept.has(r.id))
    .map((r) => r.id)
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
          stayIds: sql`excluded.stay_ids`,
        },
      })
      .returning({ id: guests.id, version: guests.version })
    const fields = new Map(changed.slice(i, i + 500).map((f) => [f.id, f]))
    for (const { id, version } of rows) {
      const guest = guestToWire({ ...fields.get(id)!, version, deletedAt: null })
      notices.push(
        guestNotice(
          { table: 'guests', id: guest._id, version: guest.version, deleted: false, row: guest },
          businessId,
        ),
      )
    }
  }
  for (let i = 0; i < gone.length; i += 500) {
    const rows = await tx
      .update(guests)
      .set({ deletedAt: now, version: nextVersionSql() })
      .where(and(eq(guests.businessId, businessId), inArray(guests.id, gone.slice(i, i + 500))))
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
  return notices
}

const setThrough = async (tx: Tx, businessId: string) =>
  tx
    .update(businesses)
    .set({ guestsThrough: await sourceMark(tx, businessId) })
    .where(eq(businesses.id, businessId))

/**
 * Rebuilds every guest of the business (the first build, the demo seed, a large import):
 * inside a business write. Returns what to tell reception's devices.
 */
export async function rebuildGuests(tx: Tx, businessId: string): Promise<ChangeNotice[]> {
  const drafts = await buildGuests(tx, businessId)
  const existing = await tx.select().from(guests).where(eq(guests.businessId, businessId))
  const targets = new Set([...existing.map((r) => r.id), ...drafts.map((d) => d._id)])
  const notices = await writeGuests(tx, businessId, drafts, existing, targets)
  await setThrough(tx, businessId)
  return notices
}

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  )

/**
 * The live guests whose stays include one of these: a few stays through the stay_ids index, many
 * (an import) by reading every guest's stay ids once, which is cheaper than overlapping arrays.
 */
async function guestsHolding(tx: Tx, businessId: string, stayIds: readonly string[]) {
  const live = and(eq(guests.businessId, businessId), isNull(guests.deletedAt))
  if (stayIds.length > 50) {
    const wanted = new Set(stayIds)
    const rows = await tx
      .select({ id: guests.id, stayIds: guests.stayIds })
      .from(guests)
      .where(live)
    return new Set(rows.filter((r) => r.stayIds.some((id) => wanted.has(id))).map((r) => r.id))
  }
  if (stayIds.length === 0) return new Set<string>()
  const rows = await tx
    .select({ id: guests.id })
    .from(guests)
    .where(and(live, arrayOverlaps(guests.stayIds, [...stayIds])))
  return new Set(rows.map((r) => r.id))
}

/**
 * Rebuilds the guests these stays (changed) and accounts (changed profile) touch: each changed
 * stay's guest before and after, and the accounts' guests. A guest's stays are those listed on
 * its row and the changed ones now its own, which is all of them as long as every stay change
 * passes here (syncGuests follows every version since the last build).
 */
async function rebuildScoped(
  tx: Tx,
  businessId: string,
  stayIds: readonly string[],
  accountIds: readonly string[],
): Promise<ChangeNotice[]> {
  const holding = await guestsHolding(tx, businessId, stayIds)
  const changed = await staysWithRooms(tx, businessId, stayIds)
  const named = changed.flatMap((r) => (r.stay.guestId ? [r.stay.guestId] : []))
  const known = new Set(
    (await accountsFor(tx, businessId, [...named, ...accountIds], false)).map((a) => a.id),
  )
  const targets = new Set([...holding, ...accountIds])
  for (const { stay } of changed) {
    const id = guestIdOf(businessId, stay, known)
    if (id !== null) targets.add(id)
  }
  if (targets.size === 0) return []
  const existing: GuestRow[] = []
  for (const part of chunks([...targets], 500)) {
    existing.push(
      ...(await tx
        .select()
        .from(guests)
        .where(and(eq(guests.businessId, businessId), inArray(guests.id, part)))),
    )
  }
  const ofAccounts =
    accountIds.length > 0
      ? await tx
          .select({ id: stays.id })
          .from(stays)
          .where(
            and(
              eq(stays.businessId, businessId),
              isNull(stays.deletedAt),
              inArray(stays.guestId, [...accountIds]),
            ),
          )
      : []
  const loaded = new Set(changed.map((r) => r.stay.id))
  const more = [
    ...new Set([
      ...existing.filter((r) => r.deletedAt === null).flatMap((r) => r.stays.map((s) => s._id)),
      ...ofAccounts.map((r) => r.id),
    ]),
  ].filter((id) => !loaded.has(id))
  const candidates = [...changed]
  for (const part of chunks(more, 1000)) {
    candidates.push(...(await staysWithRooms(tx, businessId, part)))
  }
  const accounts = await accountsFor(
    tx,
    businessId,
    [...candidates.flatMap((r) => (r.stay.guestId ? [r.stay.guestId] : [])), ...accountIds],
    false,
  )
  const today = await hotelToday(tx, businessId)
  const drafts = draftsFrom(businessId, candidates, accounts, today, targets)
  return writeGuests(tx, businessId, drafts, existing, targets)
}

/**
 * Brings the business's guests up to date inside a business write: follows every stay and room
 * changed since the last build (`guests_through`), whoever wrote them, and the guest accounts
 * named. The first build, or a very large change, rebuilds them all. Returns what to tell
 * reception's devices.
 */
export async function syncGuests(
  tx: Tx,
  businessId: string,
  accountIds: readonly string[] = [],
): Promise<ChangeNotice[]> {
  const [business] = await tx
    .select({ through: businesses.guestsThrough })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  if (!business) return []
  if (business.through === 0) return rebuildGuests(tx, businessId)
  const changedStays = await tx
    .select({ id: stays.id })
    .from(stays)
    .where(and(eq(stays.businessId, businessId), gt(stays.version, business.through)))
  const changedRooms = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.businessId, businessId), gt(rooms.version, business.through)))
  if (changedStays.length === 0 && changedRooms.length === 0 && accountIds.length === 0) return []
  const ofRooms =
    changedRooms.length > 0
      ? await tx
          .select({ id: stays.id })
          .from(stays)
          .where(
            and(
              eq(stays.businessId, businessId),
              inArray(
                stays.roomId,
                changedRooms.map((r) => r.id),
              ),
            ),
          )
      : []
  const stayIds = [...new Set([...changedStays, ...ofRooms].map((r) => r.id))]
  if (stayIds.length > SCOPED_LIMIT) return rebuildGuests(tx, businessId)
  const notices = await rebuildScoped(tx, businessId, stayIds, accountIds)
  await setThrough(tx, businessId)
  return notices
}

/** After a staff write's own changes: its stays or rooms changed, so the guests follow. */
export async function guestNoticesAfter(
  tx: Tx,
  businessId: string,
  notices: readonly ChangeNotice[],
): Promise<ChangeNotice[]> {
  const touches = notices.some((n) => n.change.table === 'stays' || n.change.table === 'rooms')
  return touches ? syncGuests(tx, businessId) : []
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
    (await isCurrent(tx, businessId)) ? [] : syncGuests(tx, businessId),
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
    const notices = await businessWrite(ctx.db, businessId, (tx) =>
      syncGuests(tx, businessId, [accountId]),
    )
    emitGuestNotices(ctx, notices)
  }
}
