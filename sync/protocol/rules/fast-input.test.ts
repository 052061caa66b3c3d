import { describe, expect, it } from 'vitest'
import {
  FAST_INPUT_SKIP_REASONS,
  PMS_COLUMN,
  PMS_COLUMNS,
  parseFastInput,
  parseFastInputDate,
  roomNumberOf,
  splitCells,
  summarizeSkips,
} from './fast-input.ts'

/** A format-2 line: 37 tab-separated cells with the four the import reads. */
function pms(room: string, arrival: string, departure: string, guest = 'Ana Petrović', sep = '\t') {
  const cells: string[] = PMS_COLUMNS.map(() => 'x')
  cells[PMS_COLUMN.room] = room
  cells[PMS_COLUMN.checkIn] = arrival
  cells[PMS_COLUMN.checkout] = departure
  cells[PMS_COLUMN.guest] = guest
  return cells.join(sep)
}

const reasons = (text: string, today?: Date) =>
  parseFastInput(text, today).skipped.map((s) => [s.line, s.reason])

describe('fast-input dates (spec section 5: d.m.yy, dots or dashes, 20yy)', () => {
  it.each([
    ['1.2.26', '2026-02-01'],
    ['01.02.26', '2026-02-01'],
    ['1-2-26', '2026-02-01'],
    ['31-12-99', '2099-12-31'],
    ['5.10.00', '2000-10-05'],
    ['29.02.28', '2028-02-29'],
    [' 7.3.26 ', '2026-03-07'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseFastInputDate(text)).toBe(iso)
  })
  it.each([
    ['no such day', '31.02.26'],
    ['29 February of a common year', '29.02.27'],
    ['day 0', '0.1.26'],
    ['day 32', '32.1.26'],
    ['month 13', '1.13.26'],
    ['month 0', '1.0.26'],
    ['four-digit year', '01.02.2026'],
    ['one-digit year', '1.2.6'],
    ['slashes', '1/2/26'],
    ['mixed separators', '1.2-26'],
    ['ISO', '2026-02-01'],
    ['three-digit day', '001.2.26'],
    ['with a time', '1.2.26 14:00'],
    ['empty', ''],
    ['words', 'tomorrow'],
  ])('rejects %s (%s)', (_, text) => {
    expect(parseFastInputDate(text)).toBeNull()
  })
})

describe('room number (spec section 5: the first space-separated all-digit word)', () => {
  it.each([
    ['101', '101'],
    ['Room 101 sea view', '101'],
    ['Soba 12 2 kreveta', '12'],
    ['101A 102', '102'],
    ['  0101   DBL', '0101'],
    ['Suite A', ''],
    ['101-A', ''],
    ['', ''],
  ])('%j -> %j', (cell, room) => {
    expect(roomNumberOf(cell)).toBe(room)
  })
})

describe('CSV cells', () => {
  it('keeps separators inside quotes and unescapes doubled quotes', () => {
    expect(splitCells('101,"Marković, Ana","Maria ""Mia"" Rossi",x', ',')).toEqual([
      '101',
      'Marković, Ana',
      'Maria "Mia" Rossi',
      'x',
    ])
  })
  it('reads an unclosed quote to the end of the line, and a quote inside a cell as text', () => {
    expect(splitCells('a;"b;c', ';')).toEqual(['a', 'b;c'])
    expect(splitCells('O\'Brien;O"Neil;z', ';')).toEqual(["O'Brien", 'O"Neil', 'z'])
    expect(splitCells(' "a;b" ;c', ';')).toEqual(['a;b ', 'c'])
  })
})

describe('parseFastInput, format 1 (simple)', () => {
  it('reads room, check-in, checkout and guest with semicolons', () => {
    const preview = parseFastInput(
      'Room 101 sea view;1.2.26;03.02.26;Ana Petrović\n102;5-2-26;7-2-26\n',
    )
    expect(preview.format).toBe('simple')
    expect(preview.separator).toBe(';')
    expect(preview.rows).toEqual([
      {
        line: 1,
        room: '101',
        checkIn: '2026-02-01',
        checkout: '2026-02-03',
        guestName: 'Ana Petrović',
      },
      { line: 2, room: '102', checkIn: '2026-02-05', checkout: '2026-02-07' },
    ])
    expect(preview.skipped).toEqual([])
  })

  it('detects tab and comma, with a quoted name holding the separator', () => {
    const tab = parseFastInput('101\t1.2.26\t3.2.26\tAna\n')
    expect([tab.format, tab.separator, tab.rows.length]).toEqual(['simple', '\t', 1])
    const comma = parseFastInput('101,1.2.26,3.2.26,"Petrović, Ana"\n102,1.2.26,3.2.26,Marko\n')
    expect(comma.separator).toBe(',')
    expect(comma.rows.map((r) => r.guestName)).toEqual(['Petrović, Ana', 'Marko'])
  })

  it('skips a header line without reporting it, and ignores blank lines', () => {
    const preview = parseFastInput('Room;Check-in;Checkout;Guest\n\n   \n101;1.2.26;3.2.26\n\n')
    expect(preview.rows.map((r) => r.line)).toEqual([4])
    expect(preview.skipped).toEqual([])
  })

  it('accepts a BOM and Windows line endings', () => {
    const preview = parseFastInput('\uFEFF101;1.2.26;3.2.26;Ana\r\n102;1.2.26;3.2.26;Marko\r\n')
    expect(preview.rows.map((r) => [r.room, r.guestName])).toEqual([
      ['101', 'Ana'],
      ['102', 'Marko'],
    ])
  })

  it('skips each bad line with its reason and line number', () => {
    const text = [
      '101;1.2.26;3.2.26', // 1 ok
      '102;1.2.26', // 2 too few columns
      ' ;1.2.26;3.2.26', // 3 empty room
      'Suite A;1.2.26;3.2.26', // 4 no all-digit word
      '103;31.02.26;3.3.26', // 5 no such day
      '104;1.2.2026;3.2.26', // 6 four-digit year
      '105;5.2.26;3.2.26', // 7 checkout before check-in
      '101;2.2.26;4.2.26', // 8 overlaps line 1
      '101;3.2.26;5.2.26', // 9 back to back with line 1: fine
      '106;1.2.26;1.2.26', // 10 day use: fine
      '106;1-2-26;2-2-26', // 11 overlaps the day use
    ].join('\n')
    const preview = parseFastInput(text)
    expect(preview.rows.map((r) => r.line)).toEqual([1, 9, 10])
    expect(reasons(text)).toEqual([
      [2, 'too_few_columns'],
      [3, 'empty_room'],
      [4, 'no_room_number'],
      [5, 'invalid_date'],
      [6, 'invalid_date'],
      [7, 'checkout_before_checkin'],
      [8, 'overlap'],
      [11, 'overlap'],
    ])
    expect(preview.skipped[0]?.text).toBe('102;1.2.26')
  })

  it('overlap is per room and against kept lines only', () => {
    const text = [
      '101;1.2.26;5.2.26',
      '102;1.2.26;5.2.26',
      '101;4.2.26;9.2.26',
      '101;5.2.26;9.2.26',
    ].join('\n')
    expect(parseFastInput(text).rows.map((r) => r.line)).toEqual([1, 2, 4])
    expect(reasons(text)).toEqual([[3, 'overlap']])
  })

  it('skips bookings already over when today is given (its local day)', () => {
    const text = '101;1.2.26;3.2.26\n102;1.2.26;4.2.26\n103;1.2.26;5.2.26\n'
    const today = new Date(2026, 1, 4, 23, 30)
    expect(reasons(text, today)).toEqual([[1, 'past']])
    expect(parseFastInput(text).skipped).toEqual([])
  })

  it('cuts the shown text to 80 characters', () => {
    const long = `101;1.2.26;31.2.26;${'x'.repeat(200)}`
    const [skip] = parseFastInput(long).skipped
    expect(skip?.text).toHaveLength(80)
    expect(skip?.text.endsWith('…')).toBe(true)
  })

  it('an empty text, or one without 3 columns anywhere, is unknown', () => {
    expect(parseFastInput('')).toEqual({
      format: 'unknown',
      separator: null,
      rows: [],
      skipped: [],
    })
    expect(parseFastInput('\n \r\n')).toEqual({
      format: 'unknown',
      separator: null,
      rows: [],
      skipped: [],
    })
    const garbage = parseFastInput('hello\n\nworld 101 1.2.26\n')
    expect(garbage.format).toBe('unknown')
    expect(garbage.skipped).toEqual([
      { line: 1, reason: 'too_few_columns', text: 'hello' },
      { line: 3, reason: 'too_few_columns', text: 'world 101 1.2.26' },
    ])
  })
})

describe('parseFastInput, format 2 (pms, 37 columns)', () => {
  it('reads room, arrival, departure and guest from their columns, skipping the header', () => {
    const text = [
      PMS_COLUMNS.join('\t'),
      pms('101 DBL', '1.2.26', '3.2.26', 'Ana Petrović'),
      pms('Room 102', '01-02-26', '04-02-26', ''),
    ].join('\r\n')
    const preview = parseFastInput(text)
    expect([preview.format, preview.separator]).toEqual(['pms', '\t'])
    expect(preview.rows).toEqual([
      {
        line: 2,
        room: '101',
        checkIn: '2026-02-01',
        checkout: '2026-02-03',
        guestName: 'Ana Petrović',
      },
      { line: 3, room: '102', checkIn: '2026-02-01', checkout: '2026-02-04' },
    ])
    expect(preview.skipped).toEqual([])
  })

  it('semicolons with a quoted cell; fewer than 37 columns is too few', () => {
    const full = pms('101', '1.2.26', '3.2.26', '"Petrović; Ana"', ';')
    const short36 = full.split(';').slice(0, 36).join(';')
    const short20 = full.split(';').slice(0, 20).join(';')
    const text = [full, short36, short20, pms('102', '1.2.26', '3.2.26', 'x', ';')].join('\n')
    const preview = parseFastInput(text)
    expect(preview.format).toBe('pms')
    expect(preview.rows.map((r) => [r.line, r.guestName])).toEqual([
      [1, 'Petrović; Ana'],
      [4, 'x'],
    ])
    expect(reasons(text)).toEqual([
      [2, 'too_few_columns'],
      [3, 'too_few_columns'],
    ])
  })

  it('a line of 37 or more columns is a booking even with extra columns', () => {
    const text = `${pms('101', '1.2.26', '3.2.26')}\tmore\tcells`
    expect(parseFastInput(text).rows).toHaveLength(1)
  })

  it('applies the same room and date rules', () => {
    const text = [
      pms('', '1.2.26', '3.2.26'),
      pms('Apartman Lux', '1.2.26', '3.2.26'),
      pms('101', '1.2.26', '31.4.26'),
      pms('101', '3.2.26', '1.2.26'),
      pms('101', '1.2.26', '3.2.26'),
      pms('101 DBL', '2.2.26', '3.2.26'),
    ].join('\n')
    expect(reasons(text)).toEqual([
      [1, 'empty_room'],
      [2, 'no_room_number'],
      [3, 'invalid_date'],
      [4, 'checkout_before_checkin'],
      [6, 'overlap'],
    ])
  })
})

describe('summarizeSkips', () => {
  it('counts every reason, 0 for those that did not occur', () => {
    const preview = parseFastInput('101;1.2.26\n;1.2.26;3.2.26\n102;1.2.26\n103;1.2.26;3.2.26\n')
    const counts = summarizeSkips(preview)
    expect(Object.keys(counts)).toEqual([...FAST_INPUT_SKIP_REASONS])
    expect(counts).toMatchObject({ too_few_columns: 2, empty_room: 1, invalid_date: 0, overlap: 0 })
  })
})

describe('a 300-line file with 20 bad lines (issue 7)', () => {
  it('imports 280 and names the 20 skipped lines', () => {
    const bad: [number, string, string][] = [
      [15, '101;3.1.26', 'too_few_columns'],
      [30, ';3.1.26;5.1.26', 'empty_room'],
      [45, 'Suite A;3.1.26;5.1.26', 'no_room_number'],
      [60, '101;31.02.26;5.3.26', 'invalid_date'],
      [75, '101;3.1.2026;5.1.26', 'invalid_date'],
      [90, '101;3/1/26;5/1/26', 'invalid_date'],
      [105, '101;9.1.26;5.1.26', 'checkout_before_checkin'],
    ]
    const lines: string[] = []
    const expected: [number, string][] = []
    for (let line = 1; line <= 300; line++) {
      if (line % 15 === 0) {
        const [, text, reason] = bad[(line / 15 - 1) % bad.length] ?? [0, '', '']
        // The overlap case: a copy of the line before, same room and dates.
        lines.push(line === 300 ? (lines[298] ?? '') : text)
        expected.push([line, line === 300 ? 'overlap' : reason])
        continue
      }
      // Room 100 + line, every stay 2 nights from a day of January or February 2027.
      const day = 1 + (line % 27)
      const sep = line % 2 ? '.' : '-'
      lines.push(
        `Room ${100 + line} sea view;${day}${sep}1${sep}27;${day + 2}${sep}1${sep}27;Guest ${line}`,
      )
    }
    const preview = parseFastInput(lines.join('\r\n'))
    expect(preview.rows).toHaveLength(280)
    expect(preview.rows[0]).toEqual({
      line: 1,
      room: '101',
      checkIn: '2027-01-02',
      checkout: '2027-01-04',
      guestName: 'Guest 1',
    })
    expect(preview.skipped.map((s) => [s.line, s.reason])).toEqual(expected)
    expect(summarizeSkips(preview)).toMatchObject({ too_few_columns: 3, overlap: 1 })
  })
})
