import './styles/base.css'
import { I18nProvider } from '@lingui/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { applyAppearance, storedAppearance } from './app/appearance.ts'
import { i18n, loadCatalog, storedLocale } from './app/i18n.ts'
import { catalogForPath, intlLocales } from './app/locale.ts'
import { isStaffPath } from './app/pwa-scope.ts'
import { discoverRoutes, routes } from './app/routes/route-table.tsx'

// The entry is shared by guests and staff: it holds React, the router and Lingui core only.
// Every screen, the staff shell, the sync engine and the service worker are lazy.
applyAppearance(storedAppearance())

const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes })

// Only staff routes link the web app manifest (none in index.html): guests are never offered
// to install the back office. The module that does it loads with the first staff path, so a
// guest's phone never downloads it.
let manifestLink: Promise<(pathname: string) => void> | null = null
function followManifestLink(pathname: string): void {
  if (manifestLink === null && !isStaffPath(pathname)) return
  // A failed load (offline before the chunk was cached) is tried again on the next navigation.
  manifestLink ??= import('./app/pwa/manifest-link.ts').then(
    (m) => m.syncManifestLink,
    (error: unknown) => {
      manifestLink = null
      throw error
    },
  )
  manifestLink
    .then((syncManifestLink) => syncManifestLink(pathname))
    .catch((error: unknown) => console.error('The manifest link failed to load', error))
}
followManifestLink(window.location.pathname)
router.subscribe((state) => followManifestLink(state.location.pathname))

async function start(): Promise<void> {
  const locale = storedLocale()
  try {
    await loadCatalog(locale, catalogForPath(window.location.pathname))
  } catch (error) {
    // A missing catalog (offline, first visit) must not leave a blank page: show the source texts.
    console.error('Catalog failed to load', error)
    i18n.load(locale, {})
    i18n.activate(locale, intlLocales(locale))
  }
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  )
}

start().catch((error: unknown) => console.error('The app failed to start', error))
