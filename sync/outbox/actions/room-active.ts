import { ROOM_BASE } from '../../protocol/rules/index.ts'
import { RoomIdBody } from '../../protocol/action-schemas.ts'
import { updateAction } from './kinds.ts'

/** Room back in use: PUT setRoomToActive/{id} -> Room. */
export const setRoomActive = updateAction({
  type: 'room.setActive',
  table: 'rooms',
  payload: RoomIdBody,
  id: (p) => p.room_id,
  patch: () => ({ status: 'active' }),
  request: (p) => ({ method: 'PUT', path: `${ROOM_BASE}/setRoomToActive/${p.room_id}` }),
})

/** Room out of use: PUT setRoomToInactive/{id} -> Room. */
export const setRoomInactive = updateAction({
  type: 'room.setInactive',
  table: 'rooms',
  payload: RoomIdBody,
  id: (p) => p.room_id,
  patch: () => ({ status: 'inactive' }),
  request: (p) => ({ method: 'PUT', path: `${ROOM_BASE}/setRoomToInactive/${p.room_id}` }),
})
