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
  comingSoon('/news', msg`News`),
  comingSoon('/product/guest-requests', msg`Guest requests`),
  comingSoon('/product/guest-profiles', msg`Guest profiles`),
  comingSoon('/product/promotions-and-discounts', msg`Promotions and discounts`),
  comingSoon('/product/in-house-operations', msg`In-house operations`),
  comingSoon('/success/*', msg`Success story`),
  comingSoon('/legal/:type', msg`Legal`),
  comingSoon('/terms-of-service', msg`Terms of service`),
  comingSoon('/app/register', msg`Business registration`),
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

/** Admin routes: unguarded in the route table (spec section 2). */
export const adminRoutes: RouteObject[] = [
  comingSoon('/app/admin/register', msg`Admin: register a business`),
  comingSoon('/app/admin/editspa/:bId/:service', msg`Admin: edit spa`),
  comingSoon('/app/admin/editmenu/:bId', msg`Admin: edit menu`),
  comingSoon('/app/admin/main', msg`Admin`),
  comingSoon('/app/admin/edittable/:bId/:service', msg`Admin: edit tables`),
  comingSoon('/app/admin/editRooms/:bId', msg`Admin: edit rooms`),
]
