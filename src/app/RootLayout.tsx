import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router'
import { handleCatalogs } from './routes/route-handle.ts'
import { useRouteCatalogs } from './use-route-catalogs.ts'
import './root-layout.css'

/** Root of every back-office page: scroll to top on navigation, catalogs, a thin progress bar. */
export function RootLayout() {
  const { pathname } = useLocation()
  const requested = useMatches().flatMap((m) => handleCatalogs(m.handle))
  const ready = useRouteCatalogs(pathname, requested)
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
