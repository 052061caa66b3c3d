import { OLD_ROOM_BASE } from '../../protocol/rules/index.ts'
import { RoomIdBody } from '../../protocol/action-schemas.ts'
import { deleteAction } from './kinds.ts'

/**
 * Delete a room: DELETE deleteHotelRoom/{id} -> {_id, version, deleted}. The server deletes its
 * booked stays and open tickets with it (their tombstones arrive by event and pull); a room with a
 * guest in is refused (409 `room.occupied`, `current`: that stay).
 */
export const deleteRoom = deleteAction({
  type: 'room.delete',
  table: 'rooms',
  payload: RoomIdBody,
  id: (p) => p.room_id,
  request: (p) => ({ method: 'DELETE', path: `${OLD_ROOM_BASE}/deleteHotelRoom/${p.room_id}` }),
})
