import {
  byCodeUnits,
  compareRoomNames,
  roomState,
  stayStart,
  textMatcher,
  type RoomState,
} from '../../../sync/protocol/rules/index.ts'
import type { Order, Room, Stay, Ticket } from '../../../sync/protocol/index.ts'

/** What the rooms screen shows of one room, built from IndexedDB rows (pure). */
export interface RoomView {
  room: Room
  /**
   * The displayed state (spec section 4), by the server's rule `roomState` (docs/api.md,
   * Reception): a checked-in stay makes the room occupied even when the room is inactive or has an
   * out-of-service ticket (the guest is in, the desk must see them); otherwise an inactive room or
   * an open ticket marked out of service makes it out of service; otherwise unoccupied.
   */
  state: RoomState
  /** The stay checked in now (the guest, the room code, the checkout date), or null. */
  stay: Stay | null
  /** Stays booked ahead (no check-in yet, not checked out), earliest first. */
  bookings: Stay[]
  /** The last stay checked out (its invoice stays downloadable from the room). */
  lastCheckedOut: Stay | null
  /** The room's open repair tickets. */
  tickets: Ticket[]
  /** The checked-in stay's orders that are still open (not Declined or Paid) and have lines. */
  openOrders: Order[]
}

/** Orders that leave the open-orders popup: declined ones and paid ones. */
const CLOSED_ORDER = new Set(['Declined', 'Paid'])

/** Whether a stay is booked ahead: not checked in, not checked out. */
export const isBooking = (stay: Stay): boolean =>
  stay.check_in === null && stay.checked_out_at === null

/** Builds each room's view; rooms sorted by the spec's rule (numeric when both names are). */
export function buildRoomViews(input: {
  rooms: readonly Room[]
  stays: readonly Stay[]
  tickets: readonly Ticket[]
  orders: readonly Order[]
}): RoomView[] {
  const staysByRoom = groupBy(input.stays, (s) => s.room_id)
  const ticketsByRoom = groupBy(
    input.tickets.filter((t) => t.status === 'open'),
    (t) => t.room_id,
  )
  const ordersByStay = groupBy(
    input.orders.filter((o) => o.stay_id !== null && !CLOSED_ORDER.has(o.status)),
    (o) => o.stay_id ?? '',
  )
  return [...input.rooms]
    .sort((a, b) => compareRoomNames(a.name, b.name))
    .map((room) => {
      const stays = staysByRoom.get(room._id) ?? []
      const stay = stays.find((s) => s.check_in !== null) ?? null
      const tickets = ticketsByRoom.get(room._id) ?? []
      const bookings = stays
        .filter(isBooking)
        .sort((a, b) => byCodeUnits(stayStart(a), stayStart(b)))
      const lastCheckedOut =
        stays
          .filter((s) => s.checked_out_at !== null)
          .sort((a, b) => byCodeUnits(b.checked_out_at ?? '', a.checked_out_at ?? ''))[0] ?? null
      const openOrders = stay
        ? (ordersByStay.get(stay._id) ?? []).filter((o) => o.content.length > 0)
        : []
      return {
        room,
        state: roomState(room, stay, tickets),
        stay,
        bookings,
        lastCheckedOut,
        tickets,
        openOrders,
      }
    })
}

/**
 * Whether two views of a room show the same on its card (RoomCard): the room's name, type and
 * status, the state, the in-house guest, checkout and room code, the next booking, the tickets
 * (how many, the first one's text), how many open orders, and whether an invoice is there. A new
 * field on the card belongs here too (room-model.test.ts checks each one).
 */
export function sameCardView(a: RoomView, b: RoomView): boolean {
  if (a === b) return true
  const next = (v: RoomView) => v.bookings[0]
  return (
    a.room._id === b.room._id &&
    a.room.name === b.room.name &&
    a.room.type === b.room.type &&
    a.room.status === b.room.status &&
    a.state === b.state &&
    sameStay(a.stay, b.stay) &&
    sameStay(next(a) ?? null, next(b) ?? null) &&
    a.tickets.length === b.tickets.length &&
    a.tickets[0]?.description === b.tickets[0]?.description &&
    a.openOrders.length === b.openOrders.length &&
    (a.lastCheckedOut === null) === (b.lastCheckedOut === null)
  )
}

/** The fields of a stay a card shows (guest, dates, room code). */
function sameStay(a: Stay | null, b: Stay | null): boolean {
  if (a === null || b === null) return a === b
  return (
    a._id === b._id &&
    a.guest_name === b.guest_name &&
    a.arrival === b.arrival &&
    a.checkout === b.checkout &&
    a.password === b.password
  )
}

/**
 * The search box (spec section 5): rooms whose name contains the text (case and accents aside,
 * textMatcher); a blank search keeps every room. Spaces around the text are ignored.
 */
export function searchRooms<T extends { room: { name: string } }>(
  views: readonly T[],
  search: string,
): T[] {
  const matches = textMatcher(search)
  return views.filter((v) => matches(v.room.name))
}

export type StateFilter = 'all' | RoomState

/** The state chips above the list: a room matches `all` or its own state. */
export function filterByState<T extends { state: RoomState }>(
  views: readonly T[],
  filter: StateFilter,
): T[] {
  return filter === 'all' ? [...views] : views.filter((v) => v.state === filter)
}

/** How many rooms are in each displayed state (the chips' counts). */
export function countStates(views: readonly { state: RoomState }[]): Record<StateFilter, number> {
  const counts: Record<StateFilter, number> = {
    all: views.length,
    occupied: 0,
    unoccupied: 0,
    out_of_service: 0,
  }
  for (const v of views) counts[v.state] += 1
  return counts
}

/** Guests leaving on `today` (their checkout date is today or already past). */
export function isDueOut(stay: Pick<Stay, 'checkout'> | null, today: string): boolean {
  return stay !== null && stay.checkout <= today
}

/**
 * The rooms an active/inactive action changes: of the chosen ones, those not already in that
 * status (so a room already active is not sent again).
 */
export function roomsToSet(
  rooms: readonly Pick<Room, '_id' | 'status'>[],
  chosen: ReadonlySet<string>,
  status: Room['status'],
): string[] {
  return rooms.filter((r) => chosen.has(r._id) && r.status !== status).map((r) => r._id)
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = map.get(k)
    if (list) list.push(row)
    else map.set(k, [row])
  }
  return map
}
