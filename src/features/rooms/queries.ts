import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import { buildRoomViews, type RoomView } from './room-model.ts'
import { roomMarks, type RoomMarks } from './room-marks.ts'

export type { RefusedAction, RoomMarks } from './room-marks.ts'

/**
 * Every room of the business with its stays, open tickets and the in-house stays' orders, from
 * IndexedDB (undefined while it answers). Live: a check-in queued here, a pulled stay or another
 * desk's change repaints the list at once.
 */
export function useRoomViews(): RoomView[] | undefined {
  return useLiveQuery(async () => {
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
  }, [])
}

const NO_MARKS: RoomMarks = { waiting: new Set(), refused: new Map() }

/**
 * The reception actions of this account still in the outbox, by room: a room's own actions, and
 * those on its stays and tickets (the payload's `room_id`, else the stay's or ticket's room).
 */
export function useRoomMarks(accountId: string): RoomMarks {
  return (
    useLiveQuery(async () => {
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
    }, [accountId]) ?? NO_MARKS
  )
}
