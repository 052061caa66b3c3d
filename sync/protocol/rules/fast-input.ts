import {
  localIsoDay,
  nextDay,
  parseFastInputDate,
  roomNumberOf,
  splitCells,
  splitLines,
  type FastInputSeparator,
} from './fast-input-cells.ts'

export {
  parseFastInputDate,
  roomNumberOf,
  splitCells,
  splitLines,
  type FastInputSeparator,
} from './fast-input-cells.ts'

/**
 * Fast input: the Rooms screen's popup (spec 000 section 2) that reads many imported room bookings
 * (section 3: room matched by name, check-in, checkout) from a pasted text or a dropped file, and
 * the skip rules of section 5. Pure: the client's preview and the server's import run this same
 * parse, so what the preview promises is what the server writes. docs/api.md, "Fast input",
 * describes both formats for hotels.
 *
 * Format 1, `simple`: one booking a line, cells separated by tab, semicolon or comma (detected),
 *   `room; check-in; checkout[; guest name]`. Cells after the fourth are ignored; a cell holding
 *   the separator is quoted CSV-style (`"Marković, Ana"`). Fewer than 3 cells: too few columns.
 *
 * Format 2, `pms`: the reservation list a reception system (PMS) exports, tab or semicolon
 *   separated, at least 37 cells a line (PMS_COLUMNS; more are ignored): room in cell 6, arrival in
 *   cell 3, departure in cell 4, guest in cell 8 (1-based; PMS_COLUMN holds the 0-based indexes).
 *   Fewer than 37 cells: too few columns (spec section 5).
 *
 * The format is detected from the first 20 non-blank lines: `pms` when the first of them, or at
 * least half of them, have 37 or more tab- or semicolon-separated cells; otherwise `simple` with
 * the first of tab, semicolon, comma that gives at least half of them 3 or more cells (else the
 * one giving the most); `unknown` when no line has 3 cells under any separator (every non-blank
 * line is then skipped as too few columns) or the text has no non-blank line.
 *
 * In either format the first non-blank line is a header, skipped and not reported, when its room,
 * check-in and checkout cells hold no digit ("Room;Arrival;Departure;Guest", "Soba\tDolazak…").
 * Blank lines are ignored. A leading BOM and any line ending are accepted.
 *
 * A line is skipped, with its 1-based line number, its reason and its text (trimmed, at most 80
 * characters), in this order of checks:
 * - `too_few_columns`: fewer cells than the format needs (3, or 37 for `pms`);
 * - `empty_room`: the room cell is blank;
 * - `no_room_number`: the room cell has no word made only of digits ("Suite A"): the spec reads the
 *   room as the first all-digit word ("Room 101 sea view" is room 101), so such a line has no room;
 * - `invalid_date`: check-in or checkout is not `d.m.yy`/`dd.mm.yy` with dots or dashes (year
 *   20yy), or is no real day (31.02.26);
 * - `checkout_before_checkin`: checkout earlier than check-in (the same day is a day use);
 * - `past`: checkout before `today` (only when `today` is given: its local calendar day);
 * - `overlap`: an earlier line of the file books the same room for an overlapping time
 *   (check-in inclusive, checkout exclusive, so back-to-back stays are fine; a day use holds its
 *   day). The earlier line is kept, this one skipped.
 */

export const FAST_INPUT_SKIP_REASONS = [
  'too_few_columns',
  'empty_room',
  'no_room_number',
  'invalid_date',
  'checkout_before_checkin',
  'past',
  'overlap',
] as const
export type FastInputSkipReason = (typeof FAST_INPUT_SKIP_REASONS)[number]

export type FastInputFormat = 'simple' | 'pms' | 'unknown'

/** One booking to import: room number as written in the file, days as `YYYY-MM-DD`. */
export interface FastInputRow {
  line: number
  room: string
  checkIn: string
  checkout: string
  guestName?: string
}

export interface FastInputSkip {
  line: number
  reason: FastInputSkipReason
  /** The source line, trimmed, cut to 80 characters. */
  text: string
}

export interface FastInputPreview {
  format: FastInputFormat
  /** The detected separator; null for `unknown`. */
  separator: FastInputSeparator | null
  rows: FastInputRow[]
  skipped: FastInputSkip[]
}

export const SIMPLE_MIN_COLUMNS = 3
export const PMS_MIN_COLUMNS = 37

/** 0-based cell indexes of format 1. */
export const SIMPLE_COLUMN = { room: 0, checkIn: 1, checkout: 2, guest: 3 } as const

/** The 37 columns of format 2, as its header line names them. */
export const PMS_COLUMNS = [
  'Reservation',
  'Status',
  'Arrival',
  'Departure',
  'Nights',
  'Room',
  'Room type',
  'Guest',
  'Adults',
  'Children',
  'Country',
  'E-mail',
  'Phone',
  'Company',
  'Agency',
  'Channel',
  'Rate plan',
  'Board',
  'Currency',
  'Room rate',
  'Total',
  'Deposit',
  'Balance',
  'Payment',
  'Created',
  'Created by',
  'Modified',
  'ETA',
  'ETD',
  'Document no.',
  'Date of birth',
  'Address',
  'City',
  'Postal code',
  'Language',
  'Notes',
  'Group',
] as const

/** 0-based cell indexes of format 2 (PMS_COLUMNS). */
export const PMS_COLUMN = { checkIn: 2, checkout: 3, room: 5, guest: 7 } as const

const TEXT_LIMIT = 80
const SAMPLE_LINES = 20
const HAS_DIGIT = /\d/
const BLANK = /^\s*$/

function shown(line: string): string {
  const text = line.trim()
  return text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT - 1)}…` : text
}

export interface FastInputDetection {
  format: FastInputFormat
  separator: FastInputSeparator | null
}

function countWith(sample: string[], separator: FastInputSeparator, min: number): number {
  let count = 0
  for (const line of sample) if (splitCells(line, separator).length >= min) count++
  return count
}

/** Which format and separator a file uses (see the comment at the top). */
export function detectFastInputFormat(lines: readonly string[]): FastInputDetection {
  const sample: string[] = []
  for (const line of lines) {
    if (BLANK.test(line)) continue
    sample.push(line)
    if (sample.length === SAMPLE_LINES) break
  }
  const first = sample[0]
  if (first === undefined) return { format: 'unknown', separator: null }
  const half = Math.ceil(sample.length / 2)
  for (const separator of ['\t', ';'] as const) {
    if (
      splitCells(first, separator).length >= PMS_MIN_COLUMNS ||
      countWith(sample, separator, PMS_MIN_COLUMNS) >= half
    ) {
      return { format: 'pms', separator }
    }
  }
  let best: FastInputSeparator | null = null
  let bestCount = 0
  for (const separator of ['\t', ';', ','] as const) {
    const count = countWith(sample, separator, SIMPLE_MIN_COLUMNS)
    if (count >= half) return { format: 'simple', separator }
    if (count > bestCount) {
      best = separator
      bestCount = count
    }
  }
  return best ? { format: 'simple', separator: best } : { format: 'unknown', separator: null }
}

/**
 * Reads a fast-input text into the bookings to import and the lines skipped with their reasons
 * (rules in the comment at the top). `today`, when given, skips bookings already over. 2,000 lines
 * take a few milliseconds.
 */
export function parseFastInput(text: string, today?: Date): FastInputPreview {
  const lines = splitLines(text)
  const { format, separator } = detectFastInputFormat(lines)
  const rows: FastInputRow[] = []
  const skipped: FastInputSkip[] = []
  const todayIso = today ? localIsoDay(today) : null
  const layout = format === 'pms' ? PMS_COLUMN : SIMPLE_COLUMN
  const minColumns = format === 'pms' ? PMS_MIN_COLUMNS : SIMPLE_MIN_COLUMNS
  /** Per room, the [check-in, end) of the rows kept so far. */
  const booked = new Map<string, string[]>()
  let first = true

  for (let index = 0; index < lines.length; index++) {
    const source = lines[index] ?? ''
    if (BLANK.test(source)) continue
    const line = index + 1
    const skip = (reason: FastInputSkipReason) => {
      skipped.push({ line, reason, text: shown(source) })
    }
    const isFirst = first
    first = false
    if (separator === null) {
      skip('too_few_columns')
      continue
    }
    const cells = splitCells(source, separator)
    if (cells.length < minColumns) {
      skip('too_few_columns')
      continue
    }
    const roomCell = (cells[layout.room] ?? '').trim()
    const checkInCell = cells[layout.checkIn] ?? ''
    const checkoutCell = cells[layout.checkout] ?? ''
    if (
      isFirst &&
      !HAS_DIGIT.test(roomCell) &&
      !HAS_DIGIT.test(checkInCell) &&
      !HAS_DIGIT.test(checkoutCell)
    ) {
      continue // the header
    }
    if (roomCell === '') {
      skip('empty_room')
      continue
    }
    const room = roomNumberOf(roomCell)
    if (room === '') {
      skip('no_room_number')
      continue
    }
    const checkIn = parseFastInputDate(checkInCell)
    const checkout = parseFastInputDate(checkoutCell)
    if (checkIn === null || checkout === null) {
      skip('invalid_date')
      continue
    }
    if (checkout < checkIn) {
      skip('checkout_before_checkin')
      continue
    }
    if (todayIso !== null && checkout < todayIso) {
      skip('past')
      continue
    }
    const end = checkout === checkIn ? nextDay(checkIn) : checkout
    const taken = booked.get(room)
    if (taken) {
      let overlaps = false
      for (let i = 0; i < taken.length; i += 2) {
        if (checkIn < (taken[i + 1] ?? '') && (taken[i] ?? '') < end) {
          overlaps = true
          break
        }
      }
      if (overlaps) {
        skip('overlap')
        continue
      }
      taken.push(checkIn, end)
    } else {
      booked.set(room, [checkIn, end])
    }
    const guestName = (cells[layout.guest] ?? '').trim()
    rows.push(
      guestName === ''
        ? { line, room, checkIn, checkout }
        : { line, room, checkIn, checkout, guestName },
    )
  }
  return { format, separator, rows, skipped }
}

/** How many lines each reason skipped (every reason present, 0 when none), for the preview. */
export function summarizeSkips(
  preview: Pick<FastInputPreview, 'skipped'>,
): Record<FastInputSkipReason, number> {
  const counts = Object.fromEntries(FAST_INPUT_SKIP_REASONS.map((r) => [r, 0])) as Record<
    FastInputSkipReason,
    number
  >
  for (const { reason } of preview.skipped) counts[reason]++
  return counts
}
