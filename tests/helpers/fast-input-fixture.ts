import {
  PMS_COLUMN,
  PMS_COLUMNS,
  type FastInputRow,
  type FastInputSeparator,
  type FastInputSkipReason,
} from '../../sync/protocol/rules/fast-input.ts'

/**
 * Fast-input files for tests, the e2e test and the bench (sync/protocol/rules/fast-input.ts):
 * `lines` booking lines of which `bad` are bad, in either format, over the given rooms. Seeded and
 * deterministic: the same options give the same text. It returns what a correct parse must find:
 * the rows (good lines, none overlapping) and each bad line's number and reason.
 */

export interface FastInputFixtureOptions {
  /** Booking lines, good and bad (a header line comes on top of them). */
  lines: number
  /** How many of them are bad, spread over the file by the seed. Default 0. */
  bad?: number
  /** Default 'simple'. */
  format?: 'simple' | 'pms'
  /** Room names (all digits), or how many rooms: 101, 102, …. Default 20. */
  rooms?: number | readonly string[]
  /** Default 7. */
  seed?: number
  /**
   * First check-in day, `YYYY-MM-DD`. Default 2035-01-08: ahead of any `today` a test passes, so
   * no good line is `past`. Every line stays before 2100 for up to ~6,000 lines a room.
   */
  start?: string
  /** Default ';' for simple, '\t' for pms. */
  separator?: FastInputSeparator
  /** A header line first. Default: true for pms, false for simple. */
  header?: boolean
  /** Default '\n'. */
  lineEnding?: '\n' | '\r\n'
  /** A byte-order mark first. Default false. */
  bom?: boolean
  /**
   * The reasons bad lines cycle through, in order. Default every reason but `past` (which needs
   * the parse to be given `today`; its lines check out in 2001).
   */
  reasons?: readonly FastInputSkipReason[]
}

export interface FastInputFixture {
  text: string
  /** The rows a correct parse returns, in line order. */
  rows: FastInputRow[]
  /** The bad lines, in line order. */
  bad: { line: number; reason: FastInputSkipReason }[]
}

const DEFAULT_REASONS: readonly FastInputSkipReason[] = [
  'too_few_columns',
  'empty_room',
  'invalid_date',
  'no_room_number',
  'checkout_before_checkin',
  'overlap',
]

const GUESTS = [
  'Ana Petrović',
  'Marko Jovanović',
  'Ivana Horvat',
  'John Smith',
  'Müller, Hans',
  'Luka Kovačević',
  'Đorđe Nikolić',
  "O'Brien, Siobhan",
  'Maria "Mia" Rossi',
  'Jelena Šarić',
]

const INVALID_DATES = [
  '31.02.26',
  '1/2/26',
  '2026-02-01',
  '01.02.2026',
  '32.01.26',
  '1.13.26',
  '1.2-26',
  '',
]

/** mulberry32: a small seeded generator, [0, 1). */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n))

function addDays(iso: string, days: number): Date {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(Date.UTC(y ?? 2035, (m ?? 1) - 1, (d ?? 1) + days))
}

const iso = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`

export function makeFastInputFile(options: FastInputFixtureOptions): FastInputFixture {
  const format = options.format ?? 'simple'
  const separator = options.separator ?? (format === 'pms' ? '\t' : ';')
  const header = options.header ?? format === 'pms'
  const start = options.start ?? '2035-01-08'
  const reasons = options.reasons ?? DEFAULT_REASONS
  const rooms =
    typeof options.rooms === 'object'
      ? [...options.rooms]
      : Array.from({ length: options.rooms ?? 20 }, (_, i) => String(101 + i))
  const badCount = options.bad ?? 0
  const next = random(options.seed ?? 7)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  if (rooms.length === 0 || rooms.some((r) => !/^\d+$/.test(r))) {
    throw new Error('makeFastInputFile: rooms must be names made of digits')
  }
  if (badCount > options.lines || reasons.length === 0) {
    throw new Error('makeFastInputFile: more bad lines than lines, or no reasons')
  }

  // Which booking lines are bad: a seeded shuffle of the positions.
  const positions = Array.from({ length: options.lines }, (_, i) => i)
  for (let i = positions.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[positions[i], positions[j]] = [positions[j] as number, positions[i] as number]
  }
  const badAt = new Set(positions.slice(0, badCount))

  const dateText = (day: Date) => {
    const d = day.getUTCDate()
    const m = day.getUTCMonth() + 1
    const yy = pad(day.getUTCFullYear() % 100)
    const sep = next() < 0.5 ? '.' : '-'
    return next() < 0.5 ? `${d}${sep}${m}${sep}${yy}` : `${pad(d)}${sep}${pad(m)}${sep}${yy}`
  }
  const roomText = (room: string) =>
    pick([room, `Room ${room}`, `${room} DBL sea view`, `Soba ${room}`, ` ${room} `])
  const quote = (cell: string) =>
    cell.includes(separator) || cell.includes('"') ? `"${cell.replaceAll('"', '""')}"` : cell

  const line = (room: string, checkIn: string, checkout: string, guest: string): string => {
    if (format === 'simple') return [room, checkIn, checkout, guest].map(quote).join(separator)
    const cells: string[] = PMS_COLUMNS.map((_, i) => pmsFiller(i, next))
    cells[PMS_COLUMN.room] = room
    cells[PMS_COLUMN.checkIn] = checkIn
    cells[PMS_COLUMN.checkout] = checkout
    cells[PMS_COLUMN.guest] = guest
    return cells.map(quote).join(separator)
  }
  const tooFew = (room: string, checkIn: string) =>
    format === 'simple'
      ? [room, checkIn].join(separator)
      : Array.from({ length: 20 }, (_, i) => (i === 0 ? room : checkIn)).join(separator)

  const out: string[] = []
  if (header) {
    out.push(
      format === 'pms'
        ? PMS_COLUMNS.join(separator)
        : ['Room', 'Check-in', 'Checkout', 'Guest'].join(separator),
    )
  }
  const rows: FastInputRow[] = []
  const bad: FastInputFixture['bad'] = []
  let good = 0
  let badSoFar = 0
  for (let i = 0; i < options.lines; i++) {
    const lineNo = out.length + 1
    const guest = pick(GUESTS)
    if (!badAt.has(i)) {
      // Room by turn; each room's k-th booking starts 4k days after start and lasts 1 to 3
      // nights, so no two good bookings of a room overlap.
      const room = rooms[good % rooms.length] as string
      const checkIn = addDays(start, 4 * Math.floor(good / rooms.length))
      const checkout = addDays(iso(checkIn), 1 + Math.floor(next() * 3))
      out.push(line(roomText(room), dateText(checkIn), dateText(checkout), guest))
      rows.push({
        line: lineNo,
        room,
        checkIn: iso(checkIn),
        checkout: iso(checkout),
        guestName: guest,
      })
      good++
      continue
    }
    let reason = reasons[badSoFar % reasons.length] as FastInputSkipReason
    badSoFar++
    if (reason === 'overlap' && rows.length === 0) reason = 'invalid_date'
    const room = pick(rooms)
    const checkIn = addDays(start, Math.floor(next() * 30))
    const checkout = addDays(iso(checkIn), 2)
    switch (reason) {
      case 'too_few_columns':
        out.push(tooFew(room, dateText(checkIn)))
        break
      case 'empty_room':
        out.push(line(pick(['', '   ']), dateText(checkIn), dateText(checkout), guest))
        break
      case 'no_room_number':
        out.push(
          line(
            pick(['Suite A', 'Apartman Lux', `${room}A`]),
            dateText(checkIn),
            dateText(checkout),
            guest,
          ),
        )
        break
      case 'invalid_date': {
        const wrong = pick(INVALID_DATES)
        out.push(
          next() < 0.5
            ? line(roomText(room), wrong, dateText(checkout), guest)
            : line(roomText(room), dateText(checkIn), wrong, guest),
        )
        break
      }
      case 'checkout_before_checkin':
        out.push(line(roomText(room), dateText(checkout), dateText(checkIn), guest))
        break
      case 'past':
        out.push(line(roomText(room), '1.3.01', '4.3.01', guest))
        break
      case 'overlap': {
        const earlier = pick(rows)
        const from = addDays(earlier.checkIn, 0)
        const to = addDays(earlier.checkout, 1)
        out.push(line(roomText(earlier.room), dateText(from), dateText(to), guest))
        break
      }
    }
    bad.push({ line: lineNo, reason })
  }
  const body = out.join(options.lineEnding ?? '\n') + (options.lineEnding ?? '\n')
  return { text: (options.bom ? '\uFEFF' : '') + body, rows, bad }
}

/** Plausible values for the PMS columns the import does not read. */
function pmsFiller(index: number, next: () => number): string {
  const name = PMS_COLUMNS[index]
  switch (name) {
    case 'Reservation':
      return `R${String(Math.floor(next() * 1e6)).padStart(6, '0')}`
    case 'Status':
      return 'Confirmed'
    case 'Nights':
      return '2'
    case 'Room type':
      return 'DBL'
    case 'Adults':
      return '2'
    case 'Children':
      return '0'
    case 'Country':
      return 'RS'
    case 'Currency':
      return 'EUR'
    case 'Room rate':
    case 'Total':
      return (80 + Math.floor(next() * 120)).toFixed(2)
    case 'Created':
    case 'Modified':
      return '12.12.34 10:15'
    case 'Notes':
      return 'Late arrival; quiet room'
    default:
      return ''
  }
}
