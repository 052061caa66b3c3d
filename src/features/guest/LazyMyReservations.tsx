/**
 * The stay's table reservations on the room page (features/guest-reservation/MyReservations.tsx),
 * loaded with their `guest-reservation` texts after the page's first render.
 */
import { lazy } from 'react'
import { i18n, loadCatalog } from '../../app/i18n.ts'
import { parseLocale } from '../../app/locale.ts'

export const LazyMyReservations = lazy(async () => {
  const [module] = await Promise.all([
    import('../guest-reservation/MyReservations.tsx'),
    loadCatalog(parseLocale(i18n.locale), 'guest-reservation'),
  ])
  return { default: module.MyReservations }
})
