import type { Messages } from '@lingui/core'
import type { CatalogName, Locale } from './locale.ts'

type StaffCatalogName = Exclude<
  CatalogName,
  'guest' | 'guest-profile' | 'guest-reservation' | 'guest-spa' | 'guest-info' | 'guest-survey'
>

/** The back office's catalogs (lingui.config.ts), loaded through i18n.ts `loadCatalog`. */
export const staffLoaders: Record<
  StaffCatalogName,
  (locale: Locale) => Promise<{ messages: Messages }>
> = {
  staff: (locale) => import(`../../locales/${locale}/staff.po`),
  'staff-menu': (locale) => import(`../../locales/${locale}/staff-menu.po`),
  'staff-reception': (locale) => import(`../../locales/${locale}/staff-reception.po`),
  'staff-reservations': (locale) => import(`../../locales/${locale}/staff-reservations.po`),
  'staff-tables': (locale) => import(`../../locales/${locale}/staff-tables.po`),
  'staff-tables-locked': (locale) => import(`../../locales/${locale}/staff-tables-locked.po`),
  'staff-history': (locale) => import(`../../locales/${locale}/staff-history.po`),
  'staff-spa-menu': (locale) => import(`../../locales/${locale}/staff-spa-menu.po`),
  'staff-spa': (locale) => import(`../../locales/${locale}/staff-spa.po`),
  'staff-shifts': (locale) => import(`../../locales/${locale}/staff-shifts.po`),
  'staff-status': (locale) => import(`../../locales/${locale}/staff-status.po`),
  'staff-manage': (locale) => import(`../../locales/${locale}/staff-manage.po`),
  'staff-promotions': (locale) => import(`../../locales/${locale}/staff-promotions.po`),
  'staff-settings-legal': (locale) => import(`../../locales/${locale}/staff-settings-legal.po`),
  'staff-info': (locale) => import(`../../locales/${locale}/staff-info.po`),
  'staff-surveys': (locale) => import(`../../locales/${locale}/staff-surveys.po`),
  'staff-analytics': (locale) => import(`../../locales/${locale}/staff-analytics.po`),
  'staff-settings': (locale) => import(`../../locales/${locale}/staff-settings.po`),
}
