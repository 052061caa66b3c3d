/**
 * The spa booking routes, for the route table. Each page is its own lazy chunk; their texts are
 * in the `guest-spa` catalog; the parts they share with the table booking (contact fields, slots,
 * the sent popup, the closed page) load with their `guest-reservation` texts (lazy-parts.ts).
 *   /app/hu/spa/:rId/:service       GuestSpa   (HotelUserSpa)
 *   /app/hu/d/spa/:rId/:service     GuestSpaDemo (its demo: booking answers orderDisabled)
 *   /app/public/spa/:bId/:service   PublicSpa  (PublicUserSpa)
 */
import { pageRoute, type PageRoute } from '../../app/public-shell/page-route.ts'

const handle = { catalog: 'guest-spa' } as const

export const guestSpaRoutes: PageRoute[] = [
  pageRoute(
    '/app/hu/spa/:rId/:service',
    async () => (await import('./GuestSpa.tsx')).GuestSpa,
    handle,
  ),
  pageRoute(
    '/app/hu/d/spa/:rId/:service',
    async () => (await import('./GuestSpaDemo.tsx')).GuestSpaDemo,
    handle,
  ),
]

export const publicSpaRoutes: PageRoute[] = [
  pageRoute(
    '/app/public/spa/:bId/:service',
    async () => (await import('./PublicSpa.tsx')).PublicSpa,
    handle,
  ),
]
