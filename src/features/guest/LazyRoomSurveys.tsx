/**
 * The room page's surveys (features/guest-survey/RoomSurveys.tsx), loaded with their
 * `guest-survey` texts after the page's first render.
 */
import { lazy } from 'react'
import { i18n, loadCatalog } from '../../app/i18n.ts'
import { parseLocale } from '../../app/locale.ts'

export const LazyRoomSurveys = lazy(async () => {
  const [module] = await Promise.all([
    import('../guest-survey/RoomSurveys.tsx'),
    loadCatalog(parseLocale(i18n.locale), 'guest-survey'),
  ])
  return { default: module.RoomSurveys }
})
