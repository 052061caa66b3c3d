import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import type { Order } from '../../../sync/protocol/index.ts'
import { buildRoomViews, type RoomView } from './room-model.ts'

/**
 * Every room of the business with its stays, open tickets and the in-house stays' orders, from
 * IndexedDB (undefined while it answers). Live: a check-in queued here, a pulled stay or another
 * desk's change repaints the list at once.
 */
export function useRoomViews(): RoomView[] | undefined {
  return useLiveQuery(async () => {
    const [rooms, stays, tickets] = await Promise.all([
      db.rooms.toArray(),
      db.stays.toArray(),
      db.tickets.where('status').equals('open').toArray(),
    ])
    const inHouse = new Set(stays.filter((s) => s.check_in !== null).map((s) => s._id))
    const orders: Order[] =
      inHouse.size === 0
        ? []
        : await db.orders.filter((o) => o.stay_id !== null && inHouse.has(o.stay_id)).toArray()
    return buildRoomViews({ rooms, stays, tickets, orders })
  }, [])
}

/** One refused reception action, kept until dismissed. */
export interface RefusedAction {
  id: string
  type: string
  status: number
  code: string
  message: string
  /** The server's row the refusal carried (a check-in's "TAKEN.": the server's stay). */
  refusedWith: Record<string, unknown> | null
}

/** What the outbox says about each room: something waiting to sync, something refused. */
export interface RoomMarks {
  waiting: ReadonlySet<string>
  refused: ReadonlyMap<string, RefusedAction[]>
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
      const waiting = new Set<string>()
      const refused = new Map<string, RefusedAction[]>()
      for (const row of rows) {
        const payload = (row.payload ?? {}) as { room_id?: unknown }
        const roomIds = new Set<string>()
        if (typeof payload.room_id === 'string') roomIds.add(payload.room_id)
        for (const e of row.entities) {
          if (e.table === 'rooms') roomIds.add(e.id)
          else if (e.table === 'stays' || e.table === 'tickets') {
            const roomId = roomOfRow.get(e.id)
            if (roomId) roomIds.add(roomId)
          }
        }
        for (const roomId of roomIds) {
          if (row.state !== 'failed') {
            waiting.add(roomId)
            continue
          }
          const list = refused.get(roomId) ?? []
          list.push({
            id: row.id,
            type: row.type,
            status: row.error?.status ?? 0,
            code: row.error?.code ?? '',
            message: row.error?.message ?? '',
            refusedWith: row.refusedWith ?? null,
          })
          refused.set(roomId, list)
        }
      }
      return { waiting, refused }
    }, [accountId]) ?? NO_MARKS
  )
}
