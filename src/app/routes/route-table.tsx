import type { RouteObject } from 'react-router'
import { RootLayout } from '../RootLayout.tsx'
import { adminRoutes, guestRoutes, marketingRoutes, publicRoutes } from './public-routes.tsx'
import { staffRoutes } from './staff-routes.tsx'

/** The spec's route table (section 2): clean paths, every screen lazy. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Client-only app: nothing to show while the first lazy route loads.
    HydrateFallback: () => null,
    children: [
      ...marketingRoutes,
      ...staffRoutes,
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
