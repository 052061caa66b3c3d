import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router'
import { isCatalogLoaded, loadCatalog } from './i18n.ts'
import { catalogsForRoute, parseLocale } from './locale.ts'
import { handleCatalogs } from './routes/route-handle.ts'
import './root-layout.css'

/** Loads the catalogs the current route needs (staff or guest) before showing it. */
function useRouteCatalogs(): boolean {
  const { pathname } = useLocation()
  const matches = useMatches()
  const { i18n } = useLingui()
  const locale = parseLocale(i18n.locale)
  const requested = matches.flatMap((m) => handleCatalogs(m.handle))
  const catalogs = catalogsForRoute(pathname, requested)
  const key = catalogs.join(',')
  const ready = catalogs.every((c) => isCatalogLoaded(locale, c))
  const [, setLoadedKey] = useState('')

  useEffect(() => {
    if (ready) return
    let live = true
    const names = key.split(',') as typeof catalogs
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

/** Root of every page: scroll to top on navigation, catalogs, a thin progress bar. */
export function RootLayout() {
  const ready = useRouteCatalogs()
  const navigation = useNavigation()
  return (
    <>
      <ScrollRestoration />
      {navigation.state === 'loading' ? (
        <div className="route-progress" aria-hidden="true" />
      ) : null}
      {ready ? <Outlet /> : null}
    </>
  )
}
