import { and, eq, gte, isNull } from 'drizzle-orm'
import {
  FAST_INPUT_IMPORT_SKIP_REASONS,
  periodsOverlap,
  stayStart,
  type FastInputImportSkipReason,
  type FastInputPlannedRow,
  type FastInputPreviewReply,
  type FastInputSkipped,
} from '../../sync/protocol/index.ts'
import {
  parseFastInput,
  roomNumberOf,
  splitLines,
  type FastInputPreview,
} from '../../sync/protocol/rules/fast-input.ts'
import type { Db, Tx } from '../db/client.ts'
import { rooms, stays } from '../db/schema.ts'

/**
 * Fast input on the server (docs/api.md, "Fast input"): the shared parse (fast-input.ts), then
 * what only the server knows: which room of the business each line names (`unknown_room`) and
 * whether a stay of that room already holds the period (`overlap_existing`). The preview and the
 * import both run this, so the preview's counts are what the import writes.
 */

/** A line of the file matched to a room of the business. */
export type MatchedRow = FastInputPlannedRow

export interface FastInputRead {
  parsed: FastInputPreview
  /** Lines whose room was found, in line order. */
  matched: MatchedRow[]
  /** Every line skipped so far (the parse's and `unknown_room`), in line order. */
  skipped: FastInputSkipped[]
  /** The source lines (index + 1 is the line number). */
  lines: string[]
}

const TEXT_LIMIT = 80

/** A line as the preview shows it: trimmed, at most 80 characters (as the parse does). */
function shown(line: string): string {
  const text = line.trim()
  return text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT - 1)}…` : text
}

const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line

/** `YYYY-MM-DD` as a local Date of that day, which is what parseFastInput reads `today` as. */
function localDay(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1)
}

/**
 * The room a file's number names: the live room named exactly that (letter case and spaces
 * aside), else the only one whose own room number (first all-digit word) is it (`Room 101`).
 */
export function roomMatcher(list: readonly { id: string; name: string }[]) {
  const exact = new Map<string, { id: string; name: string }>()
  const byNumber = new Map<string, { id: string; name: string }[]>()
  for (const room of list) {
    exact.set(room.name.trim().toLowerCase(), room)
    const number = roomNumberOf(room.name)
    if (number !== '') byNumber.set(number, [...(byNumber.get(number) ?? []), room])
  }
  return (number: string) => {
    const found = exact.get(number)
    if (found) return found
    const candidates = byNumber.get(number)
    return candidates?.length === 1 ? candidates[0] : undefined
  }
}

/** Parses the text and matches each line's room among the business's live rooms. */
export async function readFastInput(
  db: Db | Tx,
  businessId: string,
  text: string,
  today: string | undefined,
): Promise<FastInputRead> {
  const parsed = parseFastInput(text, today ? localDay(today) : undefined)
  const lines = splitLines(text)
  const list = await db
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(and(eq(rooms.businessId, businessId), isNull(rooms.deletedAt)))
  const roomOf = roomMatcher(list)
  const matched: MatchedRow[] = []
  const skipped: FastInputSkipped[] = [...parsed.skipped]
  for (const row of parsed.rows) {
    const room = roomOf(row.room)
    if (!room) {
      skipped.push({
        line: row.line,
        reason: 'unknown_room',
        text: shown(lines[row.line - 1] ?? ''),
      })
      continue
    }
    matched.push({ ...row, room_id: room.id, room_name: room.name })
  }
  skipped.sort(byLine)
  return { parsed, matched, skipped, lines }
}

/**
 * Keeps the lines whose period no stay of their room holds: a stay not checked out (booked, or
 * in the house) that overlaps, checkout day exclusive (periodsOverlap). The others are added to
 * `read.skipped` as `overlap_existing`. Reads the stays in the given transaction.
 */
export async function skipExistingOverlaps(
  db: Db | Tx,
  businessId: string,
  read: FastInputRead,
): Promise<MatchedRow[]> {
  if (read.matched.length === 0) return []
  let earliest = read.matched[0]!.checkIn
  for (const row of read.matched) if (row.checkIn < earliest) earliest = row.checkIn
  const existing = await db
    .select({
      roomId: stays.roomId,
      arrival: stays.arrival,
      checkIn: stays.checkIn,
      checkout: stays.checkout,
    })
    .from(stays)
    .where(
      and(
        eq(stays.businessId, businessId),
        isNull(stays.deletedAt),
        isNull(stays.checkedOutAt),
        gte(stays.checkout, earliest),
      ),
    )
  const held = new Map<string, { start: string; end: string }[]>()
  for (const s of existing) {
    const checkIn = s.checkIn ? new Date(s.checkIn).toISOString() : null
    const period = { start: stayStart({ arrival: s.arrival, check_in: checkIn }), end: s.checkout }
    held.set(s.roomId, [...(held.get(s.roomId) ?? []), period])
  }
  const kept: MatchedRow[] = []
  for (const row of read.matched) {
    const period = { start: row.checkIn, end: row.checkout }
    if ((held.get(row.room_id) ?? []).some((other) => periodsOverlap(period, other))) {
      read.skipped.push({
        line: row.line,
        reason: 'overlap_existing',
        text: shown(read.lines[row.line - 1] ?? ''),
      })
      continue
    }
    kept.push(row)
  }
  read.skipped.sort(byLine)
  return kept
}

/** How many lines each reason skipped (every reason present, 0 when none). */
export function countSkips(
  skipped: readonly FastInputSkipped[],
): Record<FastInputImportSkipReason, number> {
  const counts = Object.fromEntries(FAST_INPUT_IMPORT_SKIP_REASONS.map((r) => [r, 0])) as Record<
    FastInputImportSkipReason,
    number
  >
  for (const { reason } of skipped) counts[reason]++
  return counts
}

/** The preview: what the import would write now, and every line it would skip. */
export async function previewFastInput(
  db: Db,
  businessId: string,
  text: string,
  today: string | undefined,
): Promise<FastInputPreviewReply> {
  const read = await readFastInput(db, businessId, text, today)
  const rows = await skipExistingOverlaps(db, businessId, read)
  return {
    format: read.parsed.format,
    separator: read.parsed.separator,
    rows,
    skipped: read.skipped,
    counts: countSkips(read.skipped),
  }
}
