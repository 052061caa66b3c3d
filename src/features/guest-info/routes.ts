/**
 * The info page routes, for the route table. Each page is its own lazy chunk; their texts are in
 * the `guest-info` catalog.
 *   /app/hu/info/:rId/:service      GuestInfo     (HotelUserInfo)
 *   /app/hu/d/info/:rId/:service    GuestInfoDemo (its demo)
 */
import { pageRoute, type PageRoute } from '../../app/public-shell/page-route.ts'

const handle = { catalog: 'guest-info' } as const

export const guestInfoRoutes: PageRoute[] = [
  pageRoute(
    '/app/hu/info/:rId/:service',
    async () => (await import('./GuestInfo.tsx')).GuestInfo,
    handle,
  ),
  pageRoute(
    '/app/hu/d/info/:rId/:service',
    async () => (await import('./GuestInfoDemo.tsx')).GuestInfoDemo,
    handle,
  ),
]
