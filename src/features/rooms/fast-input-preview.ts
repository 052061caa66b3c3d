import {
  parseFastInput,
  roomNumberOf,
  splitLines,
  type FastInputSkipReason,
} from '../../../sync/protocol/rules/fast-input.ts'
import { periodsOverlap, stayStart } from '../../../sync/protocol/rules/index.ts'
import type { Room, Stay } from '../../../sync/protocol/index.ts'

/**
 * The fast-input popup's preview, before anything is written: the shared parse (the same one the
 * server's import runs) plus the two checks the server adds, made here against this device's
 * rooms and stays, so the desk sees what will import even offline: `unknown_room` (no room of
 * that number) and `overlap_existing` (a stay not checked out holds the days). Mirrors
 * server/domain/fast-input.ts; the server decides again when the import syncs.
 */
export type PreviewSkipReason = FastInputSkipReason | 'unknown_room' | 'overlap_existing'

export interface PreviewSkip {
  line: number
  reason: PreviewSkipReason
  text: string
}

export interface DeskPreview {
  format: 'simple' | 'pms' | 'unknown'
  /** Lines that will import, each with the room it matched. */
  rows: { line: number; roomName: string; checkIn: string; checkout: string; guest: string }[]
  skipped: PreviewSkip[]
  counts: Partial<Record<PreviewSkipReason, number>>
}

/** The room a file's number names: the room named exactly that, else the only one numbered so. */
export function matchRoom<R extends Pick<Room, 'name'>>(rooms: readonly R[], number: string) {
  const key = number.trim().toLowerCase()
  const exact = rooms.find((r) => r.name.trim().toLowerCase() === key)
  if (exact) return exact
  const numbered = rooms.filter((r) => roomNumberOf(r.name) === number)
  return numbered.length === 1 ? numbered[0] : undefined
}

const shown = (line: string) => line.trim().slice(0, 80)

export function previewFastInput(
  text: string,
  rooms: readonly Pick<Room, '_id' | 'name'>[],
  stays: readonly Pick<Stay, 'room_id' | 'arrival' | 'check_in' | 'checkout' | 'checked_out_at'>[],
  today: Date,
): DeskPreview {
  const parsed = parseFastInput(text, today)
  const lines = splitLines(text)
  const skipped: PreviewSkip[] = [...parsed.skipped]
  const held = new Map<string, { start: string; end: string }[]>()
  for (const s of stays) {
    if (s.checked_out_at !== null) continue
    const list = held.get(s.room_id) ?? []
    list.push({ start: stayStart(s), end: s.checkout })
    held.set(s.room_id, list)
  }
  const rows: DeskPreview['rows'] = []
  for (const row of parsed.rows) {
    const room = matchRoom(rooms, row.room)
    const text = shown(lines[row.line - 1] ?? '')
    if (!room) {
      skipped.push({ line: row.line, reason: 'unknown_room', text })
      continue
    }
    const period = { start: row.checkIn, end: row.checkout }
    if ((held.get(room._id) ?? []).some((p) => periodsOverlap(period, p))) {
      skipped.push({ line: row.line, reason: 'overlap_existing', text })
      continue
    }
    rows.push({
      line: row.line,
      roomName: room.name,
      checkIn: row.checkIn,
      checkout: row.checkout,
      guest: row.guestName ?? '',
    })
  }
  skipped.sort((a, b) => a.line - b.line)
  const counts: DeskPreview['counts'] = {}
  for (const s of skipped) counts[s.reason] = (counts[s.reason] ?? 0) + 1
  return { format: parsed.format, rows, skipped, counts }
}
