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
import { pageRoute, type PageLoader, type PageRoute } from '../../app/public-shell/page-route.ts'

const guest = (
  path: string,
  page: PageLoader,
  catalog: 'guest' | 'guest-profile' = 'guest',
): PageRoute => pageRoute(path, page, { catalog })

export const guestOrderingRoutes: PageRoute[] = [
  guest('/app/hu/:rId', async () => (await import('./GuestRoomMain.tsx')).GuestRoomMain),
  guest('/app/hu/d/:rId', async () => (await import('./GuestRoomMain.tsx')).GuestRoomMainDemo),
  guest('/app/hu/menu/:rId/:service', async () => (await import('./GuestMenu.tsx')).GuestMenu),
  guest(
    '/app/hu/menu/:rId/:service/:resId',
    async () => (await import('./GuestMenuForReservation.tsx')).GuestMenuForReservation,
  ),
  guest(
    '/app/hu/d/menu/:rId/:service',
    async () => (await import('./GuestMenuDemo.tsx')).GuestMenuDemo,
  ),
  guest(
    '/app/hu/guest-profile/:rId',
    async () => (await import('./profile/GuestProfilePage.tsx')).GuestProfilePage,
    'guest-profile',
  ),
  guest(
    '/app/hu/d/guest-profile/:rId',
    async () => (await import('./profile/GuestProfilePage.tsx')).GuestProfileDemo,
    'guest-profile',
  ),
  guest('/app/hur/:bId', async () => (await import('./GuestRoomless.tsx')).GuestRoomless),
  guest('/app/hur/d/:bId', async () => (await import('./GuestRoomless.tsx')).GuestRoomlessDemo),
  guest('/app/u/menu/:bId/:tId', async () => (await import('./GuestTableMenu.tsx')).GuestTableMenu),
  guest(
    '/app/u/d/menu/:bId/:tId',
    async () => (await import('./GuestTableMenu.tsx')).GuestTableMenuDemo,
  ),
]
