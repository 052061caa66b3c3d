/** Pure locale rules of the app (spec: en, srb, cro; English default and fallback). */

export const LOCALES = ['en', 'srb', 'cro'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** localStorage key of the chosen language (spec section 9). */
export const LANG_KEY = 'lang'

export type CatalogName =
  | 'staff'
  | 'staff-menu'
  | 'staff-reception'
  | 'staff-reservations'
  | 'staff-tables'
  | 'staff-tables-locked'
  | 'staff-history'
  | 'staff-spa-menu'
  | 'staff-spa'
  | 'staff-shifts'
  | 'staff-manage'
  | 'staff-promotions'
  | 'staff-settings-legal'
  | 'staff-info'
  | 'staff-surveys'
  | 'staff-analytics'
  | 'staff-settings'
  | 'staff-status'
  | 'guest'
  | 'guest-profile'
  | 'guest-reservation'
  | 'guest-spa'
  | 'guest-info'
  | 'guest-survey'

export function parseLocale(value: string | null | undefined): Locale {
  return LOCALES.find((l) => l === value) ?? DEFAULT_LOCALE
}

/**
 * `srb` and `cro` are not BCP 47 tags: Intl would use English plural rules. These are the tags
 * Lingui formats plurals, dates and numbers with. English is British English: one date and time
 * format per language, on every screen and for guests and staff alike (24-hour clock, "27 Nov
 * 2026", 27/11/2026), as the hotel's other languages write them, not the American "11/27/2026"
 * and "9:30 PM".
 */
export function intlLocales(locale: Locale): string[] {
  switch (locale) {
    case 'srb':
      return ['sr-Latn', 'en']
    case 'cro':
      return ['hr', 'en']
    case 'en':
      return ['en-GB', 'en']
  }
}

const GUEST_PREFIXES = ['/app/hu/', '/app/hur/', '/app/u/', '/app/public/']

/** Guest and public routes load the small guest catalog; everything else the staff one. */
export function catalogForPath(pathname: string): CatalogName {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`
  return GUEST_PREFIXES.some((prefix) => path.startsWith(prefix)) ? 'guest' : 'staff'
}

/** The catalogs a page needs: its path's catalog plus any a matched route asks for. */
export function catalogsForRoute(
  pathname: string,
  requested: readonly (CatalogName | undefined)[],
): CatalogName[] {
  const needed = new Set<CatalogName>([catalogForPath(pathname)])
  for (const catalog of requested) if (catalog) needed.add(catalog)
  return [...needed].sort()
}
