import './styles/base.css'
import { I18nProvider } from '@lingui/react'
import { StrictMode, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { applyAppearance, storedAppearance } from './app/appearance.ts'
import { i18n, loadCatalog, storedLocale } from './app/i18n.ts'
import { catalogForPath, intlLocales } from './app/locale.ts'
import { isStaffPath } from './app/pwa-scope.ts'

// The entry is shared by guests and staff: React and Lingui core. The public shell (a small
// router and the page table, preloaded by index.html's inline script outside the back office),
// the back office's app (its router, the staff shell, the sync engine, the service worker) and
// every page are lazy.
applyAppearance(storedAppearance())

async function app(pathname: string): Promise<ComponentType> {
  if (!isStaffPath(pathname)) {
    const shell = await import('./app/public-shell/PublicPages.tsx')
    // The page's chunk loads beside the catalog, not after it.
    await shell.preloadPage(pathname)
    return shell.PublicPages
  }
  const { createStaffApp } = await import('./app/staff-app.tsx')
  return createStaffApp()
}

async function start(): Promise<void> {
  const { pathname } = window.location
  const locale = storedLocale()
  const App = app(pathname)
  try {
    await loadCatalog(locale, catalogForPath(pathname))
  } catch (error) {
    // A missing catalog (offline, first visit) must not leave a blank page: show the source texts.
    console.error('Catalog failed to load', error)
    i18n.load(locale, {})
    i18n.activate(locale, intlLocales(locale))
  }
  const Root = await App
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <Root />
      </I18nProvider>
    </StrictMode>,
  )
}

start().catch((error: unknown) => console.error('The app failed to start', error))
