import { msg } from '@lingui/core/macro'
import { guestOrderingRoutes } from '../../features/guest/routes.ts'
import {
  guestReservationRoutes,
  publicReservationRoutes,
} from '../../features/guest-reservation/routes.ts'
import { guestSpaRoutes, publicSpaRoutes } from '../../features/guest-spa/routes.ts'
import { guestInfoRoutes } from '../../features/guest-info/routes.ts'
import { publicSurveyRoutes } from '../../features/guest-survey/routes.ts'
import { comingSoonPage } from './coming-soon.tsx'
import { pageRoute, rankRoutes, type PageRoute } from './page-route.ts'

/** Marketing and shared pages (spec section 2, "Marketing and shared"). */
export const marketingRoutes: PageRoute[] = [
  pageRoute('/', async () => (await import('../../features/marketing/HomePage.tsx')).HomePage),
  pageRoute(
    '/trial-expired',
    async () => (await import('../../features/public/TrialExpired.tsx')).TrialExpired,
  ),
  comingSoonPage('/news', msg`News`),
  comingSoonPage('/product/guest-requests', msg`Guest requests`),
  comingSoonPage('/product/guest-profiles', msg`Guest profiles`),
  comingSoonPage('/product/promotions-and-discounts', msg`Promotions and discounts`),
  comingSoonPage('/product/in-house-operations', msg`In-house operations`),
  comingSoonPage('/success/*', msg`Success story`),
  comingSoonPage('/legal/:type', msg`Legal`),
  comingSoonPage('/terms-of-service', msg`Terms of service`),
  comingSoonPage('/app/register', msg`Business registration`),
]

/**
 * Guest routes: room, menu, table, roomless and profile pages (features/guest), the table
 * booking (features/guest-reservation), the spa booking (features/guest-spa) and the info pages
 * (features/guest-info) are built; the rest are later issues.
 */
export const guestRoutes: PageRoute[] = [
  ...guestOrderingRoutes,
  ...guestReservationRoutes,
  ...guestSpaRoutes,
  ...guestInfoRoutes,
]

/** Public pages without login (spec section 2, "Public"). */
export const publicRoutes: PageRoute[] = [
  ...publicSpaRoutes,
  ...publicSurveyRoutes,
  ...publicReservationRoutes,
  comingSoonPage('/app/public/mice/:bId/:service', msg`Event planning`),
]

/**
 * Any other path: the 404 page. Its texts are in the staff catalog: a guest path that does not
 * exist (which loads only the guest catalog) shows it in the guest's language too.
 */
export const notFoundRoute: PageRoute = pageRoute(
  '*',
  async () => (await import('../../features/public/PageNotFound.tsx')).PageNotFound,
  { catalog: 'staff' },
)

/** Every public page, most specific first, the 404 last. */
export const publicPages: PageRoute[] = [
  ...rankRoutes([...marketingRoutes, ...guestRoutes, ...publicRoutes]),
  notFoundRoute,
]
