/** Rooms sort numerically by name when both names are numbers, else alphabetically. */
export function compareRoomNames(a: string, b: string): number {
  const numeric = /^\d+$/
  if (numeric.test(a) && numeric.test(b)) return Number(a) - Number(b)
  return a.localeCompare(b)
}

export const ROOM_BASE = '/api/v2/hotel/room'
/** updateHotelRoom and deleteHotelRoom are spelled without v2 in the spec. */
export const OLD_ROOM_BASE = '/api/hotel/room'
export const STAY_BASE = '/api/v2/hotel/stay'
export const TICKET_BASE = '/api/v2/hotel/ticket'
/** GET {QR_PATH}/{businessId}?group&service_id&lang: the Hotelqr sheet, a base64 PDF. */
export const QR_PATH = '/api/qrcode/qr'
/** The QR sheet's groups: a code per room, or per table of one restaurant or pool service. */
export const QR_GROUPS = ['rooms', 'tables'] as const
export type QrGroup = (typeof QR_GROUPS)[number]

/** The room code a desk proposes or the server makes: 4 to 12 letters or digits. */
export const ROOM_CODE_PATTERN = /^[A-Za-z0-9]{4,12}$/

/** The message of the check-in refusal when the room already has a guest (spec section 8). */
export const TAKEN_MESSAGE = 'TAKEN.'

/** A link of a room (spec section 5): it must start with http:// or https://. */
export const LINK_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i

export function isValidLink(value: string): boolean {
  return LINK_PATTERN.test(value.trim())
}

/**
 * The services a room may have a link for (addServiceLinkForRoom): those its guests use. A room's
 * service link is where the room's guests find that service (docs/api.md, Reception: Rooms);
 * reception, kitchen and manage are staff-only and have none.
 */
export const ROOM_LINK_SERVICE_TYPES = [
  'roomservice',
  'restaurant',
  'pool',
  'amenities',
  'spa',
  'eventplanning',
  'info',
  'chat',
] as const

export function mayLinkToRoom(serviceType: string): boolean {
  return (ROOM_LINK_SERVICE_TYPES as readonly string[]).includes(serviceType)
}

/** What a stay is now: booked ahead (no check-in yet), in the room, or gone. */
export type StayStatus = 'planned' | 'active' | 'checked_out'
export const STAY_STATUSES: readonly StayStatus[] = ['planned', 'active', 'checked_out']

export function stayStatus(stay: {
  check_in: string | null
  checked_out_at: string | null
}): StayStatus {
  if (stay.check_in !== null) return 'active'
  return stay.checked_out_at !== null ? 'checked_out' : 'planned'
}

/** The day a stay starts: its arrival, else the day it was checked in. */
export function stayStart(stay: { arrival: string | null; check_in: string | null }): string {
  return stay.arrival ?? (stay.check_in ?? '').slice(0, 10)
}

/**
 * Two periods of one room overlap (days, checkout day exclusive: one guest may leave the
 * morning another arrives). A day-use stay (arrival = checkout) takes its one day.
 */
export function periodsOverlap(
  a: { start: string; end: string },
  b: { start: string; end: string },
): boolean {
  const endA = a.end > a.start ? a.end : `${a.start}~`
  const endB = b.end > b.start ? b.end : `${b.start}~`
  return a.start < endB && b.start < endA
}

/** The displayed state of a room (spec section 4): out of service, occupied or unoccupied. */
export type RoomState = 'out_of_service' | 'occupied' | 'unoccupied'

export function roomState(
  room: { status: 'active' | 'inactive' },
  activeStay: unknown,
  openTickets: readonly { status: 'open' | 'closed'; out_of_service: boolean }[] = [],
): RoomState {
  if (activeStay) return 'occupied'
  if (room.status === 'inactive') return 'out_of_service'
  if (openTickets.some((t) => t.status === 'open' && t.out_of_service)) return 'out_of_service'
  return 'unoccupied'
}
