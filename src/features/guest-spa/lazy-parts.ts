/**
 * What the spa pages show only after the first paint, each with the `guest-reservation` texts of
 * the table booking parts it reuses (contact fields, slots, the sent popup, the closed page), so
 * the route's first load is the treatment list alone (guest initial JS budget, DESIGN.md §5).
 */
import { lazy } from 'react'
import { i18n, loadCatalog } from '../../app/i18n.ts'
import { parseLocale } from '../../app/locale.ts'

const withTexts = <T>(load: () => Promise<T>): Promise<T> =>
  Promise.all([load(), loadCatalog(parseLocale(i18n.locale), 'guest-reservation')]).then(
    ([module]) => module,
  )

export const LazyBookingFlow = lazy(async () => ({
  default: (await withTexts(() => import('./SpaBookingFlow.tsx'))).SpaBookingFlow,
}))

export const LazyServiceClosed = lazy(async () => ({
  default: (await withTexts(() => import('../guest-reservation/ServiceClosed.tsx'))).ServiceClosed,
}))

/** The room guest's appointments: shown once read, so not part of the first paint. */
export const LazyMyAppointments = lazy(async () => ({
  default: (await import('./MyAppointments.tsx')).MyAppointments,
}))
