import type { RouteHandle } from './route-handle.ts'
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router'
import { catalogForPath } from '../locale.ts'
import { RootLayout } from '../RootLayout.tsx'
import { guestRoutes, marketingRoutes, publicRoutes } from './public-routes.tsx'

/** The root route's id: the staff routes are patched in under it. */
const ROOT = 'root'

/** The back office's paths (/app/h/*, its aliases under /app/b/, and the admin's /app/admin/*). */
export const isStaffPath = (path: string): boolean => /^\/app\/(h|b|admin)(\/|$)/.test(path)

/**
 * The spec's route table (section 2): clean paths, every screen lazy. The staff's and the
 * admin's routes, and the marketing pages still to come, are not in it: `discoverRoutes` adds
 * them on the first navigation to one of their paths, so a guest's phone never downloads them.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT,
    Component: RootLayout,
    // Client-only app: nothing to show while the first lazy route loads.
    HydrateFallback: () => null,
    children: [
      ...marketingRoutes,
      ...guestRoutes,
      ...publicRoutes,
      {
        path: '*',
        // Its texts are in the staff catalog: a guest path that does not exist (which loads
        // only the guest catalog) shows it in the guest's language too.
        handle: { catalog: 'staff' } satisfies RouteHandle,
        lazy: async () => {
          const { PageNotFound } = await import('../../features/public/PageNotFound.tsx')
          return { Component: PageNotFound }
        },
      },
    ],
  },
]

/** A route table loaded on first use and patched under the root once (a failed load, offline
 * before the chunk was cached, is tried again on the next navigation). */
function lazyTable(load: () => Promise<RouteObject[]>) {
  let table: Promise<RouteObject[]> | null = null
  return async (patch: (routeId: string, children: RouteObject[]) => void): Promise<void> => {
    const first = table === null
    table ??= load().catch((error: unknown) => {
      table = null
      throw error
    })
    const children = await table
    if (first) patch(ROOT, children)
  }
}

const staffTable = lazyTable(async () => (await import('./staff-routes.tsx')).staffRoutes)
const marketingTable = lazyTable(
  async () => (await import('./marketing-later-routes.tsx')).marketingLaterRoutes,
)

/**
 * The router's `patchRoutesOnNavigation`: a back-office path (which only the 404 splat matches
 * until then) loads the staff route table and adds it, once; a path outside the guests' pages
 * loads the marketing pages still to come; the router then matches again.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (isStaffPath(path)) await staffTable(patch)
  else if (catalogForPath(path) !== 'guest') await marketingTable(patch)
}
