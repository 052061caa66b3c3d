import { createHash } from 'node:crypto'
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import {
  compareRoomNames,
  guestNameKey,
  stayStart,
  stayStatus,
  todayIn,
  type Guest,
  type GuestStay,
} from '../../../sync/protocol/index.ts'
import type { Db, Tx } from '../../db/client.ts'
import { zoneOfBusiness } from '../business-zone.ts'
import { guestAccounts, rooms, stays } from '../../db/schema.ts'

/**
 * Who the guests of a business are (docs/api.md, Guests), built from the truth: its live stays
 * (with their rooms' names) and the guest accounts they name or that registered here.
 *
 * - A stay whose `guest_id` is a guest account belongs to that account's guest.
 * - Any other stay with a `guest_name` belongs to the guest of that name (guestNameKey: case and
 *   spacing do not matter), who has no account.
 * - An account registered at this business is its guest even before a stay names it.
 * - A stay with neither belongs to no guest.
 */

/** A guest as built, without the version the guests table gives it. */
export type GuestDraft = Omit<Guest, 'version' | 'createdAt'> & {
  /** The earliest moment this guest is known from: a started stay, or the registration here. */
  knownSince: string | null
}

type Reader = Db | Tx

/** The id of a guest known only by name: stable for the business and the name, never an account's. */
export function nameGuestId(businessId: string, name: string): string {
  const hash = createHash('sha256')
    .update(`${businessId}\n${guestNameKey(name)}`)
    .digest('hex')
  return `n-${hash.slice(0, 32)}`
}

interface StayOfGuest extends GuestStay {
  version: number
  guestName: string | null
}

const startMoment = (stay: GuestStay): string => `${stayStart(stay) || stay.checkout}T00:00:00.000Z`

function toGuestStay(row: typeof stays.$inferSelect, roomName: string): StayOfGuest {
  const wire = {
    _id: row.id,
    room_id: row.roomId,
    room_name: roomName,
    arrival: row.arrival,
    checkout: row.checkout,
    check_in: row.checkIn ? new Date(row.checkIn).toISOString() : null,
    checked_out_at: row.checkedOutAt ? new Date(row.checkedOutAt).toISOString() : null,
  }
  return { ...wire, status: stayStatus(wire), version: row.version, guestName: row.guestName }
}

/** Newest first: by the day the stay starts, then by its version. */
const newestFirst = (a: StayOfGuest, b: StayOfGuest): number =>
  (stayStart(b) || b.checkout).localeCompare(stayStart(a) || a.checkout) || b.version - a.version

export type StayWithRoom = { stay: typeof stays.$inferSelect; roomName: string }
export type AccountRow = typeof guestAccounts.$inferSelect

/** The live stays of a business (all, or those ids) with their rooms' names. */
export async function staysWithRooms(
  db: Reader,
  businessId: string,
  ids?: readonly string[],
): Promise<StayWithRoom[]> {
  if (ids && ids.length === 0) return []
  return db
    .select({ stay: stays, roomName: rooms.name })
    .from(stays)
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .where(
      and(
        eq(stays.businessId, businessId),
        isNull(stays.deletedAt),
        ids ? inArray(stays.id, [...ids]) : undefined,
      ),
    )
}

/** The guest accounts registered at the business, and those of these ids. */
export async function accountsFor(
  db: Reader,
  businessId: string,
  ids: readonly string[],
  registered = true,
): Promise<AccountRow[]> {
  const where = or(
    registered ? eq(guestAccounts.businessId, businessId) : undefined,
    ids.length > 0 ? inArray(guestAccounts.id, [...new Set(ids)]) : undefined,
  )
  return where ? db.select().from(guestAccounts).where(where) : []
}

/** Whose a stay is: an account's id, a name's id, or null (nobody's). */
export function guestIdOf(
  businessId: string,
  stay: { guestId: string | null; guestName: string | null },
  accounts: ReadonlySet<string>,
): string | null {
  if (stay.guestId !== null && accounts.has(stay.guestId)) return stay.guestId
  if (stay.guestName !== null && guestNameKey(stay.guestName) !== '') {
    return nameGuestId(businessId, stay.guestName)
  }
  return null
}

/** Every guest of the business, as they are now. */
export async function buildGuests(db: Reader, businessId: string): Promise<GuestDraft[]> {
  const stayRows = await staysWithRooms(db, businessId)
  const ids = stayRows.flatMap((r) => (r.stay.guestId ? [r.stay.guestId] : []))
  const accounts = await accountsFor(db, businessId, ids)
  return draftsFrom(businessId, stayRows, accounts, await hotelToday(db, businessId))
}

/** Today in the hotel's zone: the stays' days are its wall clock's. */
export async function hotelToday(db: Reader, businessId: string): Promise<string> {
  return todayIn(await zoneOfBusiness(db, businessId))
}

/**
 * The guests these stays and accounts make (`only`: just those guest ids), on the hotel's day
 * `today`. A guest's draft is whole only when every stay of theirs is among `stayRows`.
 */
export function draftsFrom(
  businessId: string,
  stayRows: readonly StayWithRoom[],
  accounts: readonly AccountRow[],
  today: string,
  only?: ReadonlySet<string>,
): GuestDraft[] {
  const accountById = new Map(accounts.map((a) => [a.id, a]))
  const known = new Set(accountById.keys())
  const groups = new Map<string, { accountId: string | null; stays: StayOfGuest[] }>()
  const groupOf = (id: string, accountId: string | null) => {
    let group = groups.get(id)
    if (!group) groups.set(id, (group = { accountId, stays: [] }))
    return group
  }
  for (const account of accounts) {
    if (account.businessId === businessId) groupOf(account.id, account.id)
  }
  for (const { stay, roomName } of stayRows) {
    const id = guestIdOf(businessId, stay, known)
    if (id === null) continue
    groupOf(id, accountById.has(id) ? id : null).stays.push(toGuestStay(stay, roomName))
  }
  if (only) for (const id of [...groups.keys()]) if (!only.has(id)) groups.delete(id)

  const drafts: GuestDraft[] = []
  for (const [id, group] of groups) {
    const list = group.stays.sort(newestFirst)
    const account = group.accountId ? accountById.get(group.accountId) : undefined
    const newestName = list.find((s) => s.guestName?.trim())?.guestName?.trim() ?? ''
    const accountName = account ? `${account.firstName} ${account.lastName}`.trim() : ''
    const started = list
      .filter((s) => (stayStart(s) || s.checkout) <= today)
      .map(startMoment)
      .sort()
    const since = [
      ...(started[0] ? [started[0]] : []),
      ...(account && account.businessId === businessId
        ? [new Date(account.createdAt).toISOString()]
        : []),
    ].sort()
    drafts.push({
      _id: id,
      business_id: businessId,
      account_id: account?.id ?? null,
      name: accountName || newestName || account?.email || '',
      country: account?.country ?? null,
      email: account?.email ?? null,
      gender: account?.gender ?? null,
      rooms: [...new Set(list.map((s) => s.room_name))].sort(compareRoomNames),
      stays: list.map(({ version: _v, guestName: _n, ...stay }) => stay),
      last_stay: list[0] ? stayStart(list[0]) || list[0].checkout : null,
      knownSince: since[0] ?? null,
    })
  }
  return drafts
}
