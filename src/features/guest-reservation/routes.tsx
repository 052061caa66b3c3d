/**
 * The booking routes, for the route table. Each page is its own lazy chunk; their texts are in
 * the `guest-reservation` catalog, loaded with the guest catalog (RootLayout):
 *   /app/hu/reservation/:rId/:service       GuestReservation   (HotelUserRestaurant)
 *   /app/public/reservation/:bId/:service   PublicReservation  (PublicUserReservation)
 */
import type { RouteObject } from 'react-router'

const handle = { catalog: 'guest-reservation' } as const

export const guestReservationRoutes: RouteObject[] = [
  {
    path: '/app/hu/reservation/:rId/:service',
    handle,
    lazy: async () => {
      const { GuestReservation } = await import('./GuestReservation.tsx')
      return { Component: GuestReservation }
    },
  },
]

export const publicReservationRoutes: RouteObject[] = [
  {
    path: '/app/public/reservation/:bId/:service',
    handle,
    lazy: async () => {
      const { PublicReservation } = await import('./PublicReservation.tsx')
      return { Component: PublicReservation }
    },
  },
]
