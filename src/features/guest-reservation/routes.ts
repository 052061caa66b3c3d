/**
 * The booking routes, for the route table. Each page is its own lazy chunk; their texts are in
 * the `guest-reservation` catalog, loaded with the guest catalog (RootLayout):
 *   /app/hu/reservation/:rId/:service       GuestReservation   (HotelUserRestaurant)
 *   /app/public/reservation/:bId/:service   PublicReservation  (PublicUserReservation)
 */
import { pageRoute, type PageRoute } from '../../app/public-shell/page-route.ts'

const handle = { catalog: 'guest-reservation' } as const

export const guestReservationRoutes: PageRoute[] = [
  pageRoute(
    '/app/hu/reservation/:rId/:service',
    async () => (await import('./GuestReservation.tsx')).GuestReservation,
    handle,
  ),
]

export const publicReservationRoutes: PageRoute[] = [
  pageRoute(
    '/app/public/reservation/:bId/:service',
    async () => (await import('./PublicReservation.tsx')).PublicReservation,
    handle,
  ),
]
