/**
 * CSV files Excel opens as they are (the guests report, the analytics chart's points): UTF-8
 * with a byte-order mark, CRLF line ends, cells quoted when they hold the separator, a quote or a
 * line break. The separator and the decimal mark follow the file's language as Excel's regional
 * settings do: `en` comma and point (1234.50), `srb` and `cro` semicolon and comma (1234,50).
 * Text cells that a spreadsheet would run as a formula (starting with = + - @) get a leading
 * apostrophe.
 */

export type CsvLang = 'en' | 'srb' | 'cro'

/** A cell: text, a whole number, or money (two decimals, no currency sign). */
export type CsvCell = string | number | { money: number } | null

const FORMULA_START = /^[=+\-@\t\r]/

function cellText(cell: CsvCell, decimal: string): string {
  if (cell === null) return ''
  if (typeof cell === 'number') return String(cell).replace('.', decimal)
  if (typeof cell === 'object') return cell.money.toFixed(2).replace('.', decimal)
  return FORMULA_START.test(cell) ? `'${cell}` : cell
}

function quoted(text: string, separator: string): string {
  const needs = text.includes(separator) || /["\r\n]/.test(text)
  return needs ? `"${text.replace(/"/g, '""')}"` : text
}

/** The file's text: BOM, one line per row, CRLF. */
export function csvText(rows: readonly (readonly CsvCell[])[], lang: CsvLang): string {
  const separator = lang === 'en' ? ',' : ';'
  const decimal = lang === 'en' ? '.' : ','
  const lines = rows.map((row) =>
    row.map((cell) => quoted(cellText(cell, decimal), separator)).join(separator),
  )
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
