import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router'
import { RootLayout } from '../RootLayout.tsx'
import { adminRoutes, guestRoutes, marketingRoutes, publicRoutes } from './public-routes.tsx'

/** The root route's id: the staff routes are patched in under it. */
const ROOT = 'root'

/** The back office's paths (/app/h/*, and its aliases under /app/b/). */
export const isStaffPath = (path: string): boolean => /^\/app\/[hb](\/|$)/.test(path)

/**
 * The spec's route table (section 2): clean paths, every screen lazy. The staff's routes are
 * not in it: `discoverStaffRoutes` adds them on the first navigation to a back-office path, so a
 * guest's phone never downloads the back office's route table.
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
      ...adminRoutes,
      {
        path: '*',
        lazy: async () => {
          const { PageNotFound } = await import('../../features/public/PageNotFound.tsx')
          return { Component: PageNotFound }
        },
      },
    ],
  },
]

let staffRoutes: Promise<RouteObject[]> | null = null

/**
 * The router's `patchRoutesOnNavigation`: a back-office path (which only the 404 splat matches
 * until then) loads the staff route table and adds it, once; the router then matches again.
 */
export const discoverStaffRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isStaffPath(path)) return
  const first = staffRoutes === null
  // A failed load (offline before the chunk was cached) is tried again on the next navigation.
  staffRoutes ??= import('./staff-routes.tsx').then(
    (m) => m.staffRoutes,
    (error: unknown) => {
      staffRoutes = null
      throw error
    },
  )
  const children = await staffRoutes
  if (first) patch(ROOT, children)
}
