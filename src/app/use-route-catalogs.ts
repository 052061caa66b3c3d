import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { isCatalogLoaded, loadCatalog } from './i18n.ts'
import { catalogsForRoute, parseLocale, type CatalogName } from './locale.ts'

/**
 * Loads the catalogs a page needs (its path's and the ones its route asks for) in the active
 * language; true once they are all in, so the page never shows its source texts first.
 */
export function useRouteCatalogs(pathname: string, requested: readonly CatalogName[]): boolean {
  const { i18n } = useLingui()
  const locale = parseLocale(i18n.locale)
  const catalogs = catalogsForRoute(pathname, requested)
  const key = catalogs.join(',')
  const ready = catalogs.every((c) => isCatalogLoaded(locale, c))
  const [, setLoadedKey] = useState('')

  useEffect(() => {
    if (ready) return
    let live = true
    const names = key.split(',') as CatalogName[]
    Promise.all(names.map((c) => loadCatalog(locale, c)))
      .then(() => {
        if (live) setLoadedKey(`${locale}:${key}`)
      })
      .catch((error: unknown) => console.error('Catalog failed to load', error))
    return () => {
      live = false
    }
  }, [ready, key, locale])

  return ready
}
