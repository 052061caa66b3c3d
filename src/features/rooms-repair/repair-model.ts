import type { Ticket } from '../../../sync/protocol/index.ts'
import { searchRooms, type RoomView } from '../rooms/room-model.ts'

/**
 * The repair screen's list (pure): the rooms with open tickets, in the rooms screen's order
 * (`buildRoomViews` sorts numerically when both names are numbers), narrowed by the room-number
 * search like the rooms screen (`searchRooms`). Closed tickets are not in a view's `tickets`.
 */
export function roomsWithTickets<
  T extends { room: Pick<RoomView['room'], 'name'>; tickets: readonly unknown[] },
>(views: readonly T[], search: string): T[] {
  return searchRooms(views, search).filter((v) => v.tickets.length > 0)
}

/** How many of a ticket's tasks are done, of how many. */
export function taskProgress(ticket: Pick<Ticket, 'tasks'>): { done: number; total: number } {
  return {
    done: ticket.tasks.filter((t) => t.done === true).length,
    total: ticket.tasks.length,
  }
}

/** Open tickets in all the rooms shown: the count in the screen's heading. */
export const openTicketCount = (views: readonly { tickets: readonly unknown[] }[]): number =>
  views.reduce((sum, v) => sum + v.tickets.length, 0)

/** A room's tickets, the oldest first (as the server lists them), ties by id. */
export function oldestFirst<T extends Pick<Ticket, '_id' | 'created_at'>>(
  tickets: readonly T[],
): T[] {
  return [...tickets].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a._id.localeCompare(b._id),
  )
}
