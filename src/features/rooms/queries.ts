import { db, prepareLiveQuery } from '../../../sync/index.ts'
import { buildRoomViews, type RoomView } from './room-model.ts'
import { roomMarks, type RoomMarks } from './room-marks.ts'
import { usePreparedLiveQuery } from '../../lib/prepared-live-query.ts'

export type { RefusedAction, RoomMarks } from './room-marks.ts'

/**
 * Every room of the business with its stays, open tickets and the in-house stays' orders, from
 * IndexedDB.
 */
export async function roomViews(): Promise<RoomView[]> {
  // One read-only transaction, each table read whole with one getAll (Dexie's filter() would
  // walk a cursor, one IndexedDB event per order); the in-house stays' orders are picked here.
  const [rooms, stays, tickets, allOrders] = await db.transaction(
    'r',
    [db.rooms, db.stays, db.tickets, db.orders],
    () =>
      Promise.all([
        db.rooms.toArray(),
        db.stays.toArray(),
        db.tickets.where('status').equals('open').toArray(),
        db.orders.toArray(),
      ]),
  )
  const inHouse = new Set(stays.filter((s) => s.check_in !== null).map((s) => s._id))
  const orders = allOrders.filter((o) => o.stay_id !== null && inHouse.has(o.stay_id))
  return buildRoomViews({ rooms, stays, tickets, orders })
}

const ROOM_VIEWS = 'room-views'
const marksKey = (accountId: string) => `room-marks:${accountId}`

/** Starts the rooms screen's reads while its code loads (the route's loader). */
export const prepareRoomViews = (accountId: string) =>
  Promise.all([
    prepareLiveQuery(ROOM_VIEWS, roomViews),
    prepareLiveQuery(marksKey(accountId), () => accountRoomMarks(accountId)),
  ])

/**
 * The rooms, live (undefined while IndexedDB answers): a check-in queued here, a pulled stay or
 * another desk's change repaints the list at once.
 */
export function useRoomViews(): RoomView[] | undefined {
  return usePreparedLiveQuery(ROOM_VIEWS, roomViews)
}

const NO_MARKS: RoomMarks = { waiting: new Set(), refused: new Map() }

/**
 * The reception actions of this account still in the outbox, by room: a room's own actions, and
 * those on its stays and tickets (the payload's `room_id`, else the stay's or ticket's room).
 */
export function useRoomMarks(accountId: string): RoomMarks {
  return usePreparedLiveQuery(marksKey(accountId), () => accountRoomMarks(accountId)) ?? NO_MARKS
}

async function accountRoomMarks(accountId: string): Promise<RoomMarks> {
  const rows = await db.outbox
    .orderBy('seq')
    .filter((r) => r.accountId === accountId)
    .toArray()
  if (rows.length === 0) return NO_MARKS
  const [stays, tickets] = await Promise.all([db.stays.toArray(), db.tickets.toArray()])
  const roomOfRow = new Map<string, string>()
  for (const s of stays) roomOfRow.set(s._id, s.room_id)
  for (const t of tickets) roomOfRow.set(t._id, t.room_id)
  return roomMarks(rows, roomOfRow)
}
