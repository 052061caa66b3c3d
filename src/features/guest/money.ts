/** Prices in the hotel's currency, in the guest's language. */
import { formatMoney as formatMoneyIn } from '../../lib/money.ts'
import type { Language } from '../../../sync/protocol/common.ts'

/** BCP 47 tags for the product's languages (srb and cro are not ICU codes). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en', srb: 'sr-Latn', cro: 'hr' }

export function formatMoney(value: number, currency: string, lang: Language): string {
  return formatMoneyIn(value, currency, INTL_LOCALE[lang])
}

export function asLanguage(value: string | undefined | null): Language {
  return value === 'srb' || value === 'cro' ? value : 'en'
}
