/**
 * The guests screen's report as a CSV file Excel opens as it is: UTF-8 with a byte-order mark,
 * CRLF line ends, cells quoted when they hold the separator, a quote or a line break. The
 * separator and the decimal mark follow the report's language as Excel's regional settings do:
 * `en` comma and point (1234.50), `srb` and `cro` semicolon and comma (1234,50). Text cells that
 * a spreadsheet would run as a formula (starting with = + - @) get a leading apostrophe.
 */

export const REPORT_LANGS = ['en', 'srb', 'cro'] as const
export type ReportLang = (typeof REPORT_LANGS)[number]

/** A cell: text, a whole number, or money (two decimals, no currency sign). */
export type Cell = string | number | { money: number } | null

const TEXTS = {
  total: { en: 'Total', srb: 'Ukupno', cro: 'Ukupno' },
  date: { en: 'Date', srb: 'Datum', cro: 'Datum' },
  time: { en: 'Time', srb: 'Vreme', cro: 'Vrijeme' },
  order: { en: 'Order', srb: 'Porudžbina', cro: 'Narudžba' },
  status: { en: 'Status', srb: 'Status', cro: 'Status' },
  origin: { en: 'Origin', srb: 'Poreklo', cro: 'Podrijetlo' },
  room: { en: 'Room', srb: 'Soba', cro: 'Soba' },
  table: { en: 'Table', srb: 'Sto', cro: 'Stol' },
  guest: { en: 'Guest', srb: 'Gost', cro: 'Gost' },
  payment: { en: 'Payment', srb: 'Plaćanje', cro: 'Plaćanje' },
  items: { en: 'Items', srb: 'Stavke', cro: 'Stavke' },
  amount: { en: 'Total ({currency})', srb: 'Iznos ({currency})', cro: 'Iznos ({currency})' },
  period: { en: 'Period', srb: 'Period', cro: 'Razdoblje' },
  orders: { en: 'Orders', srb: 'Porudžbine', cro: 'Narudžbe' },
  revenue: { en: 'Revenue ({currency})', srb: 'Prihod ({currency})', cro: 'Prihod ({currency})' },
  reservation: { en: 'Reservation', srb: 'Rezervacija', cro: 'Rezervacija' },
  name: { en: 'Name', srb: 'Ime', cro: 'Ime' },
  people: { en: 'Guests', srb: 'Broj gostiju', cro: 'Broj gostiju' },
} satisfies Record<string, Record<ReportLang, string>>

export type ReportTextKey = keyof typeof TEXTS

export function reportText(
  lang: ReportLang,
  key: ReportTextKey,
  values: Record<string, string> = {},
): string {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

const FORMULA_START = /^[=+\-@\t\r]/

function cellText(cell: Cell, decimal: string): string {
  if (cell === null) return ''
  if (typeof cell === 'number') return String(cell)
  if (typeof cell === 'object') return cell.money.toFixed(2).replace('.', decimal)
  return FORMULA_START.test(cell) ? `'${cell}` : cell
}

function quoted(text: string, separator: string): string {
  const needs = text.includes(separator) || /["\r\n]/.test(text)
  return needs ? `"${text.replace(/"/g, '""')}"` : text
}

/** The file's bytes: BOM, one line per row, CRLF. */
export function csvFile(rows: readonly (readonly Cell[])[], lang: ReportLang): Buffer {
  const separator = lang === 'en' ? ',' : ';'
  const decimal = lang === 'en' ? '.' : ','
  const lines = rows.map((row) =>
    row.map((cell) => quoted(cellText(cell, decimal), separator)).join(separator),
  )
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8')
}
