import { csvText, type CsvCell } from '../../sync/protocol/rules/csv.ts'

/**
 * The guests screen's report as a CSV file Excel opens as it is (the rules are
 * sync/protocol/rules/csv.ts, shared with the analytics chart's download).
 */

export const REPORT_LANGS = ['en', 'srb', 'cro'] as const
export type ReportLang = (typeof REPORT_LANGS)[number]

/** A cell: text, a whole number, or money (two decimals, no currency sign). */
export type Cell = CsvCell

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

/** The file's bytes: BOM, one line per row, CRLF (sync/protocol/rules/csv.ts). */
export function csvFile(rows: readonly (readonly Cell[])[], lang: ReportLang): Buffer {
  return Buffer.from(csvText(rows, lang), 'utf8')
}
