import { OLD_ROOM_BASE } from '../../protocol/rules/index.ts'
import { RoomUpdatePayload } from '../../protocol/action-schemas.ts'
import { updateAction } from './kinds.ts'

/**
 * Edit a room (any subset of name, type, status, external id): PUT updateHotelRoom/{id} -> Room.
 * A new name reaches the room's stays and tickets on the server; they arrive by event and pull.
 */
export const updateRoom = updateAction({
  type: 'room.update',
  table: 'rooms',
  payload: RoomUpdatePayload,
  id: (p) => p._id,
  patch: ({ _id: _, ...fields }) => {
    const patch: Record<string, unknown> = { ...fields }
    for (const key of Object.keys(patch)) if (patch[key] === undefined) delete patch[key]
    return patch
  },
  request: (p) => ({ method: 'PUT', path: `${OLD_ROOM_BASE}/updateHotelRoom/${p._id}`, json: p }),
})
