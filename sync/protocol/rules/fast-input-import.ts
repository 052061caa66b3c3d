/**
 * The server's fast-input import (docs/api.md, "Fast input"): the paths, the limits of a text, and
 * the skip reasons the server adds to the parse's (fast-input.ts) once it knows the business's
 * rooms and stays. Zod-free: the desk's preview popup uses these too.
 */
import { FAST_INPUT_SKIP_REASONS } from './fast-input.ts'
import { splitLines } from './fast-input-cells.ts'
import { STAY_BASE } from './rooms.ts'

/** POST {text}: the parse and the server's checks; nothing is written. */
export const FAST_INPUT_PREVIEW_PATH = `${STAY_BASE}/fastInput/preview`
/** POST {text}: every good line becomes a booked stay, in one transaction. */
export const FAST_INPUT_PATH = `${STAY_BASE}/fastInput`

/** At most this many characters of text (about 2 MB). */
export const FAST_INPUT_MAX_CHARS = 2_000_000
/** At most this many non-blank lines. */
export const FAST_INPUT_MAX_LINES = 20_000

/**
 * Every reason a line is skipped, in the order they are checked: the parse's, then the server's:
 * - `unknown_room`: no room of the business has that number (a room named as the number, or
 *   the only room whose own first all-digit word is it: `Room 101`);
 * - `overlap_existing`: a stay of that room that is not checked out (booked or in the house)
 *   overlaps the booking (checkout day exclusive, as periodsOverlap).
 */
export const FAST_INPUT_IMPORT_SKIP_REASONS = [
  ...FAST_INPUT_SKIP_REASONS,
  'unknown_room',
  'overlap_existing',
] as const
export type FastInputImportSkipReason = (typeof FAST_INPUT_IMPORT_SKIP_REASONS)[number]

/** How many non-blank lines a text has (the limit counts these). */
export function countFastInputLines(text: string): number {
  let count = 0
  for (const line of splitLines(text)) if (line.trim() !== '') count++
  return count
}
