/**
 * The back office's app: react-router's data router over the staff's and the admin's routes
 * (/app/h/*, /app/b/*, /app/admin/*). main.tsx loads it only on those paths, so a guest's phone
 * never downloads it. A link out of the back office (the home page, a guest page) reloads the
 * document, which starts the public shell.
 */
import { useEffect } from 'react'
import { createBrowserRouter, useLocation, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { PageNotFound } from '../features/public/PageNotFound.tsx'
import { syncManifestLink } from './pwa/manifest-link.ts'
import { isStaffPath } from './pwa-scope.ts'
import { RootLayout } from './RootLayout.tsx'
import type { RouteHandle } from './routes/route-handle.ts'
import { staffRoutes } from './routes/staff-routes.tsx'

/** A back-office path that does not exist: the 404; any other path: the public shell's. */
function OutsideOrNotFound() {
  const { pathname } = useLocation()
  const outside = !isStaffPath(pathname)
  useEffect(() => {
    if (outside) window.location.reload()
  }, [outside])
  return outside ? null : <PageNotFound />
}

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // Client-only app: nothing to show while the first lazy route loads.
    HydrateFallback: () => null,
    children: [
      ...staffRoutes,
      {
        path: '*',
        handle: { catalog: 'staff' } satisfies RouteHandle,
        Component: OutsideOrNotFound,
      },
    ],
  },
]

export function createStaffApp() {
  const router = createBrowserRouter(routes)
  // Only staff routes link the web app manifest (none in index.html): guests are never offered
  // to install the back office.
  syncManifestLink(window.location.pathname)
  router.subscribe((state) => syncManifestLink(state.location.pathname))
  return function StaffApp() {
    return <RouterProvider router={router} />
  }
}
