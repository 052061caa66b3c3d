/**
 * The stay's spa appointments on the room page (features/guest-spa/RoomSpaAppointments.tsx),
 * loaded with their `guest-spa` texts after the page's first render.
 */
import { lazy } from 'react'
import { i18n, loadCatalog } from '../../app/i18n.ts'
import { parseLocale } from '../../app/locale.ts'

export const LazyRoomSpaAppointments = lazy(async () => {
  const [module] = await Promise.all([
    import('../guest-spa/RoomSpaAppointments.tsx'),
    loadCatalog(parseLocale(i18n.locale), 'guest-spa'),
  ])
  return { default: module.RoomSpaAppointments }
})
