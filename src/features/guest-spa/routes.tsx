/**
 * The spa booking routes, for the route table. Each page is its own lazy chunk; their texts are
 * in the `guest-spa` catalog; the parts they share with the table booking (contact fields, slots,
 * the sent popup, the closed page) load with their `guest-reservation` texts (lazy-parts.ts).
 *   /app/hu/spa/:rId/:service       GuestSpa   (HotelUserSpa)
 *   /app/hu/d/spa/:rId/:service     GuestSpaDemo (its demo: booking answers orderDisabled)
 *   /app/public/spa/:bId/:service   PublicSpa  (PublicUserSpa)
 */
import type { RouteObject } from 'react-router'

const handle = { catalog: 'guest-spa' } as const

export const guestSpaRoutes: RouteObject[] = [
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
]

export const publicSpaRoutes: RouteObject[] = [
  {
    path: '/app/public/spa/:bId/:service',
    handle,
    lazy: async () => {
      const { PublicSpa } = await import('./PublicSpa.tsx')
      return { Component: PublicSpa }
    },
  },
]
