/**
 * The guest ordering routes, for the route table. Each page is its own lazy chunk, so the room
 * page does not load the menu and the other way round; their texts are in the `guest` catalog.
 *   /app/hu/:rId                 -> GuestRoomMain (GuestRoomMain.tsx)
 *   /app/hu/menu/:rId/:service   -> GuestMenu (GuestMenu.tsx; :service is the service name)
 */
import type { RouteObject } from 'react-router'

export const guestOrderingRoutes: RouteObject[] = [
  {
    path: '/app/hu/:rId',
    handle: { catalog: 'guest' },
    lazy: async () => {
      const { GuestRoomMain } = await import('./GuestRoomMain.tsx')
      return { Component: GuestRoomMain }
    },
  },
  {
    path: '/app/hu/menu/:rId/:service',
    handle: { catalog: 'guest' },
    lazy: async () => {
      const { GuestMenu } = await import('./GuestMenu.tsx')
      return { Component: GuestMenu }
    },
  },
]
