/**
 * The guest routes, for the route table. Each page is its own lazy chunk; their texts are in the
 * `guest` catalog. Demo variants put `/d/` after the area (spec: "paths containing /d/"):
 *   /app/hu/:rId                       GuestRoomMain         /app/hu/d/:rId                      demo
 *   /app/hu/menu/:rId/:service         GuestMenu             /app/hu/d/menu/:rId/:service        demo
 *   /app/hu/menu/:rId/:service/:resId  GuestMenuForReservation (ordering ahead for a table reservation)
 *   /app/hu/guest-profile/:rId         profile/GuestProfilePage  /app/hu/d/guest-profile/:rId        demo
 *   /app/hur/:bId                      GuestRoomless         /app/hur/d/:bId                     demo
 *   /app/u/menu/:bId/:tId              GuestTableMenu        /app/u/d/menu/:bId/:tId             demo
 */
import type { RouteObject } from 'react-router'

const guest = (
  path: string,
  lazy: RouteObject['lazy'],
  catalog: 'guest' | 'guest-profile' = 'guest',
): RouteObject => ({ path, handle: { catalog }, lazy }) as RouteObject

export const guestOrderingRoutes: RouteObject[] = [
  guest('/app/hu/:rId', async () => {
    const { GuestRoomMain } = await import('./GuestRoomMain.tsx')
    return { Component: GuestRoomMain }
  }),
  guest('/app/hu/d/:rId', async () => {
    const { GuestRoomMainDemo } = await import('./GuestRoomMain.tsx')
    return { Component: GuestRoomMainDemo }
  }),
  guest('/app/hu/menu/:rId/:service', async () => {
    const { GuestMenu } = await import('./GuestMenu.tsx')
    return { Component: GuestMenu }
  }),
  guest('/app/hu/menu/:rId/:service/:resId', async () => {
    const { GuestMenuForReservation } = await import('./GuestMenuForReservation.tsx')
    return { Component: GuestMenuForReservation }
  }),
  guest('/app/hu/d/menu/:rId/:service', async () => {
    const { GuestMenuDemo } = await import('./GuestMenuDemo.tsx')
    return { Component: GuestMenuDemo }
  }),
  guest(
    '/app/hu/guest-profile/:rId',
    async () => {
      const { GuestProfilePage } = await import('./profile/GuestProfilePage.tsx')
      return { Component: GuestProfilePage }
    },
    'guest-profile',
  ),
  guest(
    '/app/hu/d/guest-profile/:rId',
    async () => {
      const { GuestProfileDemo } = await import('./profile/GuestProfilePage.tsx')
      return { Component: GuestProfileDemo }
    },
    'guest-profile',
  ),
  guest('/app/hur/:bId', async () => {
    const { GuestRoomless } = await import('./GuestRoomless.tsx')
    return { Component: GuestRoomless }
  }),
  guest('/app/hur/d/:bId', async () => {
    const { GuestRoomlessDemo } = await import('./GuestRoomless.tsx')
    return { Component: GuestRoomlessDemo }
  }),
  guest('/app/u/menu/:bId/:tId', async () => {
    const { GuestTableMenu } = await import('./GuestTableMenu.tsx')
    return { Component: GuestTableMenu }
  }),
  guest('/app/u/d/menu/:bId/:tId', async () => {
    const { GuestTableMenuDemo } = await import('./GuestTableMenu.tsx')
    return { Component: GuestTableMenuDemo }
  }),
]
