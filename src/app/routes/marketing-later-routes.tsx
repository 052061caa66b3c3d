import { msg } from '@lingui/core/macro'
import type { RouteObject } from 'react-router'
import { comingSoon } from './coming-soon.tsx'

/**
 * The marketing pages a later issue builds (spec section 2, "Marketing and shared"): patched in
 * on the first visit to a path outside the guests' and the back office's (route-table.tsx), so
 * the guests' phones never download them.
 */
export const marketingLaterRoutes: RouteObject[] = [
  comingSoon('/news', msg`News`),
  comingSoon('/product/guest-requests', msg`Guest requests`),
  comingSoon('/product/guest-profiles', msg`Guest profiles`),
  comingSoon('/product/promotions-and-discounts', msg`Promotions and discounts`),
  comingSoon('/product/in-house-operations', msg`In-house operations`),
  comingSoon('/success/*', msg`Success story`),
  comingSoon('/legal/:type', msg`Legal`),
  comingSoon('/terms-of-service', msg`Terms of service`),
  comingSoon('/app/register', msg`Business registration`),
]
