/**
 * The `guest_room` cookie the server sets beside the httpOnly room-code cookie (docs/api.md
 * "Conventions"): which room's code this browser has entered. A guest page asks for the stay only
 * when it names the page's room; without it the answer would be a sure 401.
 */
const NAME = 'guest_room'

/** The room whose code this browser entered, from a `document.cookie` string, or null. */
export function markedRoom(cookie: string): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name !== NAME) continue
    try {
      return decodeURIComponent(value.join('=')) || null
    } catch {
      return null
    }
  }
  return null
}

/** Whether this browser entered the code of `roomId` (and may have a stay session for it). */
export const roomCodeEntered = (roomId: string, cookie: string = document.cookie): boolean =>
  markedRoom(cookie) === roomId

/** The stay session turned out gone (a 401): forget the mark too, so the code is asked at once. */
export function forgetRoomCode(): void {
  document.cookie = `${NAME}=; Max-Age=0; Path=/; SameSite=Lax`
}
