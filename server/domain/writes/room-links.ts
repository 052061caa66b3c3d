import { eq } from 'drizzle-orm'
import {
  mayLinkToRoom,
  type AddServiceLinkBody,
  type RoomServiceLink,
  type UpdateServiceLinkBody,
} from '../../../sync/protocol/index.ts'
import type { Tx } from '../../db/client.ts'
import { rooms } from '../../db/schema.ts'
import { HttpError, badRequest, notFound } from '../../http/errors.ts'
import { roomToWire } from '../serialize.ts'
import { nextVersionSql } from '../versioning.ts'
import type { StaffContext } from '../permissions.ts'
import { assertReception } from '../reception-access.ts'
import { lockRoom } from './reception-rows.ts'
import { changeOf, type StaffWrite, type WriteResult } from './types.ts'

/** Saves a room's links; unchanged links keep the version (a second desk doing the same). */
async function saveLinks(
  tx: Tx,
  staff: StaffContext,
  room: typeof rooms.$inferSelect,
  links: RoomServiceLink[],
): Promise<WriteResult> {
  if (JSON.stringify(links) === JSON.stringify(room.serviceLinks)) {
    return { status: 200, body: roomToWire(room), changes: [] }
  }
  const [row] = await tx
    .update(rooms)
    .set({ serviceLinks: links, version: nextVersionSql() })
    .where(eq(rooms.id, room.id))
    .returning()
  const wire = roomToWire(row!)
  return { status: 200, body: wire, changes: [changeOf('rooms', wire, staff.businessId)] }
}

/** The service a link is for: the business's (else 404), one its guests use (else 400). */
function assertLinkable(staff: StaffContext, serviceId: string): void {
  const service = staff.services.find((s) => s._id === serviceId)
  if (!service) throw notFound('Service')
  if (!mayLinkToRoom(service.type)) {
    throw badRequest(
      'service_id',
      `service_id: a ${service.type} service is not one guests use, so a room has no link for it.`,
    )
  }
}

/** A room's own link for one service of the business: one per service (409 if it has one). */
export async function addServiceLink(
  tx: Tx,
  staff: StaffContext,
  body: AddServiceLinkBody,
): Promise<WriteResult> {
  assertReception(staff)
  const room = await lockRoom(tx, staff, body.room_id)
  assertLinkable(staff, body.service_id)
  const existing = room.serviceLinks.find((l) => l.service_id === body.service_id)
  if (existing) {
    if (existing.url === body.url) return saveLinks(tx, staff, room, room.serviceLinks)
    throw new HttpError(
      409,
      'conflict',
      'The room has a link for this service already: update it.',
      {
        field: 'service_id',
        current: changeOf('rooms', roomToWire(room), staff.businessId).change,
      },
    )
  }
  return saveLinks(tx, staff, room, [
    ...room.serviceLinks,
    { service_id: body.service_id, url: body.url },
  ])
}

/** Changes the room's link of a service; `url: null` removes it. */
export async function updateServiceLink(
  tx: Tx,
  staff: StaffContext,
  body: UpdateServiceLinkBody,
): Promise<WriteResult> {
  assertReception(staff)
  const room = await lockRoom(tx, staff, body.room_id)
  if (body.url !== null) assertLinkable(staff, body.service_id)
  const existing = room.serviceLinks.find((l) => l.service_id === body.service_id)
  if (!existing) {
    // Removing a link that is gone already is done.
    if (body.url === null) return saveLinks(tx, staff, room, room.serviceLinks)
    throw notFound('Service link')
  }
  const links =
    body.url === null
      ? room.serviceLinks.filter((l) => l.service_id !== body.service_id)
      : room.serviceLinks.map((l) =>
          l.service_id === body.service_id ? { service_id: l.service_id, url: body.url! } : l,
        )
  return saveLinks(tx, staff, room, links)
}

export const addServiceLinkWrite: StaffWrite<'room.serviceLink.add'> = {
  type: 'room.serviceLink.add',
  run: addServiceLink,
}

export const updateServiceLinkWrite: StaffWrite<'room.serviceLink.update'> = {
  type: 'room.serviceLink.update',
  run: updateServiceLink,
}
