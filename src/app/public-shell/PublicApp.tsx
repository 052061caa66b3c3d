/**
 * The shell of every page that is not the back office: guests' rooms, menus and bookings, the
 * public booking pages, the marketing pages and the 404. A small router (wouter) matches the path
 * against the page table; the page's chunk and catalogs load before it shows. A back-office path
 * (reached by a link) reloads the document, which starts the staff shell instead (main.tsx).
 */
import { Suspense, useEffect, useRef, useState, useTransition } from 'react'
import { usePathname } from 'wouter/use-browser-location'
import { isStaffPath } from '../pwa-scope.ts'
import { handleCatalogs } from '../routes/route-handle.ts'
import { useRouteCatalogs } from '../use-route-catalogs.ts'
import { PageParamsContext } from './nav.tsx'
import { matchPage, type PageRoute } from './page-route.ts'
import '../root-layout.css'

type PublicAppProps = {
  /** The pages, most specific first (`rankRoutes`); the last one matches any path (the 404). */
  ranked: readonly PageRoute[]
}

export function PublicApp({ ranked }: PublicAppProps) {
  const pathname = usePathname()
  // The page shown follows the address in a transition: the current page stays (with the
  // progress bar) while the next one's chunk loads.
  const [shown, setShown] = useState(pathname)
  const [pending, startTransition] = useTransition()
  useEffect(() => {
    if (pathname !== shown) startTransition(() => setShown(pathname))
  }, [pathname, shown])

  const first = useRef(true)
  useEffect(() => {
    if (first.current) first.current = false
    else window.scrollTo(0, 0)
  }, [shown])

  const toStaff = isStaffPath(shown)
  useEffect(() => {
    if (toStaff) window.location.reload()
  }, [toStaff])

  const match = matchPage(ranked, shown)
  const ready = useRouteCatalogs(shown, match ? handleCatalogs(match.route.handle) : [])
  if (toStaff || !match) return null
  const Page = match.route.loaded ?? match.route.Page
  return (
    <>
      {pending ? <div className="route-progress" aria-hidden="true" /> : null}
      {ready ? (
        <PageParamsContext.Provider value={match.params}>
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </PageParamsContext.Provider>
      ) : null}
    </>
  )
}
