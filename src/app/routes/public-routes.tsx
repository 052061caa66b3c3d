import { msg } from '@lingui/core/macro'
import type { RouteObject } from 'react-router'
import { guestOrderingRoutes } from '../../features/guest/routes.tsx'
import {
  guestReservationRoutes,
  publicReservationRoutes,
} from '../../features/guest-reservation/routes.tsx'
import { guestSpaRoutes, publicSpaRoutes } from '../../features/guest-spa/routes.tsx'
import { comingSoon } from './coming-soon.tsx'

/** Marketing and shared pages (spec section 2, "Marketing and shared"). */
export const marketingRoutes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => {
      const { HomePage } = await import('../../features/marketing/HomePage.tsx')
      return { Component: HomePage }
    },
  },
  {
    path: '/trial-expired',
    lazy: async () => {
      const { TrialExpired } = await import('../../features/public/TrialExpired.tsx')
      return { Component: TrialExpired }
    },
  },
]

/**
 * Guest routes: room, menu, table, roomless and profile pages (features/guest), the table
 * booking (features/guest-reservation) and the spa booking (features/guest-spa) are built; the
 * rest are later issues.
 */
export const guestRoutes: RouteObject[] = [
  ...guestOrderingRoutes,
  ...guestReservationRoutes,
  ...guestSpaRoutes,
  comingSoon('/app/hu/info/:rId/:service', msg`Service info`),
]

/** Public pages without login (spec section 2, "Public"). */
export const publicRoutes: RouteObject[] = [
  ...publicSpaRoutes,
  comingSoon('/app/public/review/:surveyId', msg`Review`),
  ...publicReservationRoutes,
  comingSoon('/app/public/mice/:bId/:service', msg`Event planning`),
]
