/**
 * The appointments this phone booked for a stay, kept in localStorage so the guest still sees
 * them (accepted ones too: the server lists only the pending ones of a room) after a reload.
 */
const key = (stayId: string) => `guestSpa:${stayId}`
const MAX = 20

export function bookedHere(stayId: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key(stayId)) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

export function rememberBooked(stayId: string, id: string): void {
  try {
    const ids = [id, ...bookedHere(stayId).filter((x) => x !== id)].slice(0, MAX)
    localStorage.setItem(key(stayId), JSON.stringify(ids))
  } catch {
    // Storage may be unavailable (private mode): the list then holds this visit's bookings.
  }
}
