import { ROOM_BASE } from '../../protocol/rules/index.ts'
import { RoomCreatePayload } from '../../protocol/action-schemas.ts'
import { createAction } from './kinds.ts'

/** New room with the client's id: POST createHotelRoom -> Room. */
export const createRoom = createAction({
  type: 'room.create',
  table: 'rooms',
  payload: RoomCreatePayload,
  id: (p) => p._id,
  build: (p) => ({
    _id: p._id,
    business_id: p.business_id,
    name: p.name,
    type: p.type ?? '',
    status: p.status ?? 'active',
    service_links: [],
    external_id: p.external_id ?? null,
  }),
  request: (p) => ({ method: 'POST', path: `${ROOM_BASE}/createHotelRoom`, json: p }),
})
