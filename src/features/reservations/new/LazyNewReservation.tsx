import { lazy } from 'react'

/** The new-reservation form, loaded when the desk first opens it (board, timeline, floor plan). */
export const LazyNewReservation = lazy(async () => ({
  default: (await import('./NewReservation.tsx')).NewReservation,
}))
