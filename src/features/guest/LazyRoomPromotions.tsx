/** The room page's promotions (RoomPromotions.tsx), loaded after the page's first render. */
import { lazy } from 'react'

export const LazyRoomPromotions = lazy(async () => ({
  default: (await import('./RoomPromotions.tsx')).RoomPromotions,
}))
