import { useLingui } from '@lingui/react'
import { intlLocales, parseLocale, type Locale } from './locale.ts'

/** The active product language and the BCP 47 tags to format numbers and dates with. */
export function useActiveLocale(): { locale: Locale; intl: string[] } {
  const { i18n } = useLingui()
  const locale = parseLocale(i18n.locale)
  return { locale, intl: intlLocales(locale) }
}
