import { i18n, type Messages } from '@lingui/core'
import {
  DEFAULT_LOCALE,
  LANG_KEY,
  intlLocales,
  parseLocale,
  type CatalogName,
  type Locale,
} from './locale.ts'

export { i18n }
export { LOCALES, type CatalogName, type Locale } from './locale.ts'

type CatalogModule = { messages: Messages }
type GuestCatalogName =
  'guest' | 'guest-profile' | 'guest-reservation' | 'guest-spa' | 'guest-info' | 'guest-survey'

/**
 * The guest pages' catalogs load from here; the back office's from staff-catalogs.ts, a chunk
 * of its own, so this entry module (shared with the guests' phones) does not carry the
 * staff's catalog table.
 */
const guestLoaders: Record<GuestCatalogName, (locale: Locale) => Promise<CatalogModule>> = {
  guest: (locale) => import(`../../locales/${locale}/guest.po`),
  'guest-profile': (locale) => import(`../../locales/${locale}/guest-profile.po`),
  'guest-reservation': (locale) => import(`../../locales/${locale}/guest-reservation.po`),
  'guest-spa': (locale) => import(`../../locales/${locale}/guest-spa.po`),
  'guest-info': (locale) => import(`../../locales/${locale}/guest-info.po`),
  'guest-survey': (locale) => import(`../../locales/${locale}/guest-survey.po`),
}

const isGuestCatalog = (catalog: CatalogName): catalog is GuestCatalogName =>
  catalog in guestLoaders

function loadMessages(catalog: CatalogName, locale: Locale): Promise<CatalogModule> {
  if (isGuestCatalog(catalog)) return guestLoaders[catalog](locale)
  return import('./staff-catalogs.ts').then(({ staffLoaders }) => staffLoaders[catalog](locale))
}

const loaded = new Set<string>()
const wanted = new Set<CatalogName>()
/** The language picked on this page with the language picker, if any (changeLocale). */
let chosen: Locale | null = null

function readStoredLocale(): Locale {
  try {
    return parseLocale(localStorage.getItem(LANG_KEY))
  } catch {
    return DEFAULT_LOCALE
  }
}

/** The language the user chose (localStorage `lang`, default en). */
export function storedLocale(): Locale {
  return readStoredLocale()
}

async function ensureLoaded(locale: Locale, catalog: CatalogName): Promise<void> {
  const key = `${locale}:${catalog}`
  if (loaded.has(key)) return
  const { messages } = await loadMessages(catalog, locale)
  addMessages(locale, messages)
  loaded.add(key)
}

type SilentLoad = { _load?: (locale: string, messages: Messages) => void }

/**
 * Merges a catalog's messages without Lingui's "change" event. `i18n.load` emits it, and every
 * component that shows a text re-renders: a screen opened from the side bar re-rendered the whole
 * screen it was leaving (every order card of the board) for texts only the next screen uses.
 * Nothing needs the event: whoever loads a catalog awaits it before it renders the texts (the
 * route's lazy load, the root layout, a lazy panel), and a change of language activates, which
 * emits. Lingui is pinned (STACK-NOTES); i18n.test.ts fails if its private `_load` changes.
 */
export function addMessages(locale: Locale, messages: Messages): void {
  const silent = (i18n as unknown as SilentLoad)._load
  if (typeof silent === 'function') silent.call(i18n, locale, messages)
  else i18n.load(locale, messages)
}

/**
 * Loads one catalog (staff or guest) for a language and activates that language. Catalogs of the
 * same language are merged, so a page may load both. Guest pages call `loadCatalog(locale, 'guest')`.
 */
export async function loadCatalog(locale: Locale, catalog: CatalogName): Promise<void> {
  wanted.add(catalog)
  await ensureLoaded(locale, catalog)
  // A language the person picked meanwhile (changeLocale) wins over a load that was asked for
  // before, such as the stay's language arriving after the guest chose English.
  if (chosen !== null && chosen !== locale) {
    await ensureLoaded(chosen, catalog)
    return
  }
  if (i18n.locale !== locale) {
    i18n.activate(locale, intlLocales(locale))
    document.documentElement.lang = htmlLang(locale)
  }
}

/** Loads one more catalog for the language in use (texts a lazy part brings with it). */
export function loadActiveCatalog(catalog: CatalogName): Promise<void> {
  return loadCatalog(i18n.locale ? parseLocale(i18n.locale) : readStoredLocale(), catalog)
}

export function isCatalogLoaded(locale: Locale, catalog: CatalogName): boolean {
  return loaded.has(`${locale}:${catalog}`)
}

/** Switches the interface language: stores it, loads every catalog in use, then activates it. */
export async function changeLocale(locale: Locale): Promise<void> {
  chosen = locale
  try {
    localStorage.setItem(LANG_KEY, locale)
  } catch {
    // Storage may be unavailable (private mode); the language still changes for this page.
  }
  await Promise.all([...wanted].map((catalog) => ensureLoaded(locale, catalog)))
  i18n.activate(locale, intlLocales(locale))
  document.documentElement.lang = htmlLang(locale)
}

/** The lang attribute of <html> for a locale. */
export function htmlLang(locale: Locale): string {
  return intlLocales(locale)[0] ?? 'en'
}
