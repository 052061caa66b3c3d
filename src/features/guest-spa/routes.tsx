/**
 * The spa booking routes, for the route table. Each page is its own lazy chunk; their texts are
 * in the `guest-spa` catalog, and the parts they share with the table booking (contact fields,
 * slots, the sent popup, the closed page) in `guest-reservation`: a pathless parent asks for it.
 *   /app/hu/spa/:rId/:service       GuestSpa   (HotelUserSpa)
 *   /app/hu/d/spa/:rId/:service     GuestSpaDemo (its demo: booking answers orderDisabled)
 *   /app/public/spa/:bId/:service   PublicSpa  (PublicUserSpa)
 */
import type { RouteObject } from 'react-router'

const shared = { catalog: 'guest-reservation' } as const
const handle = { catalog: 'guest-spa' } as const

export const guestSpaRoutes: RouteObject[] = [
  {
    handle: shared,
    children: [
      {
        path: '/app/hu/spa/:rId/:service',
        handle,
        lazy: async () => {
          const { GuestSpa } = await import('./GuestSpa.tsx')
          return { Component: GuestSpa }
        },
      },
      {
        path: '/app/hu/d/spa/:rId/:service',
        handle,
        lazy: async () => {
          const { GuestSpaDemo } = await import('./GuestSpaDemo.tsx')
          return { Component: GuestSpaDemo }
        },
      },
    ],
  },
]

export const publicSpaRoutes: RouteObject[] = [
  {
    handle: shared,
    children: [
      {
        path: '/app/public/spa/:bId/:service',
        handle,
        lazy: async () => {
          const { PublicSpa } = await import('./PublicSpa.tsx')
          return { Component: PublicSpa }
        },
      },
    ],
  },
]
