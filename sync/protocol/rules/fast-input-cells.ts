/*
 * The cell-level readers of fast input (fast-input.ts): lines, separated cells with CSV quoting,
 * the spec's dates and room numbers. Pure and zod-free.
 */

/** The separators a fast-input file may use; the two-format detection picks one per file. */
export type FastInputSeparator = '\t' | ';' | ','

/**
 * The lines of a pasted text or a dropped file: a leading byte-order mark is dropped and Windows
 * (`\r\n`), Unix (`\n`) and old Mac (`\r`) line endings all end a line. Index + 1 is the line
 * number the preview reports.
 */
export function splitLines(text: string): string[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  return body.split(/\r\n|\n|\r/)
}

/**
 * The cells of one line. A cell that starts with `"` (after spaces) is a quoted CSV cell: it may
 * hold the separator, and `""` inside it is one `"`; text after its closing quote up to the next
 * separator is kept. An unclosed quote runs to the end of the line (a quote never spans lines, so
 * line numbers stay those of the source). Cells are not trimmed.
 */
export function splitCells(line: string, separator: FastInputSeparator): string[] {
  if (!line.includes('"')) return line.split(separator)
  const cells: string[] = []
  let start = 0
  for (;;) {
    let open = start
    while (line.charCodeAt(open) === 32) open++
    if (line.charCodeAt(open) !== 34) {
      const end = line.indexOf(separator, start)
      if (end === -1) {
        cells.push(line.slice(start))
        return cells
      }
      cells.push(line.slice(start, end))
      start = end + 1
      continue
    }
    let value = ''
    let at = open + 1
    for (;;) {
      const quote = line.indexOf('"', at)
      if (quote === -1) {
        value += line.slice(at)
        at = line.length
        break
      }
      if (line.charCodeAt(quote + 1) === 34) {
        value += line.slice(at, quote + 1)
        at = quote + 2
        continue
      }
      value += line.slice(at, quote)
      at = quote + 1
      break
    }
    const end = line.indexOf(separator, at)
    cells.push(value + (end === -1 ? line.slice(at) : line.slice(at, end)))
    if (end === -1) return cells
    start = end + 1
  }
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

const pad = (n: number) => (n < 10 ? `0${n}` : String(n))

/** The value of the digit at `at`, or -1. */
function digitAt(text: string, at: number): number {
  const code = text.charCodeAt(at)
  return code >= 48 && code <= 57 ? code - 48 : -1
}

/**
 * A fast-input date (spec section 5): `d.m.yy` or `dd.mm.yy`, dots or dashes (the same one twice),
 * the year read as 20yy. Returns `YYYY-MM-DD`, or null when the text is not such a date or the
 * day does not exist (31.02.26, 29.02.27, 0.1.26, 1.13.26). Four-digit years, slashes, ISO dates
 * and times after the date are not fast-input dates. Read by hand, not by a regular expression:
 * an import reads two a line.
 */
export function parseFastInputDate(cell: string): string | null {
  const text = cell.trim()
  let at = 0
  const number = (): number => {
    const first = digitAt(text, at)
    if (first < 0) return -1
    const second = digitAt(text, at + 1)
    at += second < 0 ? 1 : 2
    return second < 0 ? first : first * 10 + second
  }
  const day = number()
  const separator = text.charCodeAt(at) // '.' 46 or '-' 45
  if (day < 0 || (separator !== 46 && separator !== 45)) return null
  at++
  const month = number()
  if (month < 0 || text.charCodeAt(at) !== separator) return null
  at++
  const tens = digitAt(text, at)
  const units = digitAt(text, at + 1)
  if (tens < 0 || units < 0 || text.length !== at + 2) return null
  const year = 2000 + tens * 10 + units
  if (month < 1 || month > 12 || day < 1) return null
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const days = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0)
  if (day > days) return null
  return `${year}-${pad(month)}-${pad(day)}`
}

/** The calendar day after an ISO day (`YYYY-MM-DD`). */
export function nextDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  const next = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 1))
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`
}

/** The local calendar day of a Date as `YYYY-MM-DD`. */
export function localIsoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * The room number of a room cell (spec section 5): its first space-separated word made only of
 * digits, as written ("Room 101 sea view" -> "101", "0101 DBL" -> "0101"); '' when there is none
 * ("Suite A", "101A", "").
 */
export function roomNumberOf(cell: string): string {
  const length = cell.length
  let at = 0
  while (at < length) {
    while (at < length && isSpace(cell.charCodeAt(at))) at++
    const start = at
    let digits = true
    while (at < length && !isSpace(cell.charCodeAt(at))) {
      if (digitAt(cell, at) < 0) digits = false
      at++
    }
    if (digits && at > start) return cell.slice(start, at)
  }
  return ''
}

/** Space, tab, no-break space and the other white space a spreadsheet may leave. */
function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 160 || (code >= 10 && code <= 13) || code === 0x202f
}
