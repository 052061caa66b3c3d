import { numberFormat } from './intl-cache.ts'

/** Currency symbols the settings offer, by their ISO code. */
const ISO_OF_SYMBOL: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', '₹': 'INR' }

/**
 * An amount in the business currency, in the reader's locale. A currency that is (or stands for)
 * an ISO code is shown the way the locale writes it (€7.50, 7,50 €, 950,00 RSD); anything else
 * the business typed is written after the number with two decimals.
 */
export function formatMoney(
  amount: number,
  currency: string,
  locales: string | readonly string[],
): string {
  const iso = ISO_OF_SYMBOL[currency] ?? currency
  if (/^[A-Z]{3}$/.test(iso)) {
    try {
      return numberFormat(locales, {
        style: 'currency',
        currency: iso,
        currencyDisplay: iso === 'RSD' ? 'code' : 'narrowSymbol',
      }).format(amount)
    } catch {
      // not a currency Intl knows: written after the number below
    }
  }
  const number = numberFormat(locales, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)
  return currency ? `${number} ${currency}` : number
}
