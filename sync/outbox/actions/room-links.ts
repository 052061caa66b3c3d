import { ROOM_BASE } from '../../protocol/rules/index.ts'
import { AddServiceLinkBody, UpdateServiceLinkBody } from '../../protocol/action-schemas.ts'
import type { RoomServiceLink } from '../../protocol/index.ts'
import type { AnySyncRow } from '../../db.ts'
import { updateAction } from './kinds.ts'

/** The room's links with the link of `serviceId` set to `url` (in place), or removed (null). */
function withLink(row: AnySyncRow, serviceId: string, url: string | null): RoomServiceLink[] {
  const links = (row.service_links as RoomServiceLink[] | undefined) ?? []
  if (url === null) return links.filter((l) => l.service_id !== serviceId)
  const link = { service_id: serviceId, url }
  return links.some((l) => l.service_id === serviceId)
    ? links.map((l) => (l.service_id === serviceId ? link : l))
    : [...links, link]
}

/** A room's own link for a service: POST addServiceLinkForRoom -> Room. */
export const addRoomLink = updateAction({
  type: 'room.serviceLink.add',
  table: 'rooms',
  payload: AddServiceLinkBody,
  id: (p) => p.room_id,
  patch: (p, row) => ({ service_links: withLink(row, p.service_id, p.url) }),
  request: (p) => ({ method: 'POST', path: `${ROOM_BASE}/addServiceLinkForRoom`, json: p }),
})

/** Change (or remove, `url: null`) a room's link for a service: PUT updateServiceLinkForRoom -> Room. */
export const updateRoomLink = updateAction({
  type: 'room.serviceLink.update',
  table: 'rooms',
  payload: UpdateServiceLinkBody,
  id: (p) => p.room_id,
  patch: (p, row) => ({ service_links: withLink(row, p.service_id, p.url) }),
  request: (p) => ({ method: 'PUT', path: `${ROOM_BASE}/updateServiceLinkForRoom`, json: p }),
})
