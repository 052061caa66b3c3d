/** The rooms list's grid: cards at least 17rem wide, 0.75rem apart, at least 11rem tall. */
const CARD_MIN_WIDTH = 272
const GAP = 12
const CARD_MIN_HEIGHT = 176

/**
 * How many room cards fill a window of this size (CSS pixels), with a row to spare: the list's
 * first paint renders these and the rest follows in steps (HotelRooms). Never fewer than 8.
 */
export function firstScreenful(width: number, height: number): number {
  const columns = Math.max(1, Math.floor((width + GAP) / (CARD_MIN_WIDTH + GAP)))
  const rows = Math.ceil(Math.max(0, height) / (CARD_MIN_HEIGHT + GAP)) + 1
  return Math.max(8, columns * rows)
}
