/**
 * Formats an amount with two decimals in the reader's locale, followed by the business currency
 * as the business wrote it (RSD, EUR, $, € …: not always an ISO code, so not Intl's currency style).
 */
export function formatMoney(amount: number, currency: string, locales: readonly string[]): string {
  const number = new Intl.NumberFormat([...locales], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)
  return currency ? `${number} ${currency}` : number
}
