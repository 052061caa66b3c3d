import type { RouteObject } from 'react-router'
import type { CatalogName } from '../locale.ts'
import { handleCatalogs } from './route-handle.ts'

/**
 * The routes with each lazy screen loading, beside its code, every catalog its route and the
 * routes above it name in their handles: the navigation commits with all its texts in, so the
 * root layout (which shows a route only once its catalogs are loaded) never takes the page down
 * to wait for one, which would remount the whole back office. The handles are the one list of a
 * screen's catalogs; nothing else repeats them.
 */
export function withRouteTexts(
  routes: readonly RouteObject[],
  loadCatalog: (name: CatalogName) => Promise<unknown>,
  inherited: readonly CatalogName[] = [],
): RouteObject[] {
  return routes.map((route) => {
    const own = handleCatalogs(route.handle).filter((c) => !inherited.includes(c))
    const catalogs = own.length > 0 ? [...inherited, ...own] : inherited
    const next = { ...route } as RouteObject & { children?: RouteObject[] }
    const lazy = route.lazy
    if (typeof lazy === 'function' && catalogs.length > 0) {
      next.lazy = async () => {
        const [screen] = await Promise.all([lazy(), ...catalogs.map((c) => loadCatalog(c))])
        return screen
      }
    }
    if (route.children) next.children = withRouteTexts(route.children, loadCatalog, catalogs)
    return next
  })
}
