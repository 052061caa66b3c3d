/** Prices in the hotel's currency, in the guest's language. */
import type { Language } from '../../../sync/protocol/common.ts'

/** BCP 47 tags for the product's languages (srb and cro are not ICU codes). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en', srb: 'sr-Latn', cro: 'hr' }

const ISO_OF_SYMBOL: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', '₹': 'INR' }

export function asLanguage(value: string | undefined | null): Language {
  return value === 'srb' || value === 'cro' ? value : 'en'
}

export function formatMoney(value: number, currency: string, lang: Language): string {
  const locale = INTL_LOCALE[lang]
  const iso = ISO_OF_SYMBOL[currency] ?? currency
  if (/^[A-Z]{3}$/.test(iso)) {
    try {
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: iso,
        currencyDisplay: iso === 'RSD' ? 'code' : 'narrowSymbol',
      }).format(value)
    } catch {
      // an unknown code: fall through to the plain number
    }
  }
  const amount = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value)
  return currency ? `${amount} ${currency}` : amount
}
