import type { OutboxRow } from '../../../sync/index.ts'

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

/**
 * The reception actions of one account still in the outbox, by room (pure): a room's own actions,
 * and those on its stays and tickets (the payload's `room_id`, else the stay's or ticket's room,
 * `roomOf`). Pending and sending ones are waiting; failed ones are refused until dismissed.
 */
export function roomMarks(
  rows: readonly Pick<
    OutboxRow,
    'id' | 'type' | 'payload' | 'entities' | 'state' | 'error' | 'refusedWith'
  >[],
  roomOf: ReadonlyMap<string, string>,
): RoomMarks {
  const waiting = new Set<string>()
  const refused = new Map<string, RefusedAction[]>()
  for (const row of rows) {
    const payload = (row.payload ?? {}) as { room_id?: unknown }
    const roomIds = new Set<string>()
    if (typeof payload.room_id === 'string') roomIds.add(payload.room_id)
    for (const e of row.entities) {
      if (e.table === 'rooms') roomIds.add(e.id)
      else if (e.table === 'stays' || e.table === 'tickets') {
        const roomId = roomOf.get(e.id)
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
}
