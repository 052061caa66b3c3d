import { ROOM_NAME_MAX, ROOM_TYPE_MAX, nameKey } from './match.ts'
import type { ChannelRoom } from './types.ts'

/*
 * synchronizeRooms, the pure part: what to create and change so the business has every room the
 * channel manager sells. A channel room is the business's room linked to its id (external_id),
 * else the unlinked room with its name (spec 000 §3: matched by name), else a new room. Linked
 * rooms take the channel manager's name and type; rooms staff made are never deleted.
 */

export interface LocalRoom {
  id: string
  name: string
  type: string
  externalId: string | null
}

export type RoomSkipReason = 'invalid_name' | 'duplicate' | 'name_taken'

export interface RoomSkip {
  external_id: string
  name: string
  reason: RoomSkipReason
}

export interface RoomChange {
  id: string
  externalId: string
  name: string
  type: string
  /** The name changed (the room's stays and tickets carry it too). */
  renamed: boolean
}

export interface RoomPlan {
  create: { externalId: string; name: string; type: string }[]
  update: RoomChange[]
  unchanged: number
  skipped: RoomSkip[]
}

/** A name held by a room made from an earlier channel room is the list's own duplicate. */
const takenBy = (holder: string | undefined): RoomSkipReason =>
  holder?.startsWith('new:') ? 'duplicate' : 'name_taken'

export function planRoomSync(
  local: readonly LocalRoom[],
  remote: readonly ChannelRoom[],
): RoomPlan {
  const plan: RoomPlan = { create: [], update: [], unchanged: 0, skipped: [] }
  const byExternal = new Map<string, LocalRoom>()
  const byName = new Map<string, LocalRoom>()
  /** Which room (id, or `new:` and the external id) holds each name after the changes so far. */
  const holder = new Map<string, string>()
  for (const room of local) {
    if (room.externalId !== null) byExternal.set(room.externalId, room)
    byName.set(nameKey(room.name), room)
    holder.set(nameKey(room.name), room.id)
  }
  const seen = new Set<string>()
  const matched = new Set<string>()
  for (const channel of remote) {
    const name = channel.name.trim()
    const skip = (reason: RoomSkipReason) =>
      plan.skipped.push({ external_id: channel.externalId, name, reason })
    if (seen.has(channel.externalId)) {
      skip('duplicate')
      continue
    }
    seen.add(channel.externalId)
    if (name === '' || name.length > ROOM_NAME_MAX) {
      skip('invalid_name')
      continue
    }
    const key = nameKey(name)
    const type = channel.type?.trim().slice(0, ROOM_TYPE_MAX)
    const byId = byExternal.get(channel.externalId)
    const named = byName.get(key)
    const target =
      byId ?? (named && named.externalId === null && !matched.has(named.id) ? named : undefined)
    if (!target) {
      if (holder.has(key)) {
        skip(takenBy(holder.get(key)))
        continue
      }
      holder.set(key, `new:${channel.externalId}`)
      plan.create.push({ externalId: channel.externalId, name, type: type ?? '' })
      continue
    }
    matched.add(target.id)
    const renamed = nameKey(target.name) !== key
    if (renamed) {
      const owner = holder.get(key)
      if (owner !== undefined && owner !== target.id) {
        skip(takenBy(owner))
        continue
      }
      holder.delete(nameKey(target.name))
      holder.set(key, target.id)
    }
    const next: RoomChange = {
      id: target.id,
      externalId: channel.externalId,
      name: renamed ? name : target.name,
      type: type ?? target.type,
      renamed,
    }
    if (renamed || next.type !== target.type || target.externalId !== channel.externalId) {
      plan.update.push(next)
    } else {
      plan.unchanged += 1
    }
  }
  return plan
}
