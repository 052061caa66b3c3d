import type { DocumentLang } from './texts.ts'

/** `srb` and `cro` are not ICU codes: Intl gets the locales they stand for. */
const LOCALE: Record<DocumentLang, string> = { en: 'en-GB', srb: 'sr-Latn-RS', cro: 'hr-HR' }

/** Currency symbols the settings offer, by their ISO code (as src/lib/money.ts reads them). */
const ISO_OF_SYMBOL: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', '₹': 'INR' }

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

export interface Formatters {
  money(amount: number): string
  /** A calendar date ('2026-11-23' is that day wherever the server runs) or an instant's date. */
  date(iso: string): string
  dateTime(iso: string): string
  /** A percent's number: 20, 9,5 (up to 2 decimals, the locale's separator). */
  percent(value: number): string
}

/**
 * Money in the business currency with two decimals, in the document's locale: an ISO code or a
 * symbol standing for one the way the locale writes it (€7.50, 7,50 €, 950,00 RSD), anything
 * else after the number. Instants are shown in `timeZone` (the server's when not given).
 */
export function formatters(lang: DocumentLang, currency: string, timeZone?: string): Formatters {
  const locale = LOCALE[lang]
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 }
  const iso = ISO_OF_SYMBOL[currency] ?? currency
  let money: Intl.NumberFormat | undefined
  if (/^[A-Z]{3}$/.test(iso)) {
    try {
      money = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: iso,
        currencyDisplay: iso === 'RSD' ? 'code' : 'narrowSymbol',
        ...digits,
      })
    } catch {
      // not a currency Intl knows: written after the number
    }
  }
  const number = new Intl.NumberFormat(locale, digits)
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  const zone = timeZone ? { timeZone } : {}
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...zone })
  const calendarDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const moment = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...zone,
  })
  return {
    money: (amount) =>
      money ? money.format(amount) : `${number.format(amount)} ${currency}`.trimEnd(),
    date: (value) => (DATE_ONLY.test(value) ? calendarDay : day).format(new Date(value)),
    dateTime: (value) => moment.format(new Date(value)),
    percent: (value) => `${rate.format(value)} %`,
  }
}
