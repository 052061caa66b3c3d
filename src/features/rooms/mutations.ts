import { engine } from '../../app/staff/engine.ts'

/**
 * Sets the chosen rooms active or inactive, one outbox action a room (room.setActive,
 * room.setInactive): each shows at once, works offline and is sent once.
 */
export async function setRoomsStatus(
  roomIds: readonly string[],
  status: 'active' | 'inactive',
): Promise<void> {
  const type = status === 'active' ? 'room.setActive' : 'room.setInactive'
  for (const id of roomIds) await engine.enqueue(type, { room_id: id })
}
